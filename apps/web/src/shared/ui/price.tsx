import { formatEgp } from '@kahraba/domain';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { cn } from './cn';

export interface PriceProps {
  /** In EGP. */
  amount: number;
  /** The price before a discount, shown struck through when higher than `amount`. */
  oldAmount?: number | null;
  className?: string;
}

export function Price({ amount, oldAmount, className }: PriceProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const current = formatEgp(amount, language);
  const old = oldAmount != null && oldAmount > amount ? formatEgp(oldAmount, language) : null;
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <span className="font-bold text-navy-950">{current}</span>
      {old && (
        <>
          <span className="sr-only">{t('price.oldPrice', { price: old })}</span>
          <s aria-hidden="true" className="text-sm text-navy-500">
            {old}
          </s>
        </>
      )}
    </span>
  );
}
