import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { buttonClasses } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageTitle } from '../../../shared/ui/page-title';

export interface ForbiddenPageProps {
  /** Where to go instead: the shop for a shopper, the dashboard for staff who lack one permission. */
  back: 'shop' | 'dashboard';
}

/** 403: signed in, but this page is not for this account's role. */
export function ForbiddenPage({ back }: ForbiddenPageProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageTitle>{t('pageTitle', { page: t('forbidden.title') })}</PageTitle>
      <EmptyState
        as="h1"
        title={t('forbidden.title')}
        description={t('forbidden.text')}
        action={
          <Link
            to={back === 'shop' ? paths.home() : paths.admin()}
            className={buttonClasses({ variant: 'secondary' })}
          >
            {back === 'shop' ? t('forbidden.backToShop') : t('forbidden.backToDashboard')}
          </Link>
        }
        className="py-20"
      />
    </>
  );
}
