import { formatNumber, type Language } from '@kahraba/domain';
import type { CSSProperties } from 'react';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { cn } from '../ui/cn';

const MAX_STARS = 5;

const formatRating = (value: number, language: Language) =>
  formatNumber(value, language, { maximumFractionDigits: 1 });

export interface RatingStarsProps {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  /** Also print the number beside the stars. */
  showValue?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Five stars filled to `value`, read out as "4.5 out of 5". The filled row (styles.css, .star-row)
 * is clipped from the start edge, so in Arabic the stars fill from the right.
 */
export function RatingStars({ value, showValue = false, size = 'sm', className }: RatingStarsProps) {
  const { t, i18n } = useTranslation('catalog');
  const rating = Number.isFinite(value) ? Math.min(MAX_STARS, Math.max(0, value)) : 0;
  const language = currentLanguage(i18n);
  const text = formatRating(rating, language);
  const rowSize = size === 'sm' ? 'h-4 w-20' : 'h-5 w-25';
  const filled = { '--filled': `${(rating / MAX_STARS) * 100}%` } as CSSProperties;

  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span
        role="img"
        aria-label={t('rating.label', { value: text, max: formatRating(MAX_STARS, language) })}
        className={cn('relative inline-block shrink-0', rowSize)}
      >
        <span className="star-row absolute inset-0 bg-navy-200" />
        <span className="star-row star-row-filled absolute inset-0 bg-volt-400" style={filled} />
      </span>
      {showValue && (
        <span aria-hidden="true" className="text-sm font-semibold text-navy-700 tabular-nums">
          {text}
        </span>
      )}
    </span>
  );
}
