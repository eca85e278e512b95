import { detailDiscountPercent, effectivePrice, formatEgp, type Product, youSave } from '@kahraba/domain';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Badge } from '../../../shared/ui/badge';
import { Price } from '../../../shared/ui/price';

/** Effective price, the old one struck through, the discount percent and what the shopper saves. */
export function ProductPriceBlock({ product }: { product: Pick<Product, 'price' | 'priceAfterDiscount'> }) {
  const { t, i18n } = useTranslation('product');
  const language = currentLanguage(i18n);
  const discount = detailDiscountPercent(product);
  const saved = youSave(product);
  return (
    <div className="flex flex-col gap-1" data-testid="product-price">
      <h2 className="sr-only">{t('price.label')}</h2>
      <div className="flex flex-wrap items-center gap-3">
        <Price amount={effectivePrice(product)} oldAmount={product.price} className="text-3xl" />
        {discount > 0 && <Badge tone="danger">{t('price.discount', { percent: discount })}</Badge>}
      </div>
      {saved > 0 && (
        <p className="text-sm font-semibold text-green-700">
          {t('price.youSave', { amount: formatEgp(saved, language) })}
        </p>
      )}
    </div>
  );
}
