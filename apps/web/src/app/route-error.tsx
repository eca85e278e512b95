import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../shared/i18n/use-translation';
import { ErrorState } from '../shared/ui/error-state';
import { NotFoundPage } from './not-found-page';

/**
 * Shown in the layout when a route fails: a 404 thrown by a loader (an unknown category) reads as
 * "page not found"; anything else, such as a route chunk that no longer exists after a deploy,
 * offers a reload.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <ErrorState message={t('errors.unexpectedError')} onRetry={() => window.location.reload()} />;
}
