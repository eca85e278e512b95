import { type ReactNode, useEffect } from 'react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { Link, useSearchParams } from 'react-router';
import { addressesQueryOptions } from '../../../shared/addresses/api';
import { loadPageData } from '../../../shared/api/page-data';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { signedInUser } from '../../../shared/session/signed-in-user';
import { useSession } from '../../../shared/session/use-session';
import { buttonClasses } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { Tabs } from '../../../shared/ui/tabs';
import { wishlistQueryOptions } from '../../../shared/wishlist/api';
import { currentUserQueryOptions, useCurrentUser } from '../api/current-user';
import { myOrdersQueryOptions } from '../api/my-orders';
import { notificationSettingsQueryOptions } from '../api/notification-settings';
import { AddressesTab } from '../components/addresses-tab';
import { OrderHistoryTab } from '../components/order-history-tab';
import { ProfileTab } from '../components/profile-tab';
import { SettingsTab } from '../components/settings-tab';
import { TradeInHistory } from '../components/trade-in-history';
import { WishlistTab } from '../components/wishlist-tab';
import { addressBookAction } from '../lib/address-book-action';
import { NOTIFICATION_SETTINGS, notificationSettingsAction } from '../lib/notification-settings-action';
import { mergeSessionUser, storedUserProblem } from '../lib/session-user';
import { SIGN_OUT_EVERYWHERE, signOutEverywhere } from '../lib/sign-out-everywhere';

const ACCOUNT_TABS = ['profile', 'orders', 'addresses', 'wishlist', 'tradeIns', 'settings'] as const;
type AccountTab = (typeof ACCOUNT_TABS)[number];
const isAccountTab = (value: unknown): value is AccountTab =>
  (ACCOUNT_TABS as readonly unknown[]).includes(value);

export function AccountPage() {
  const { t } = useTranslation('auth');
  const { t: tApp } = useTranslation();
  const { t: tTradeIn } = useTranslation('tradeIn');
  // SPEC §2: the page shows the locally stored user at once...
  const { user } = useSession();
  // ...and refreshes it from the server, in case it changed elsewhere since this device signed in.
  const current = useCurrentUser(user?.id);
  // `?tab=addresses` opens a tab directly (a link, or a form posted before the scripts ran).
  const [search] = useSearchParams();
  const requestedTab = search.get('tab');
  useEffect(() => {
    if (current.data) mergeSessionUser(current.data);
  }, [current.data]);

  const signInAgain = (
    <Link to={paths.login()} className={buttonClasses({ variant: 'secondary' })}>
      {t('account.signIn')}
    </Link>
  );

  let content: ReactNode;
  if (user) {
    content = (
      <Tabs<AccountTab>
        label={t('account.tabsLabel')}
        defaultValue={isAccountTab(requestedTab) ? requestedTab : undefined}
        tabs={[
          { id: 'profile', label: t('account.tabs.profile'), panel: <ProfileTab user={user} /> },
          { id: 'orders', label: t('account.tabs.orders'), panel: <OrderHistoryTab /> },
          { id: 'addresses', label: t('account.tabs.addresses'), panel: <AddressesTab /> },
          { id: 'wishlist', label: t('account.tabs.wishlist'), panel: <WishlistTab /> },
          { id: 'tradeIns', label: tTradeIn('history.tab'), panel: <TradeInHistory /> },
          { id: 'settings', label: t('account.tabs.settings'), panel: <SettingsTab /> },
        ]}
      />
    );
  } else if (storedUserProblem() === 'unreadable') {
    content = (
      <ErrorState
        title={t('account.parseError')}
        message={
          <>
            {t('account.parseErrorText')} <span className="mt-3 block">{signInAgain}</span>
          </>
        }
      />
    );
  } else {
    content = (
      <EmptyState
        title={t('account.noUserData')}
        description={t('account.noUserDataText')}
        action={signInAgain}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <PageTitle>{tApp('app.pageTitle', { page: t('account.title') })}</PageTitle>
      <h1 className="mb-4 text-2xl font-extrabold text-navy-950">{t('account.title')}</h1>
      {content}
    </div>
  );
}

export const handle = { i18n: ['auth', 'orders', 'tradeIn'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await signedInUser(request);
  return loadPageData((client) =>
    Promise.all([
      user && client.prefetchQuery(currentUserQueryOptions(user.id)),
      client.prefetchQuery(myOrdersQueryOptions()),
      client.prefetchQuery(wishlistQueryOptions()),
      client.prefetchQuery(addressesQueryOptions()),
      client.prefetchQuery(notificationSettingsQueryOptions()),
    ]),
  );
}

/** The address book's forms (add, edit, remove, make default), the e-mail settings, and signing out everywhere. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get('intent') === SIGN_OUT_EVERYWHERE) return signOutEverywhere();
  if (form.get('intent') === NOTIFICATION_SETTINGS) return notificationSettingsAction(form);
  return addressBookAction(form);
}

export default AccountPage;
