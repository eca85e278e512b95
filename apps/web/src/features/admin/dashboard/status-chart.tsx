import { type Dashboard, ORDER_STATUSES, type OrderStatus } from '@kahraba/domain';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAdminFormat } from '../lib/format';

const STATUS_COLOURS = {
  pending: '#fbbf24',
  processing: '#6075b8',
  shipped: '#2e3f7d',
  delivered: '#15803d',
  cancelled: '#b91c1c',
} as const satisfies Record<OrderStatus, string>;

/** How the range's orders stand now, as bars, and as a list that says the same in words. */
export function StatusChart({ ordersByStatus }: { ordersByStatus: Dashboard['ordersByStatus'] }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const captionId = useId();
  const rtl = format.language === 'ar';
  const data = ORDER_STATUSES.map((status) => ({
    status,
    label: t(`orderStatus.${status}`),
    count: ordersByStatus[status],
  }));
  return (
    <figure
      aria-labelledby={captionId}
      className="flex flex-col gap-3 rounded-xl border border-navy-200 bg-white p-4"
    >
      <figcaption id={captionId} className="font-bold text-navy-950">
        {t('dashboard.statusChart')}
      </figcaption>
      {/* Bars run from the start edge, with the status names beside them (long names never overlap).
          The SVG is laid out left to right and mirrored by hand: RTL text anchoring clips its labels. */}
      <div dir="ltr">
        <BarChart
          responsive
          layout="vertical"
          data={data}
          style={{ width: '100%', height: 220 }}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickFormatter={format.number} reversed={rtl} />
          <YAxis type="category" dataKey="label" orientation={rtl ? 'right' : 'left'} width={96} />
          <Tooltip formatter={(value) => format.number(Number(value))} />
          <Bar dataKey="count" name={t('dashboard.orders')}>
            {data.map((entry) => (
              <Cell key={entry.status} fill={STATUS_COLOURS[entry.status]} />
            ))}
          </Bar>
        </BarChart>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {data.map((entry) => (
          <li key={entry.status} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full"
              style={{ backgroundColor: STATUS_COLOURS[entry.status] }}
            />
            {t('dashboard.statusCount', { status: entry.label, value: format.number(entry.count) })}
          </li>
        ))}
      </ul>
    </figure>
  );
}
