import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';
import { buttonClasses } from './button';
import { EmptyState } from './empty-state';

export interface NotAvailableYetProps {
  /** The page's name, shown as its heading and in the document title. */
  title: string;
}

/** Says plainly that a page has not been built yet, instead of pretending it works. */
export function NotAvailableYet({ title }: NotAvailableYetProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('app.pageTitle', { page: title })}</title>
      <EmptyState
        as="h1"
        title={title}
        description={t('common.notAvailableYet')}
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
