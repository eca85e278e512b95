import { data, Link } from 'react-router';
import { useTranslation } from '../shared/i18n/use-translation';
import { paths } from '../shared/paths';
import { buttonClasses } from '../shared/ui/button';
import { EmptyState } from '../shared/ui/empty-state';
import { PageTitle } from '../shared/ui/page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('app.pageTitle', { page: t('notFound.title') })}</PageTitle>
      {/* An address with no page (an unknown product or category included) is not one to list. */}
      <meta name="robots" content="noindex" />
      <EmptyState
        as="h1"
        title={t('notFound.title')}
        description={t('notFound.text')}
        action={
          <Link to={paths.home()} className={buttonClasses({ variant: 'secondary' })}>
            {t('common.backHome')}
          </Link>
        }
        className="py-20"
      />
    </>
  );
}

/** An address no page has: the shop's not-found page, answered with 404. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default NotFoundPage;
