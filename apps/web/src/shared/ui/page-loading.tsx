import { useTranslation } from '../i18n/use-translation';
import { Spinner } from './spinner';

/** The one "Loading..." screen: session start-up, guarded routes, a route's code, the staff console. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-navy-700">
      <Spinner size="lg" decorative />
      <p>{t('app.loading')}</p>
    </div>
  );
}
