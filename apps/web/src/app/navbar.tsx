import { CATEGORY_PAGE_KEYS, isStaffRole } from '@kahraba/domain';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { currentLanguage, setLanguage } from '../shared/i18n/i18n';
import { useTranslation } from '../shared/i18n/use-translation';
import { inLanguage } from '../shared/language-paths';
import { paths } from '../shared/paths';
import { SearchBox } from '../shared/products/search-box';
import { logOut } from '../shared/session/log-out';
import { useSession } from '../shared/session/use-session';
import { buttonClasses } from '../shared/ui/button';
import { cn } from '../shared/ui/cn';
import { Dropdown } from '../shared/ui/dropdown';
import { BoltIcon, CartIcon, ChatIcon, CloseIcon, GlobeIcon, MenuIcon, UserIcon } from '../shared/ui/icons';
import { useCartCount } from './cart-count';
import { IconLink } from './icon-link';
import { NotificationsLink } from './notifications-link';

const navItemClasses =
  'rounded-lg px-3 py-2 text-sm font-semibold text-navy-100 hover:bg-navy-800 hover:text-white aria-[current=page]:text-volt-300';

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const target = currentLanguage(i18n) === 'en' ? 'ar' : 'en';
  const location = useLocation();
  const navigate = useNavigate();
  // The same page in the other language: a plain link before the scripts run; once they do, the
  // other language's texts are loaded before the page moves, so it never shows half-translated.
  const twin = inLanguage(`${location.pathname}${location.search}${location.hash}`, target);
  return (
    // Named by the other language in that language ("العربية" on English pages), as shoppers
    // look for it; the title explains it in the current one.
    <a
      href={twin}
      hrefLang={target}
      title={t('nav.switchLanguageLabel')}
      onClick={(event) => {
        event.preventDefault();
        void setLanguage(target, i18n).then(() => navigate(twin, { preventScrollReset: true }));
      }}
      className={cn(navItemClasses, 'inline-flex items-center gap-1.5 max-sm:px-1.5')}
    >
      <GlobeIcon className="size-5" />
      {/* "العربية" on an English page is drawn in the system font: the Arabic subset of the web font
          (about 30 kB) then downloads only for shoppers who read Arabic. */}
      <span lang={target} className={cn('max-sm:sr-only', target === 'ar' && 'font-system')}>
        {t('nav.switchLanguage')}
      </span>
    </a>
  );
}

// The live chat code, and the schemas it checks messages with, are only for signed-in shoppers:
// guests never download them.
const SignedInMessagesLink = lazy(() =>
  import('./messages-link').then((module) => ({ default: module.MessagesLink })),
);

