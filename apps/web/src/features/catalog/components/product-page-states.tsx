import type { TFunction } from 'i18next';
import { Link, useLocation } from 'react-router';
import { ApiError, NetworkError } from '../../../shared/api/http-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { buttonClasses } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Skeleton } from '../../../shared/ui/skeleton';

/** The page's outline while the product loads, in the loaded page's proportions. */
export function ProductPageSkeleton() {
  const { t } = useTranslation('product');
  return (
    <div role="status" aria-busy="true" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-4 w-64" />
      <div className="grid gap-8 md:grid-cols-2">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-12 w-full max-w-sm" />
          <Skeleton className="h-14 w-full" />
        </div>
      </div>
    </div>
  );
}

export type ProductLoadFailure = 'notFound' | 'loginRequired' | 'error';

/** SPEC §8: 404 not found; 401 login required; other statuses the server's message; no answer a network error. */
export function describeProductError(
  error: unknown,
  t: TFunction<'product'>,
): { kind: ProductLoadFailure; message: string } {
  if (error instanceof ApiError) {
    if (error.status === 404) return { kind: 'notFound', message: t('errors.productNotFound') };
    if (error.status === 401) return { kind: 'loginRequired', message: t('errors.loginRequired') };
    const serverMessage = error.message && error.message !== error.code ? error.message : '';
    return {
      kind: 'error',
      message: serverMessage ? t('errors.withMessage', { message: serverMessage }) : t('errors.failedToLoad'),
    };
  }
  if (error instanceof NetworkError) return { kind: 'error', message: t('errors.networkError') };
  return { kind: 'error', message: t('errors.unexpectedError') };
}

export function ProductNotFound() {
  const { t } = useTranslation('product');
  return (
    <EmptyState
      as="h1"
      title={t('errors.productNotFound')}
      description={t('errors.productNotFoundText')}
      action={
        <Link to={paths.search()} className={buttonClasses({ variant: 'secondary' })}>
          {t('errors.browseProducts')}
        </Link>
      }
      className="py-20"
    />
  );
}

export function ProductLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('product');
  const location = useLocation();
  const { kind, message } = describeProductError(error, t);

  if (kind === 'notFound') return <ProductNotFound />;
  if (kind === 'loginRequired') {
    // Back to this very page once signed in (a path; a bare name means a route, e.g. 'cart').
    const back = `${location.pathname}${location.search}`;
    return (
      <EmptyState
        as="h1"
        title={message}
        action={
          <Link to={paths.login(back)} className={buttonClasses({ variant: 'primary' })}>
            {t('errors.signIn')}
          </Link>
        }
        className="py-20"
      />
    );
  }
  return <ErrorState message={message} onRetry={onRetry} retrying={retrying} className="py-20" />;
}
