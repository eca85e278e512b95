import { canCancelOrder, formatDateTime, formatEgp, type Order, orderDiscounts } from '@kahraba/domain';
import { useEffect, useState } from 'react';
import { data, Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { loadPageData } from '../../../shared/api/page-data';
import { PromisedDelivery } from '../../../shared/delivery/promised-delivery';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OrderInstallmentSummary } from '../../../shared/installments/order-installment';
import { InstapayPayment } from '../../../shared/orders/instapay-payment';
import { ShippingAddressLines } from '../../../shared/orders/shipping-address';
import { paths } from '../../../shared/paths';
import { ProductImage } from '../../../shared/products/product-image';
import { productName } from '../../../shared/products/product-text';
import { BackLink } from '../../../shared/ui/back-link';
import { Identifier, Sentence, slot } from '../../../shared/ui/bidi';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { Price } from '../../../shared/ui/price';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast';
import { isNotFound, orderQueryOptions, serverMessage, useCancelOrder, useOrder } from '../api/orders';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderTimeline } from '../components/order-timeline';

export function OrderPage() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const order = useOrder(id);
  const notFound = order.isError && isNotFound(order.error);

  useEffect(() => {
    if (order.isError && !notFound) toast.error(t('detail.fetchError'), { id: 'order-load-error' });
  }, [order.isError, notFound, t]);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <BackLink to={paths.account()}>{t('detail.back')}</BackLink>
      {order.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-40" />
        </div>
      ) : notFound ? (
        <EmptyState
          as="h1"
          title={t('detail.notFound')}
          description={t('detail.notFoundText')}
          action={
            <Link to={paths.account()} className={buttonClasses()}>
              {t('detail.backToAccount')}
            </Link>
          }
        />
      ) : order.isError ? (
        <ErrorState
          message={t('detail.fetchError')}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      ) : (
        <OrderDetail order={order.data} />
      )}
    </div>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const { t: tApp } = useTranslation();
  const language = currentLanguage(i18n);
  const cancel = useCancelOrder(order._id);
  const number = order.orderNumber || order._id;
  const heading = t('detail.heading', { number });
  const [confirming, setConfirming] = useState(false);
  const address = order.shippingAddress;

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(t('detail.cancelled')),
      onError: (error) => toast.error(serverMessage(error, t('detail.cancelError'))),
      onSettled: () => setConfirming(false),
    });

  return (
    <article className="flex flex-col gap-6">
      <PageTitle>{tApp('app.pageTitle', { page: heading })}</PageTitle>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-navy-950">
            <Sentence
              text={t('detail.heading', { number: slot('number') })}
              values={{ number: <Identifier>{number}</Identifier> }}
            />
          </h1>
          <p className="text-sm text-navy-700">
            {t('detail.date')}:{' '}
            <time dateTime={order.createdAt}>
              {formatDateTime(order.createdAt, language, { dateStyle: 'long', timeStyle: 'short' })}
            </time>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm text-navy-700">{t('detail.status')}:</span>
          <OrderStatusBadge status={order.status} />
        </div>
      </header>

      {/* Until staff confirm the order, an InstaPay order still waits for its transfer. */}
      {order.paymentMethod === 'card' && order.status === 'pending' && <InstapayPayment order={order} />}

      <OrderTimeline order={order} />

      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-2xl border border-navy-200 bg-white p-5">
          <h2 className="mb-2 font-bold">{t('detail.shippingAddress')}</h2>
          <ShippingAddressLines address={address} className="text-navy-800" />
        </section>
        <section className="flex flex-col gap-2 rounded-2xl border border-navy-200 bg-white p-5 text-sm">
          <h2 className="font-bold">{t('detail.paymentMethod')}</h2>
          <p>{t(`paymentMethod.${order.paymentMethod}`)}</p>
          <h2 className="font-bold">{t('detail.shippingMethod')}</h2>
          <p>{t(`shippingMethod.${order.shippingMethod}`)}</p>
          <PromisedDelivery delivery={order.delivery} status={order.status} />
        </section>
      </div>

      {order.installment && (
        <OrderInstallmentSummary
          installment={order.installment}
          className="rounded-2xl border border-navy-200 bg-white p-5"
        />
      )}

      <section className="rounded-2xl border border-navy-200 bg-white p-5">
        <h2 className="mb-3 font-bold">{t('detail.items')}</h2>
        <ul className="flex flex-col divide-y divide-navy-100">
          {order.items.map((item) => (
            <li key={item.product._id} className="flex items-center gap-4 py-3">
              <ProductImage
                src={item.product.images[0]}
                alt={productName(item.product, language)}
                className="w-16 rounded-lg"
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{productName(item.product, language)}</p>
                <p className="text-sm text-navy-700">{t('detail.quantity', { count: item.quantity })}</p>
              </div>
              <Price amount={item.price} />
            </li>
          ))}
        </ul>
        <dl className="mt-3 flex flex-col gap-1 border-t border-navy-200 pt-3 text-sm">
          <div className="flex justify-between">
            <dt>{t('detail.subtotal')}</dt>
            <dd>{formatEgp(order.subtotal, language)}</dd>
          </div>
          {order.discount > 0 && (
            <div className="flex justify-between">
              <dt>{t('detail.discount', { percent: order.discount })}</dt>
              <dd>−{formatEgp(orderDiscounts(order).percent, language)}</dd>
            </div>
          )}
          {order.coupon && (
            <div className="flex justify-between">
              <dt>
                <Sentence
                  text={t('detail.coupon', { code: slot('code') })}
                  values={{ code: <Identifier>{order.coupon.code}</Identifier> }}
                />
              </dt>
              <dd data-testid="order-coupon-discount">−{formatEgp(order.coupon.discount, language)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt>{t('detail.shipping')}</dt>
            <dd>{formatEgp(order.shippingFee, language)}</dd>
          </div>
          <div className="flex justify-between text-base font-bold">
            <dt>{t('detail.total')}</dt>
            <dd data-testid="order-total">{formatEgp(order.total, language)}</dd>
          </div>
        </dl>
      </section>

      {canCancelOrder(order.status) && (
        <section className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
          <p className="text-sm text-navy-800">{t('detail.cancelNote')}</p>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('detail.cancel')}
          </Button>
        </section>
      )}

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('detail.cancelConfirmTitle')}
        description={t('detail.cancelConfirmText')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('detail.keep')}
            </Button>
            <Button variant="danger" loading={cancel.isPending} onClick={onCancel}>
              {t('detail.cancelConfirm')}
            </Button>
          </>
        }
      />
    </article>
  );
}

export const handle = { i18n: ['orders'] };

/** An unknown order, or another shopper's, answers 404 with the shop's not-found page. */
export function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return loadPageData(async (client) => {
    try {
      await client.fetchQuery(orderQueryOptions(id));
    } catch (error) {
      if (error instanceof ApiError && [400, 403, 404].includes(error.status)) {
        throw data(null, { status: 404 });
      }
    }
  });
}

export default OrderPage;
