import {
  type AdminOrderSort,
  adminOrderListQuerySchema,
  isOrderStatus,
  ORDER_STATUSES,
} from '@kahraba/domain';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { EmailText, Identifier } from '../../../shared/ui/bidi';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Select } from '../../../shared/ui/select';
import { useAdminOrders } from '../api/orders';
import { cellClasses, DataTable, HeaderCell, SortableHeader, TableSkeleton } from '../components/data-table';
import { DateRangeFields } from '../components/date-range-fields';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { SearchField } from '../components/search-field';
import { OrderStatusBadge } from '../components/status-badges';
import { dateRangeProblem } from '../lib/date-range';
import { useAdminFormat } from '../lib/format';
import { listQueryCodec, useListFilters } from '../lib/list-filters';

const codec = listQueryCodec(adminOrderListQuerySchema);

export function OrdersPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const format = useAdminFormat();
  const { filters, setFilter, setPage } = useListFilters(codec);
  const rangeProblem = dateRangeProblem(filters, null);
  const orders = useAdminOrders(filters, rangeProblem === null);
  const onSort = (sort: AdminOrderSort) => setFilter({ sort });
  const filtered =
    filters.status !== undefined ||
    filters.q !== undefined ||
    filters.from !== undefined ||
    filters.to !== undefined;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.orders')} />
      <div className="flex flex-wrap items-start gap-3 rounded-xl border border-navy-200 bg-white p-3">
        <SearchField
          label={t('orders.search')}
          placeholder={t('orders.searchPlaceholder')}
          value={filters.q}
          onSearch={(q) => setFilter({ q })}
        />
        <Select
          label={t('orders.status')}
          value={filters.status ?? ''}
          options={[
            { value: '', label: t('filters.all') },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`orderStatus.${status}`) })),
          ]}
          onChange={(event) =>
            setFilter({ status: isOrderStatus(event.target.value) ? event.target.value : undefined })
          }
          fieldClassName="w-44"
        />
        <DateRangeFields
          value={{ from: filters.from, to: filters.to }}
          onChange={(range) => setFilter(range, { replace: true })}
          problem={rangeProblem}
        />
      </div>

      {rangeProblem !== null ? null : orders.isPending ? (
        <TableSkeleton columns={6} label={t('orders.loading')} />
      ) : orders.isError ? (
        <ErrorState
          title={t('orders.error')}
          message={errorText(orders.error, tApp)}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.data.items.length === 0 ? (
        <EmptyState
          title={filtered ? t('orders.emptyFiltered') : t('orders.empty')}
          description={filtered ? t('filters.tryOther') : undefined}
        />
      ) : (
        <>
          <DataTable
            caption={t('nav.orders')}
            stale={orders.isPlaceholderData}
            head={
              <>
                <HeaderCell>{t('orders.columns.number')}</HeaderCell>
                <SortableHeader
                  label={t('orders.columns.placed')}
                  sorts={{ asc: 'oldest', desc: 'newest' }}
                  current={filters.sort}
                  onSort={onSort}
                  first="desc"
                />
                <HeaderCell>{t('orders.columns.customer')}</HeaderCell>
                <HeaderCell>{t('orders.columns.items')}</HeaderCell>
                <SortableHeader
                  label={t('orders.columns.total')}
                  sorts={{ asc: 'total-asc', desc: 'total-desc' }}
                  current={filters.sort}
                  onSort={onSort}
                  first="desc"
                />
                <HeaderCell>{t('orders.status')}</HeaderCell>
              </>
            }
          >
            {orders.data.items.map((order) => (
              <tr key={order._id}>
                <td className={cellClasses}>
                  <Link
                    to={paths.adminOrder(order._id)}
                    className="font-semibold text-navy-950 hover:underline"
                  >
                    <Identifier>{order.orderNumber}</Identifier>
                  </Link>
                </td>
                <td className={`${cellClasses} whitespace-nowrap`}>{format.dateTime(order.createdAt)}</td>
                <td className={cellClasses}>
                  {order.customer.name}
                  <EmailText className="block text-xs text-navy-600">{order.customer.email}</EmailText>
                </td>
                <td className={`${cellClasses} tabular-nums`}>
                  {format.number(order.items.reduce((sum, item) => sum + item.quantity, 0))}
                </td>
                <td className={`${cellClasses} font-bold whitespace-nowrap`}>{format.egp(order.total)}</td>
                <td className={cellClasses}>
                  <OrderStatusBadge status={order.status} />
                </td>
              </tr>
            ))}
          </DataTable>
          <Pager
            page={orders.data.page}
            pages={orders.data.pages}
            summary={t('orders.count', { count: orders.data.total, value: format.number(orders.data.total) })}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
