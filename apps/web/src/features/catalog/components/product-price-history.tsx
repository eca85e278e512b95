import {
  formatDateTime,
  formatEgp,
  type Language,
  PRICE_HISTORY,
  type PriceHistory,
  type PriceStep,
  priceSteps,
} from '@kahraba/domain';
import { useId } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';

const WIDTH = 300;
const HEIGHT = 64;
/** Room above and below the line, so the highest and lowest prices are not drawn on the edge. */
const PAD = 6;

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** The steps as one path: each price a level run, each change a rise or fall, time left to right. */
function stepPath(steps: PriceStep[], start: number, end: number): string {
  const prices = steps.map((s) => s.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const x = (t: number) => (end > start ? ((t - start) / (end - start)) * WIDTH : WIDTH).toFixed(1);
  const y = (price: number) =>
    (high === low ? HEIGHT / 2 : PAD + ((high - price) / (high - low)) * (HEIGHT - 2 * PAD)).toFixed(1);
  return steps
    .map((step, i) => `${i === 0 ? `M${x(step.from)} ` : 'V'}${y(step.price)}H${x(step.to)}`)
    .join('');
}

function Chart({ history, language }: { history: PriceHistory; language: Language }) {
  const { t } = useTranslation('product');
  const summaryId = useId();
  const steps = priceSteps(history.points, history.asOf, PRICE_HISTORY.chartDays);
  if (steps.length === 0) return null;
  const end = steps[steps.length - 1]!.to;
  const start = end - PRICE_HISTORY.chartDays * 24 * 60 * 60 * 1000;
  const prices = steps.map((s) => s.price);
  const egp = (amount: number) => formatEgp(amount, language);
  const date = (moment: number) => formatDateTime(moment, language, DATE);
  // A history younger than the chart says from when it is known, rather than imply a flat past.
  const since = steps[0]!.from > start ? date(steps[0]!.from) : null;
  const values = {
    highest: egp(Math.max(...prices)),
    lowest: egp(Math.min(...prices)),
    current: egp(prices[prices.length - 1]!),
    date: since,
  };
  const unchanged = Math.max(...prices) === Math.min(...prices);
  const summary = unchanged
    ? t(since ? 'priceHistory.unchangedSince' : 'priceHistory.unchanged', values)
    : t(since ? 'priceHistory.summarySince' : 'priceHistory.summary', values);

  return (
    <figure className="flex flex-col gap-1">
      {/* Time runs in the reading direction: mirrored in Arabic, as the dates under it are. */}
      <svg
        role="img"
        aria-describedby={summaryId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-16 w-full rtl:-scale-x-100"
        data-testid="price-history-chart"
      >
        <title>{t('priceHistory.tableCaption')}</title>
        <line
          x1="0"
          x2={WIDTH}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          className="stroke-navy-100"
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={stepPath(steps, start, end)}
          fill="none"
          className="stroke-navy-600"
          strokeWidth="2"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div aria-hidden="true" className="flex justify-between text-xs text-navy-500">
        <span>{date(start)}</span>
        <span>{t('priceHistory.today')}</span>
      </div>
      <figcaption id={summaryId} className="text-sm text-navy-700" data-testid="price-history-summary">
        {summary}
      </figcaption>
      <table className="sr-only">
        <caption>{t('priceHistory.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('priceHistory.from')}</th>
            <th scope="col">{t('priceHistory.price')}</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={`${step.from}-${step.price}`}>
              <td>{date(step.from)}</td>
              <td>{egp(step.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * The product's selling prices over the last 90 days: a small step chart, its summary in words and
 * a table of the prices for screen readers. The box keeps its height while loading, so nothing
 * below it moves when the chart arrives.
 */
export function ProductPriceHistory({
  history,
  status,
}: {
  history: PriceHistory | undefined;
  status: 'pending' | 'error' | 'success';
}) {
  const { t, i18n } = useTranslation('product');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-h-36 flex-col gap-2 rounded-lg border border-navy-100 p-3"
      data-testid="price-history"
    >
      <h2
        id={titleId}
        className="flex items-baseline justify-between gap-2 text-sm font-semibold text-navy-950"
      >
        {t('priceHistory.title')}
        <span className="text-xs font-normal text-navy-500">{t('priceHistory.subtitle')}</span>
      </h2>
      {status === 'success' && history ? (
        <Chart history={history} language={currentLanguage(i18n)} />
      ) : (
        <p className="text-sm text-navy-500" role={status === 'error' ? 'alert' : undefined}>
          {t(status === 'error' ? 'priceHistory.failed' : 'priceHistory.loading')}
        </p>
      )}
    </section>
  );
}
