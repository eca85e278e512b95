import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n';
import { cn } from '../ui/cn';

const MAX_STARS = 5;
const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

const formatters = new Map<string, Intl.NumberFormat>();
function formatRating(value: number, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-EG', { maximumFractionDigits: 1 });
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}

export interface RatingStarsProps {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  /** Also print the number beside the stars. */
  showValue?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Five stars filled to `value`, read out as "4.5 out of 5". The filled row is clipped from the
 * start edge, so in Arabic the stars fill from the right.
 */
export function RatingStars({ value, showValue = false, size = 'sm', className }: RatingStarsProps) {
  const { t, i18n } = useTranslation('catalog');
  const rating = Number.isFinite(value) ? Math.min(MAX_STARS, Math.max(0, value)) : 0;
  const language = currentLanguage(i18n);
  const text = formatRating(rating, language);
  const starSize = size === 'sm' ? 'size-4' : 'size-5';

  const row = (filled: boolean) => (
    <span className="flex">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: five identical stars, never reordered
          key={index}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={cn(starSize, 'shrink-0', filled ? 'fill-volt-400' : 'fill-navy-200')}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );

  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span
        role="img"
        aria-label={t('rating.label', { value: text, max: formatRating(MAX_STARS, language) })}
        className="relative inline-flex"
      >
        {row(false)}
        <span
          className="absolute inset-y-0 start-0 overflow-hidden"
          style={{ width: `${(rating / MAX_STARS) * 100}%` }}
        >
          {row(true)}
        </span>
      </span>
      {showValue && (
        <span aria-hidden="true" className="text-sm font-semibold text-navy-700 tabular-nums">
          {text}
        </span>
      )}
    </span>
  );
}
