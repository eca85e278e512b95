import type { Dashboard } from '@kahraba/domain';
import { useId } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  type LegendPayload,
  Line,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAdminFormat } from '../lib/format';

// The theme's navy and amber (styles.css), as SVG needs plain colours.
const ORDERS_COLOUR = '#94a4d6';
const REVENUE_COLOUR = '#d97706';

/** Revenue (line, EGP) and orders (bars) for each day of the range. */
export function SalesChart({ days }: { days: Dashboard['days'] }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const captionId = useId();
  // Time runs from the start edge: right to left in Arabic, with the money axis on the start side.
  const rtl = format.language === 'ar';
  return (
    <figure
      aria-labelledby={captionId}
      className="flex flex-col gap-3 rounded-xl border border-navy-200 bg-white p-4"
    >
      <figcaption id={captionId} className="font-bold text-navy-950">
        {t('dashboard.salesChart')}
      </figcaption>
      {/* Laid out left to right and mirrored by hand (reversed axis): RTL text anchoring clips SVG labels. */}
      <div dir="ltr">
        <ComposedChart
          responsive
          data={days}
          style={{ width: '100%', height: 300 }}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={format.day} reversed={rtl} minTickGap={24} />
          <YAxis
            yAxisId="revenue"
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={format.compact}
            width={56}
          />
          <YAxis
            yAxisId="orders"
            orientation={rtl ? 'left' : 'right'}
            allowDecimals={false}
            tickFormatter={format.number}
            width={40}
          />
          <Tooltip
            labelFormatter={(label) => format.day(String(label))}
            formatter={(value, _name, item) =>
              item.dataKey === 'revenue' ? format.egp(Number(value)) : format.number(Number(value))
            }
          />
          <Legend content={({ payload }) => <SeriesLegend entries={payload} language={format.language} />} />
          <Bar yAxisId="orders" dataKey="orders" name={t('dashboard.orders')} fill={ORDERS_COLOUR} />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name={t('dashboard.revenue')}
            stroke={REVENUE_COLOUR}
            strokeWidth={2}
            dot={false}
            type="monotone"
          />
        </ComposedChart>
      </div>
    </figure>
  );
}

/**
 * The chart's key: each series' colour and its name, in the page's language and direction (the
 * library's own key labels its swatches "legend icon" in English).
 */
function SeriesLegend({ entries, language }: { entries?: readonly LegendPayload[]; language: string }) {
  return (
    <ul dir={language === 'ar' ? 'rtl' : 'ltr'} className="flex justify-center gap-4 text-sm text-navy-700">
      {entries?.map((entry) => (
        <li key={String(entry.value)} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: entry.color }} />
          {entry.value}
        </li>
      ))}
    </ul>
  );
}
