import type { User } from '@kahraba/domain';
import { Link } from 'react-router';
import { currentLanguage, setLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { Badge } from '../../../shared/ui/badge';
import { UserText } from '../../../shared/ui/bidi';
import { BoltIcon, CloseIcon, GlobeIcon, MenuIcon } from '../../../shared/ui/icons';

export interface AdminHeaderProps {
  user: User;
  navId: string;
  navOpen: boolean;
  onToggleNav: () => void;
}

const headerItemClasses =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-navy-100 hover:bg-navy-800 hover:text-white';

export function AdminHeader({ user, navId, navOpen, onToggleNav }: AdminHeaderProps) {
  const { t, i18n } = useTranslation('admin');
  const target = currentLanguage(i18n) === 'en' ? 'ar' : 'en';
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 bg-navy-950 px-3 text-white shadow-md">
      <button
        type="button"
        aria-expanded={navOpen}
        aria-controls={navId}
        aria-label={t('header.menu')}
        onClick={onToggleNav}
        className="inline-flex size-10 items-center justify-center rounded-lg text-navy-100 hover:bg-navy-800 md:hidden"
      >
        {navOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      <Link to={paths.admin()} className="inline-flex items-center gap-1.5 rounded-lg py-1 font-extrabold">
        <BoltIcon className="size-6 fill-volt-400 stroke-volt-400" />
        <span className="max-sm:sr-only">{t('header.title')}</span>
      </Link>
      <div className="ms-auto flex items-center gap-1">
        <span className="hidden items-center gap-2 px-2 text-sm sm:inline-flex">
          <UserText className="block max-w-40 truncate">{user.name}</UserText>
          <Badge tone="brand">{t(`roles.${user.role}`)}</Badge>
        </span>
        {/* Named in the other language, as people look for it; the title explains it in this one. */}
        <button
          type="button"
          title={t('header.switchLanguageLabel')}
          onClick={() => void setLanguage(target, i18n)}
          className={headerItemClasses}
        >
          <GlobeIcon className="size-5" />
          <span lang={target} className="max-sm:sr-only">
            {t('header.switchLanguage')}
          </span>
        </button>
        <Link to={paths.home()} className={headerItemClasses}>
          {t('header.backToShop')}
        </Link>
      </div>
    </header>
  );
}
