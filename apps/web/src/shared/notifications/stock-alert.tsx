import type { StockAlert } from '@kahraba/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { http } from '../api/http-client';
import { useTranslation } from '../i18n/use-translation';
import { paths } from '../paths';
import { useSession } from '../session/use-session';
import { Button } from '../ui/button';
import { toast } from '../ui/toast';

// "Tell me when it is back": on the product page and beside an out-of-stock product in the wishlist.
// The server spends the alert when it tells the shopper, so it is heard of once.

const stockAlertKey = (productId: string) => ['stock-alert', productId] as const;

const stockAlertPath = (productId: string) => `/product/${encodeURIComponent(productId)}/stock-alert`;

export const stockAlertQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: stockAlertKey(productId),
    queryFn: ({ signal }) => http.get<StockAlert>(stockAlertPath(productId), { signal }),
  });

function useStockAlert(productId: string, signedIn: boolean) {
  return useQuery({ ...stockAlertQueryOptions(productId), enabled: signedIn });
}

function useToggleStockAlert(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscribe: boolean) =>
      subscribe
        ? http.post<StockAlert>(stockAlertPath(productId))
        : http.delete<StockAlert>(stockAlertPath(productId)),
    onSuccess: (alert) => client.setQueryData(stockAlertKey(productId), alert),
  });
}

/** The alert's button for an out-of-stock product; a guest is offered to sign in and come back. */
export function StockAlertButton({
  productId,
  name,
  size = 'md',
}: {
  productId: string;
  name: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const alert = useStockAlert(productId, user !== null);
  const toggle = useToggleStockAlert(productId);

  if (!user) {
    return (
      <Link
        to={paths.login(`${location.pathname}${location.search}`)}
        className="text-sm font-semibold text-navy-800 underline underline-offset-2"
      >
        {t('alerts.signIn')}
      </Link>
    );
  }
  const subscribed = alert.data?.subscribed ?? false;
  const change = (subscribe: boolean) =>
    toggle.mutate(subscribe, { onError: () => toast.error(t('alerts.failed')) });

  if (subscribed) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {t('alerts.subscribed')}
        </p>
        <Button
          variant="secondary"
          size="sm"
          loading={toggle.isPending}
          onClick={() => change(false)}
          aria-label={t('alerts.unsubscribeLabel', { name })}
        >
          {t('alerts.unsubscribe')}
        </Button>
      </div>
    );
  }
  return (
    <Button
      variant="secondary"
      size={size}
      loading={alert.isPending || toggle.isPending}
      onClick={() => change(true)}
      aria-label={t('alerts.subscribeLabel', { name })}
    >
      {t('alerts.subscribe')}
    </Button>
  );
}
