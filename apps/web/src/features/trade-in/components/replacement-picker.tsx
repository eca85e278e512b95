import { displayPricing } from '@kahraba/domain';
import { errorText } from '../../../shared/api/error-text';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CardProduct } from '../../../shared/products/card-product';
import { ProductImage } from '../../../shared/products/product-image';
import { productName } from '../../../shared/products/product-text';
import { Badge } from '../../../shared/ui/badge';
import { cn } from '../../../shared/ui/cn';
import { ErrorState } from '../../../shared/ui/error-state';
import { Price } from '../../../shared/ui/price';
import { Skeleton } from '../../../shared/ui/skeleton';

const SKELETONS = ['first', 'second', 'third'] as const;

export interface ReplacementPickerProps {
  products: readonly CardProduct[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  value: string | null;
  onChange: (id: string) => void;
}

/** Replacement products as radio cards: picture, name, brand, price (after discount) and discount. */
export function ReplacementPicker({
  products,
  loading,
  error,
  onRetry,
  value,
  onChange,
}: ReplacementPickerProps) {
  const { t, i18n } = useTranslation('tradeIn');
  const { t: tApp } = useTranslation();
  const language = currentLanguage(i18n);

  if (loading) {
    return (
      <div
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        role="status"
        aria-busy="true"
        aria-label={t('replacement.loading')}
      >
        {SKELETONS.map((key) => (
          <Skeleton key={key} className="h-64 rounded-lg" />
        ))}
      </div>
    );
  }
  if (error) {
    return <ErrorState title={t('replacement.error')} message={errorText(error, tApp)} onRetry={onRetry} />;
  }
  if (!products || products.length === 0) {
    return <p className="rounded-lg bg-navy-50 p-4 text-navy-700">{t('replacement.empty')}</p>;
  }

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {products.map((product) => {
        const pricing = displayPricing(product);
        const name = productName(product, language);
        const selected = value === product._id;
        return (
          <label
            key={product._id}
            className={cn(
              'relative flex cursor-pointer flex-col gap-2 rounded-lg border-2 bg-white p-3 transition-colors',
              'has-focus-visible:outline-2 has-focus-visible:outline-volt-500',
              selected ? 'border-volt-500 bg-volt-50' : 'border-navy-200 hover:border-navy-400',
            )}
          >
            <input
              type="radio"
              name="replacement"
              value={product._id}
              checked={selected}
              onChange={() => onChange(product._id)}
              className="absolute top-3 start-3 z-10 size-4 accent-navy-900"
              aria-label={name}
            />
            {pricing.percent > 0 && (
              <Badge tone="danger" className="absolute top-3 end-3 z-10">
                {t('replacement.off', { percent: pricing.percent })}
              </Badge>
            )}
            <ProductImage src={product.image} alt="" className="rounded-md" />
            <span className="line-clamp-2 text-sm font-bold text-navy-950">{name}</span>
            <span className="text-xs text-navy-600">{t('replacement.brand', { brand: product.brand })}</span>
            <Price amount={pricing.current} oldAmount={pricing.old} className="text-sm" />
          </label>
        );
      })}
    </div>
  );
}
