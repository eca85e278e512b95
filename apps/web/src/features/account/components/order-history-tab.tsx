import {
  displayOrderStatus,
  formatDateTime,
  formatEgp,
  LIMITS,
  type Order,
  statusBadgeTone,
} from '@kahraba/domain';
import { Link } from 'react-router';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { ProductImage } from '../../../shared/products/product-image';
import { productName } from '../../../shared/products/product-text';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';
import { Identifier, Sentence, slot } from '../../../shared/ui/bidi';
import { buttonClasses } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useMyOrders } from '../api/my-orders';

const TONES = {
  yellow: 'warning',
  green: 'success',
  red: 'danger',
  blue: 'neutral',
} as const satisfies Record<ReturnType<typeof statusBadgeTone>, BadgeTone>;

/**
 * The shopper's orders, newest first. SPEC §2 sends the empty state to the laptops
 * ("/products/Laptop", which this app serves as the Laptop category page).
 */
export function OrderHistoryTab() {
  const { t } = useTranslation('auth');
  const { t: to } = useTranslation('orders');
  const orders = useMyOrders();

  if (orders.isPending)
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  if (orders.isError)
    return (
      <ErrorState
        message={to('orders.failedToLoad')}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  if (orders.data.length === 0)
    return (
      <EmptyState
        title={t('account.orders.empty')}
        description={t('account.orders.emptyText')}
        action={
          <Link to={paths.category('Laptop')} className={buttonClasses()}>
            {t('account.orders.startShopping')}
          </Link>
        }
      />
    );
  return (
    <ul aria-label={to('orders.list')} className="flex flex-col gap-3">
      {orders.data.map((order) => (
        <OrderRow key={order._id} order={order} />
      ))}
    </ul>
  );
}

function OrderRow({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const language = currentLanguage(i18n);
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const shown = order.items.slice(0, LIMITS.orderThumbnails);
  const more = order.items.length - shown.length;
  const date = formatDateTime(order.createdAt, language, { dateStyle: 'medium' });
  return (
    <li>
      <Link
        to={paths.order(order._id)}
        className="flex flex-col gap-3 rounded-2xl border border-navy-200 bg-white p-4 hover:border-volt-500"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="font-bold text-navy-950">
              <Sentence
                text={t('orders.orderNumber', { number: slot('number') })}
                values={{ number: <Identifier>{order.orderNumber}</Identifier> }}
              />
            </p>
            <p className="text-sm text-navy-700">{t('orders.placedOn', { date })}</p>
          </div>
          <Badge tone={TONES[statusBadgeTone(order.status)]}>
            {t(`status.${displayOrderStatus(order.status)}`)}
          </Badge>
        </div>
        {/* One line per product, its name on up to two lines: cut to 160 px, names like "Galaxy
            S25 Ultra 12GB/256GB" lost what told them apart. */}
        <ul className="flex flex-col gap-2">
          {shown.map((item) => (
            <li key={item.product._id} className="flex items-center gap-2">
              <ProductImage src={item.product.images[0]} alt="" className="w-12 shrink-0 rounded-md" />
              <span dir="auto" className="line-clamp-2 min-w-0 text-sm">
                {productName(item.product, language)}
              </span>
            </li>
          ))}
          {more > 0 && (
            <li className="text-sm font-semibold text-navy-700">{t('orders.more', { count: more })}</li>
          )}
        </ul>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <span>{t('orders.items', { count })}</span>
          <span className="font-bold">
            {t('orders.total')}: {formatEgp(order.total, language)}
          </span>
        </div>
      </Link>
    </li>
  );
}
