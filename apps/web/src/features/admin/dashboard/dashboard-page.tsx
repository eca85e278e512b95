import { calendarDateSchema, DASHBOARD_MAX_DAYS } from '@kahraba/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ErrorState } from '../../../shared/ui/error-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useDashboard } from '../api/dashboard';
import { DateRangeFields } from '../components/date-range-fields';
import { PageHeader } from '../components/page-header';
import { type DateRange, dateRangeProblem, defaultDashboardRange } from '../lib/date-range';
import { useAdminFormat } from '../lib/format';
import { RankedList } from './ranked-list';
import { StatCards, StatCardsSkeleton } from './stat-cards';

// The chart library is most of the dashboard's weight: the figures and lists show first, and the
// charts fill in when it arrives.
const SalesChart = lazy(() => import('./sales-chart').then((m) => ({ default: m.SalesChart })));
const StatusChart = lazy(() => import('./status-chart').then((m) => ({ default: m.StatusChart })));

const readDay = (value: string | null) => calendarDateSchema.safeParse(value).data;

/** The range in the URL (so a link shows the same figures), else the last 30 days. */
function useDashboardRange() {
  const [params, setParams] = useSearchParams();
  const fallback = defaultDashboardRange();
  const range: Partial<DateRange> = {
    from: params.has('from') ? readDay(params.get('from')) : fallback.from,
    to: params.has('to') ? readDay(params.get('to')) : fallback.to,
  };
  const setRange = (next: Partial<DateRange>) =>
    setParams({ from: next.from ?? '', to: next.to ?? '' }, { replace: true, preventScrollReset: true });
  return [range, setRange] as const;
}

export function DashboardPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const format = useAdminFormat();
  const [range, setRange] = useDashboardRange();
  const problem = dateRangeProblem(range, DASHBOARD_MAX_DAYS);
  const complete = range.from !== undefined && range.to !== undefined && problem === null;
  const dashboard = useDashboard({ from: range.from ?? '', to: range.to ?? '' }, complete);

  let content: ReactNode;
  if (!complete) {
    content = <p className="text-navy-700">{t('dashboard.chooseRange')}</p>;
  } else if (dashboard.isPending) {
    content = (
      <div role="status" aria-label={t('dashboard.loading')} className="flex flex-col gap-4">
        <StatCardsSkeleton />
        <Skeleton className="h-80 rounded-xl" />
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-64 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      </div>
    );
  } else if (dashboard.isError) {
    content = (
      <ErrorState
        title={t('dashboard.error')}
        message={errorText(dashboard.error, tApp)}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  } else {
    const data = dashboard.data;
    content = (
      <div className={dashboard.isPlaceholderData ? 'flex flex-col gap-4 opacity-60' : 'flex flex-col gap-4'}>
        <StatCards dashboard={data} />
        {data.totals.orders === 0 ? (
          <p className="rounded-xl border border-navy-200 bg-white p-6 text-center text-navy-700">
            {t('dashboard.noOrders')}
          </p>
        ) : (
          <div className="grid gap-4 xl:grid-cols-3">
            <div className="xl:col-span-2">
              <Suspense fallback={<Skeleton className="h-[22rem] rounded-xl" />}>
                <SalesChart days={data.days} />
              </Suspense>
            </div>
            <Suspense fallback={<Skeleton className="h-[22rem] rounded-xl" />}>
              <StatusChart ordersByStatus={data.ordersByStatus} />
            </Suspense>
          </div>
        )}
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          <RankedList
            title={t('dashboard.mostViewed')}
            products={data.mostViewed}
            describe={(value) => t('dashboard.views', { count: value, value: format.number(value) })}
          />
          <RankedList
            title={t('dashboard.mostBought')}
            products={data.mostBought}
            describe={(value) => t('dashboard.sold', { count: value, value: format.number(value) })}
          />
          <RankedList
            title={t('dashboard.topExclusive')}
            products={data.topExclusive}
            describe={(value) => t('dashboard.views', { count: value, value: format.number(value) })}
          />
          <RankedList
            title={t('dashboard.lowStock')}
            products={data.lowStock}
            describe={(value) => t('dashboard.inStock', { count: value, value: format.number(value) })}
          />
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.dashboard')} />
      <DateRangeFields value={range} onChange={setRange} problem={problem} />
      {content}
    </div>
  );
}
