import { VARIANT_AXES, type VariantAxis } from '@kahraba/domain';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { paths } from '../paths';
import type { CardProduct } from './card-product';

// A card stands for one variant (decision 0013); this hint tells the shopper the family has more,
// "+2 colours · 3 storage sizes", and leads to the product page's options.

const HINT_KEYS = {
  color: 'card.variants.moreColors',
  storage: 'card.variants.storage',
  ram: 'card.variants.ram',
  size: 'card.variants.size',
} as const satisfies Record<VariantAxis, string>;

export function VariantHint({ product, name }: { product: CardProduct; name: string }) {
  const { t } = useTranslation('catalog');
  const counts = product.variantCounts;
  if (!counts) return null;
  const hints = VARIANT_AXES.flatMap((axis) => {
    const count = counts[axis] ?? 0;
    if (count < 2) return [];
    // The card shows one colour: the hint counts the others. Sizes are counted whole.
    return [t(HINT_KEYS[axis], { count: axis === 'color' ? count - 1 : count })];
  });
  if (hints.length === 0) return null;
  return (
    <Link
      to={`${paths.product(product._id)}#options`}
      aria-label={`${t('card.variants.label', { name })}: ${hints.join(' · ')}`}
      className="relative z-10 line-clamp-1 text-xs font-medium text-navy-700 underline-offset-2 hover:underline"
      data-testid="variant-hint"
    >
      {hints.join(' · ')}
    </Link>
  );
}
