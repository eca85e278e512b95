import { adminTradeInListQuerySchema, TRADE_IN_STATUSES, type TradeInStatus } from '@kahraba/domain';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { productName } from '../../../shared/products/product-text';
import { EmailText, UserText } from '../../../shared/ui/bidi';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Select } from '../../../shared/ui/select';
import { useAdminTradeIns } from '../api/trade-ins';
import { cellClasses, DataTable, HeaderCell, TableSkeleton } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { TradeInStatusBadge } from '../components/status-badges';
import { useAdminFormat } from '../lib/format';
import { listQueryCodec, useListFilters } from '../lib/list-filters';
import { DeviceName } from './device-name';

const codec = listQueryCodec(adminTradeInListQuerySchema);

const isTradeInStatus = (value: string): value is TradeInStatus =>
  (TRADE_IN_STATUSES as readonly string[]).includes(value);

export function TradeInsPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const format = useAdminFormat();
  const { filters, setFilter, setPage } = useListFilters(codec);
  const tradeIns = useAdminTradeIns(filters);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.tradeIns')} />
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-navy-200 bg-white p-3">
        <Select
          label={t('tradeIns.status')}
          value={filters.status ?? ''}
          options={[
            { value: '', label: t('filters.all') },
            ...TRADE_IN_STATUSES.map((status) => ({ value: status, label: t(`tradeInStatus.${status}`) })),
          ]}
          onChange={(event) =>
            setFilter({ status: isTradeInStatus(event.target.value) ? event.target.value : undefined })
          }
          fieldClassName="w-44"
        />
      </div>

      {tradeIns.isPending ? (
        <TableSkeleton columns={5} label={t('tradeIns.loading')} />
      ) : tradeIns.isError ? (
        <ErrorState
          title={t('tradeIns.error')}
          message={errorText(tradeIns.error, tApp)}
          onRetry={() => void tradeIns.refetch()}
          retrying={tradeIns.isFetching}
        />
      ) : tradeIns.data.items.length === 0 ? (
        <EmptyState title={filters.status ? t('tradeIns.emptyFiltered') : t('tradeIns.empty')} />
      ) : (
        <>
          <DataTable
            caption={t('nav.tradeIns')}
            stale={tradeIns.isPlaceholderData}
            head={
              <>
                <HeaderCell>{t('tradeIns.columns.device')}</HeaderCell>
                <HeaderCell>{t('tradeIns.columns.customer')}</HeaderCell>
                <HeaderCell>{t('tradeIns.columns.replacement')}</HeaderCell>
                <HeaderCell>{t('tradeIns.columns.submitted')}</HeaderCell>
                <HeaderCell>{t('tradeIns.status')}</HeaderCell>
              </>
            }
          >
            {tradeIns.data.items.map((tradeIn) => (
              <tr key={tradeIn._id}>
                <td className={cellClasses}>
                  <Link
                    to={paths.adminTradeIn(tradeIn._id)}
                    className="font-semibold text-navy-950 hover:underline"
                  >
                    <DeviceName tradeIn={tradeIn} />
                  </Link>
                  <span className="block text-xs text-navy-600">
                    {t(`tradeInCategories.${tradeIn.category}`)} · {t(`tradeInTypes.${tradeIn.productType}`)}
                  </span>
                </td>
                <td className={cellClasses}>
                  <UserText>{tradeIn.customer.name}</UserText>
                  <EmailText className="block text-xs text-navy-600">{tradeIn.customer.email}</EmailText>
                </td>
                <td className={cellClasses}>
                  {tradeIn.replacementProduct
                    ? productName(tradeIn.replacementProduct, format.language)
                    : t('tradeIns.replacementGone')}
                </td>
                <td className={`${cellClasses} whitespace-nowrap`}>{format.dateTime(tradeIn.createdAt)}</td>
                <td className={cellClasses}>
                  <TradeInStatusBadge status={tradeIn.status} />
                </td>
              </tr>
            ))}
          </DataTable>
          <Pager
            page={tradeIns.data.page}
            pages={tradeIns.data.pages}
            summary={t('tradeIns.count', {
              count: tradeIns.data.total,
              value: format.number(tradeIns.data.total),
            })}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}