export function Navbar() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const cartCount = useCartCount();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // A link chosen in the collapsed menu takes the shopper elsewhere: fold the menu away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search]);

  const signedIn = user !== null;

  // The API clears the session cookie; the page forgets the shopper and goes home. A failed call
  // (offline) still signs out here: the cookie then ends with its next 401.
  const signOutAndLeave = async () => {
    await logOut().catch(() => {});
    signOut();
    await navigate(paths.home());
  };

  return (
    <header className="sticky top-0 z-40 bg-navy-950 text-white shadow-md">
      <nav
        aria-label={t('nav.label')}
        // On a phone the brand and the icons share one row (the search box has the next): tighter
        // gaps and icon buttons there keep "Kahraba" and four icons within 390 px.
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-1 px-4 py-2 sm:gap-x-2"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen && !event.defaultPrevented) {
            setMenuOpen(false);
            menuButtonRef.current?.focus();
          }
        }}
      >
        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={t('nav.menu')}
          onClick={() => setMenuOpen(!menuOpen)}
          className="inline-flex size-9 items-center justify-center rounded-lg text-navy-100 hover:bg-navy-800 sm:size-10 md:hidden"
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <Link
          to={paths.home()}
          aria-label={t('nav.brandHome')}
          className="inline-flex items-center gap-1 rounded-lg py-1 text-lg font-extrabold sm:me-2 sm:gap-1.5 sm:text-xl"
        >
          <BoltIcon className="size-7 fill-volt-400 stroke-volt-400" />
          <span>{t('app.name')}</span>
        </Link>

        {/* Collapsed behind the menu button under md: 768px, the breakpoint SPEC §9 names. */}
        <div
          id={menuId}
          className={cn(
            'order-last w-full flex-col gap-1 pb-3 md:order-none md:flex md:w-auto md:flex-row md:items-center md:pb-0',
            menuOpen ? 'flex' : 'hidden',
          )}
        >
          <Dropdown
            label={t('nav.categories')}
            buttonClassName={cn(navItemClasses, 'w-full md:w-auto')}
            inlineOnSmallScreens
            items={CATEGORY_PAGE_KEYS.map((key) => ({
              id: key,
              label: t(`categories.${key}.name`),
              to: paths.category(key),
            }))}
          />
          <Dropdown
            label={t('nav.products.label')}
            buttonClassName={cn(navItemClasses, 'w-full md:w-auto')}
            inlineOnSmallScreens
            items={[
              { id: 'all', label: t('nav.products.all'), to: paths.products('all') },
              { id: 'new', label: t('nav.products.new'), to: paths.products('new') },
              { id: 'used', label: t('nav.products.used'), to: paths.products('used') },
            ]}
          />
          <NavLink to={paths.offers()} className={navItemClasses}>
            {t('nav.offers')}
          </NavLink>
          <NavLink to={paths.tradeIn()} className={navItemClasses}>
            {t('nav.tradeIn')}
          </NavLink>
          {!signedIn && (
            <div className="flex flex-col gap-1 border-t border-navy-800 pt-2 md:hidden">
              <NavLink to={paths.login()} className={navItemClasses}>
                {t('nav.account.signIn')}
              </NavLink>
              <NavLink to={paths.signup()} className={navItemClasses}>
                {t('nav.account.createAccount')}
              </NavLink>
            </div>
          )}
        </div>

        {/* Its own row on small screens, between the links and the icons from md up. */}
        <div className="order-last w-full pb-2 md:order-none md:ms-2 md:w-auto md:max-w-md md:flex-1 md:pb-0">
          <SearchBox inHeader />
        </div>

        <div className="ms-auto flex shrink-0 items-center sm:gap-1">
          <LanguageSwitch />
          {signedIn ? (
            <Suspense
              fallback={
                <IconLink to={paths.chats()} label={t('nav.messages')} count={0}>
                  <ChatIcon />
                </IconLink>
              }
            >
              <SignedInMessagesLink />
            </Suspense>
          ) : (
            <IconLink to={paths.login()} label={t('nav.messages')} count={0}>
              <ChatIcon />
            </IconLink>
          )}
          {signedIn && <NotificationsLink />}
          <IconLink
            to={signedIn ? paths.cart() : paths.login()}
            label={cartCount > 0 ? t('nav.cartItems', { count: cartCount }) : t('nav.cart')}
            count={cartCount}
          >
            <CartIcon />
          </IconLink>
          {signedIn ? (
            <Dropdown
              label={
                <>
                  <UserIcon />
                  <span className="hidden max-w-32 truncate lg:inline">{user.name}</span>
                </>
              }
              buttonLabel={t('nav.account.menu', { name: user.name })}
              buttonClassName={cn(navItemClasses, 'h-10 max-sm:px-1')}
              align="end"
              items={[
                { id: 'account', label: t('nav.account.myAccount'), to: paths.account() },
                // Staff reach their console from the shop; shoppers never see the entry.
                ...(isStaffRole(user.role)
                  ? [{ id: 'staff-console', label: t('nav.account.staffConsole'), to: paths.admin() }]
                  : []),
                {
                  id: 'sign-out',
                  label: t('nav.account.signOut'),
                  onSelect: () => void signOutAndLeave(),
                },
              ]}
            />
          ) : (
            <div className="hidden items-center gap-1 md:flex">
              <Link to={paths.login()} className={navItemClasses}>
                {t('nav.account.signIn')}
              </Link>
              <Link to={paths.signup()} className={buttonClasses({ size: 'sm' })}>
                {t('nav.account.createAccount')}
              </Link>
            </div>
          )}
        </div>
      </nav>
    </header>
  );
}
