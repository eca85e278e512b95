import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';

/** The console's "Loading..." while the session or a page's code arrives. */
export function AdminLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-navy-700">
      <Spinner size="lg" decorative />
      <p>{t('app.loading')}</p>
    </div>
  );
}
