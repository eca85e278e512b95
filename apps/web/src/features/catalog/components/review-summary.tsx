import { formatNumber, REVIEW_STARS, type ReviewSummary as Summary } from '@kahraba/domain';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RatingStars } from '../../../shared/products/rating-stars';

/** The average, how many reviews it rests on, and a bar per number of stars. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation('product');
  const language = currentLanguage(i18n);
  const average = summary.average ?? 0;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-10">
      <div className="flex flex-col gap-1">
        <p className="text-4xl font-extrabold text-navy-950 tabular-nums">
          {formatNumber(average, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </p>
        <RatingStars value={average} size="md" />
        <p className="text-sm text-navy-600">{t('reviews.basedOn', { count: summary.count })}</p>
      </div>
      <ul aria-label={t('reviews.breakdownLabel')} className="flex w-full max-w-sm flex-col gap-1.5">
        {REVIEW_STARS.map((stars) => {
          const count = summary.stars[stars];
          const share = summary.count > 0 ? (count / summary.count) * 100 : 0;
          const label = t('reviews.stars', { count: stars });
          return (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="sr-only">{t('reviews.starsCount', { stars: label, count })}</span>
              <span aria-hidden="true" className="w-20 shrink-0 text-navy-700">
                {label}
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-navy-100">
                <span className="block h-full rounded-full bg-volt-400" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="w-10 shrink-0 text-end text-navy-700 tabular-nums">
                {formatNumber(count, language)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
