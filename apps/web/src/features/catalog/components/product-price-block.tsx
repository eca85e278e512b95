import { formatEgp, honestPricing, type PriceHistory, type Product } from '@kahraba/domain';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Badge } from '../../../shared/ui/badge';
import { Price } from '../../../shared/ui/price';

/**
 * Effective price, the old one struck through, the discount percent, what the shopper saves and
 * the lowest price of the last 30 days. The old price, and everything said about it, is shown only
 * when the price history backs it (domain honestPricing): without the history, nothing is claimed.
 */
export function ProductPriceBlock({
  product,
  history,
}: {
  product: Pick<Product, 'price' | 'priceAfterDiscount'>;
  history: PriceHistory | undefined;
}) {
  const { t, i18n } = useTranslation('product');
  const language = currentLanguage(i18n);
  const pricing = honestPricing(product, history);
  return (
    <div className="flex flex-col gap-1" data-testid="product-price">
      <h2 className="sr-only">{t('price.label')}</h2>
      <div className="flex flex-wrap items-center gap-3">
        <Price amount={pricing.current} oldAmount={pricing.old} className="text-3xl" />
        {pricing.percent > 0 && (
          <Badge tone="danger">{t('price.discount', { percent: pricing.percent })}</Badge>
        )}
      </div>
      {pricing.saved > 0 && (
        <p className="text-sm font-semibold text-green-700">
          {t('price.youSave', { amount: formatEgp(pricing.saved, language) })}
        </p>
      )}
      {pricing.lowest30 !== null && (
        <p className="text-sm text-navy-700" data-testid="lowest-price-30">
          {t('price.lowest30', { amount: formatEgp(pricing.lowest30, language) })}
        </p>
      )}
    </div>
  );
}
