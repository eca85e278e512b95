import type { Dashboard } from '@kahraba/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useAdminFormat } from '../lib/format';

interface StatCardProps {
  label: string;
  value: string;
  /** Where to act on the number (the pending trade-ins, the unread chats). */
  to?: string;
}

function StatCard({ label, value, to }: StatCardProps) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-navy-200 bg-white p-4">
      <dt className="text-sm font-semibold text-navy-700">
        {to ? (
          <Link to={to} className="underline-offset-2 hover:underline">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="text-2xl font-extrabold text-navy-950 tabular-nums">{value}</dd>
    </div>
  );
}

/** The five headline figures of the range. */
export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <StatCard label={t('dashboard.revenue')} value={format.egp(dashboard.totals.revenue)} />
      <StatCard label={t('dashboard.orders')} value={format.number(dashboard.totals.orders)} />
      <StatCard label={t('dashboard.averageOrder')} value={format.egp(dashboard.totals.averageOrder)} />
      <StatCard
        label={t('dashboard.pendingTradeIns')}
        value={format.number(dashboard.pendingTradeIns)}
        to={paths.adminTradeIns()}
      />
      <StatCard
        label={t('dashboard.unreadChats')}
        value={format.number(dashboard.unreadChats)}
        to={paths.adminMessages()}
      />
    </dl>
  );
}

export function StatCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {['revenue', 'orders', 'average', 'tradeIns', 'chats'].map((card) => (
        <Skeleton key={card} className="h-[5.5rem] rounded-xl" />
      ))}
    </div>
  );
}
