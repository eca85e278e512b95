import { type AdminOrder, can, orderDiscounts } from '@kahraba/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { ApiError } from '../../../shared/api/http-client';
import { PromisedDelivery } from '../../../shared/delivery/promised-delivery';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OrderInstallmentSummary } from '../../../shared/installments/order-installment';
import { ShippingAddressLines } from '../../../shared/orders/shipping-address';
import { paths } from '../../../shared/paths';
import { ProductImage } from '../../../shared/products/product-image';
import { productName } from '../../../shared/products/product-text';
import { useSession } from '../../../shared/session/use-session';
import { BackLink } from '../../../shared/ui/back-link';
import { EmailText, Identifier, Sentence, slot, UserText } from '../../../shared/ui/bidi';
import { buttonClasses } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useAdminOrder } from '../api/orders';
import { MessageShopperLink } from '../components/message-shopper-link';
import { PageHeader } from '../components/page-header';
import { OrderStatusBadge } from '../components/status-badges';
import { useAdminFormat } from '../lib/format';
import { OrderStatusActions } from './order-status-actions';

export function OrderDetailPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const { id = '' } = useParams();
  const order = useAdminOrder(id);

  let content: ReactNode;
  if (order.isPending) {
    content = (
      <div role="status" aria-label={t('orders.loadingOne')} className="flex flex-col gap-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  } else if (order.isError) {
    content =
      order.error instanceof ApiError && order.error.status === 404 ? (
        <EmptyState
          as="h1"
          title={t('orders.notFound')}
          action={
            <Link to={paths.adminOrders()} className={buttonClasses({ variant: 'secondary' })}>
              {t('orders.backToList')}
            </Link>
          }
        />
      ) : (
        <ErrorState
          title={t('orders.errorOne')}
          message={errorText(order.error, tApp)}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      );
  } else {
    content = <OrderDetail order={order.data} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <BackLink to={paths.adminOrders()}>{t('orders.backToList')}</BackLink>
      {content}
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-navy-200 bg-white p-4">
      <h2 className="font-bold text-navy-950">{title}</h2>
      {children}
    </section>
  );
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const format = useAdminFormat();
  const address = order.shippingAddress;
  const discounts = orderDiscounts(order);
  return (
    <>
      <PageHeader
        title={t('orders.detailTitle', { number: order.orderNumber })}
        heading={
          <Sentence
            text={t('orders.detailTitle', { number: slot('number') })}
            values={{ number: <Identifier>{order.orderNumber}</Identifier> }}
          />
        }
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {t('orders.placedOn', { date: format.dateTime(order.createdAt) })}
            <OrderStatusBadge status={order.status} />
          </span>
        }
        actions={
          can(user?.role, 'audit.read') && (
            <Link
              to={paths.adminAudit({ entity: 'order', entityId: order._id })}
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            >
              {t('orders.auditLink')}
            </Link>
          )
        }
      />
      <Panel title={t('orders.statusActions')}>
        <OrderStatusActions order={order} />
      </Panel>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel title={t('orders.lines')}>
            <ul className="flex flex-col divide-y divide-navy-100">
              {order.items.map((item) => (
                <li key={item.product._id} className="flex items-center gap-3 py-2">
                  <ProductImage
                    src={item.product.images[0]}
                    alt=""
                    className="w-12 shrink-0 rounded-md border border-navy-100"
                  />
                  <Link
                    to={paths.adminProduct(item.product._id)}
                    className="min-w-0 flex-1 font-semibold text-navy-950 hover:underline"
                  >
                    {productName(item.product, format.language)}
                  </Link>
                  <span className="text-sm text-navy-700">
                    {t('orders.lineQuantity', {
                      quantity: format.number(item.quantity),
                      price: format.egp(item.price),
                    })}
                  </span>
                  <span className="w-28 text-end font-bold">{format.egp(item.price * item.quantity)}</span>
                </li>
              ))}
            </ul>
            <dl className="ms-auto grid w-full max-w-xs grid-cols-2 gap-1 text-sm">
              <dt>{t('orders.subtotal')}</dt>
              <dd className="text-end">{format.egp(order.subtotal)}</dd>
              {order.discount > 0 && (
                <>
                  <dt>{t('orders.discountOf', { percent: format.number(order.discount) })}</dt>
                  <dd className="text-end" data-testid="order-percent-discount">
                    −{format.egp(discounts.percent)}
                  </dd>
                </>
              )}
              {order.coupon && (
                <>
                  <dt>
                    <Sentence
                      text={t('orders.couponOf', { code: slot('code') })}
                      values={{ code: <Identifier>{order.coupon.code}</Identifier> }}
                    />
                  </dt>
                  <dd className="text-end" data-testid="order-coupon-discount">
                    −{format.egp(discounts.coupon)}
                  </dd>
                </>
              )}
              <dt>{t('orders.shipping', { method: t(`shippingMethods.${order.shippingMethod}`) })}</dt>
              <dd className="text-end">{format.egp(order.shippingFee)}</dd>
              <dt className="font-bold">{t('orders.columns.total')}</dt>
              <dd className="text-end font-bold">{format.egp(order.total)}</dd>
            </dl>
          </Panel>
        </div>
        <div className="flex flex-col gap-4">
          <Panel title={t('orders.customer')}>
            <p className="font-semibold">
              <UserText>{order.customer.name}</UserText>
            </p>
            <EmailText className="text-sm text-navy-700">{order.customer.email}</EmailText>
            {order.customer.phone && (
              <Identifier className="text-sm text-navy-700">{order.customer.phone}</Identifier>
            )}
            <div className="mt-2">
              <MessageShopperLink shopperId={order.customer._id} />
            </div>
          </Panel>
          <Panel title={t('orders.address')}>
            <ShippingAddressLines address={address} withEmail className="text-navy-900" />
            <PromisedDelivery
              delivery={order.delivery}
              status={order.status}
              className="mt-2 text-sm text-navy-700"
            />
          </Panel>
          {order.history && order.history.length > 0 && (
            <Panel title={t('orders.history')}>
              <OrderHistory history={order.history} />
            </Panel>
          )}
          <Panel title={t('orders.payment')}>
            <p className="text-sm">{t(`paymentMethods.${order.paymentMethod}`)}</p>
            {order.notes && (
              <p className="text-sm text-navy-700">{t('orders.notes', { notes: order.notes })}</p>
            )}
          </Panel>
          {order.installment && (
            <OrderInstallmentSummary
              installment={order.installment}
              className="rounded-xl border border-navy-200 bg-white p-4"
            />
          )}
        </div>
      </div>
    </>
  );
}

/**
 * Each status the order has had, when, who moved it there (the shopper or a staff member), and
 * the tracking number and note staff gave with it.
 */
function OrderHistory({ history }: { history: NonNullable<AdminOrder['history']> }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <ol className="flex flex-col gap-2 text-sm">
      {history.map((event, index) => {
        const status = t(`orderStatus.${event.status}`);
        const what =
          index === 0 && event.by === null
            ? t('orders.historyPlaced')
            : event.by
              ? t('orders.historyByStaff', { status, name: event.by.name })
              : t('orders.historyByCustomer', { status });
        return (
          <li key={`${event.status}-${event.at}`} className="flex flex-col border-s-2 border-navy-200 ps-3">
            <span className="font-semibold text-navy-950">{what}</span>
            <time dateTime={event.at} className="text-navy-700">
              {format.dateTime(event.at)}
            </time>
            {event.trackingNumber && (
              <span className="text-navy-800">
                <Sentence
                  text={t('orders.historyTracking', { number: slot('number') })}
                  values={{ number: <Identifier>{event.trackingNumber}</Identifier> }}
                />
              </span>
            )}
            {event.note && (
              <span className="text-navy-800">
                <UserText>{event.note}</UserText>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
