import { orderTotal } from '@kahraba/domain';
import { useEffect, useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loadPageData } from '../../../shared/api/page-data';
import { cartQueryOptions } from '../../../shared/cart-api';
import { DeliveryEstimate, useDeliveryEstimate } from '../../../shared/delivery/delivery-estimate';
import { prefetchDeliveryEstimate } from '../../../shared/delivery/delivery-governorate';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast';
import { serverMessage, useCart, useClearCart } from '../api/cart';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';

export function CartPage() {
  const { t } = useTranslation('orders');
  // Rendered by a test without the route's loader, the estimate starts from the shopper's default.
  const remembered = (useLoaderData() as { deliveryGovernorate?: string | null } | undefined)
    ?.deliveryGovernorate;
  const deliveryEstimate = useDeliveryEstimate(remembered ?? null);
  const shippingFee = deliveryEstimate.standard?.fee;
  const { t: tApp } = useTranslation();
  const cart = useCart();
  const clear = useClearCart();
  const [confirmClear, setConfirmClear] = useState(false);

  useEffect(() => {
    if (cart.isError) toast.error(t('cart.toasts.failedToLoad'), { id: 'cart-load-error' });
  }, [cart.isError, t]);

  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setConfirmClear(false);
        toast.success(t('cart.toasts.cartCleared'));
      },
      onError: (error) => {
        setConfirmClear(false);
        toast.error(serverMessage(error, t('cart.toasts.failedToClear')));
      },
    });

  const items = cart.data?.items ?? [];
  const count = items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <PageTitle>{tApp('app.pageTitle', { page: t('cart.heading') })}</PageTitle>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-navy-950">{t('cart.heading')}</h1>
        {cart.data && items.length > 0 && <p className="text-navy-700">{t('cart.itemsCount', { count })}</p>}
      </div>

      {cart.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : cart.isError ? (
        <ErrorState
          message={t('cart.toasts.failedToLoad')}
          onRetry={() => void cart.refetch()}
          retrying={cart.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={t('cart.empty')}
          description={t('cart.emptyText')}
          action={
            <Link to={paths.search()} className={buttonClasses()}>
              {t('cart.browse')}
            </Link>
          }
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="flex flex-col gap-4">
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <CartLine key={item.product._id} item={item} />
              ))}
            </ul>
            <div className="flex flex-wrap justify-between gap-2">
              <Link to={paths.search()} className={buttonClasses({ variant: 'ghost' })}>
                {t('cart.continueShopping')}
              </Link>
              <Button variant="ghost" className="text-red-700" onClick={() => setConfirmClear(true)}>
                {t('cart.clear')}
              </Button>
            </div>
          </div>
          {/* Shipping is priced as standard delivery to the governorate the estimate shows. */}
          <CartSummary
            cart={cart.data}
            shippingFee={shippingFee}
            total={
              shippingFee === undefined
                ? undefined
                : orderTotal({ totalAfterDiscount: cart.data.totalAfterDiscount, shippingFee })
            }
          >
            <DeliveryEstimate estimate={deliveryEstimate} />
            <Link to={paths.checkout()} className={buttonClasses({ size: 'lg' })}>
              {t('cart.proceedToCheckout')}
            </Link>
          </CartSummary>
        </div>
      )}

      <Dialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title={t('cart.clearConfirmTitle')}
        description={t('cart.clearConfirmText')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmClear(false)}>
              {t('cart.cancel')}
            </Button>
            <Button variant="danger" loading={clear.isPending} onClick={onClear}>
              {t('cart.clearConfirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}

export const handle = { i18n: ['orders'] };

export async function loader({ request }: LoaderFunctionArgs) {
  let remembered: string | null = null;
  const pageData = await loadPageData(async (client) => {
    await Promise.all([
      client.prefetchQuery(cartQueryOptions()),
      // The cart is for signed-in shoppers only (SPEC §2).
      prefetchDeliveryEstimate(client, request, true).then((id) => {
        remembered = id;
      }),
    ]);
  });
  return { ...pageData, deliveryGovernorate: remembered };
}

export default CartPage;
