import { homeBadge } from '@kahraba/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CardProduct } from '../../../shared/products/card-product';
import { Badge } from '../../../shared/ui/badge';

/**
 * The one home badge of a product, in SPEC §4 priority (domain homeBadge). An exclusive product
 * shows nothing more here: the product card already carries its EXCLUSIVE badge.
 */
export function HomeBadge({ product, now }: { product: CardProduct; now: Date }) {
  const { t } = useTranslation('home');
  const badge = homeBadge(product, now);
  if (!badge || badge.kind === 'exclusive') return null;
  const text = badge.kind === 'explicit' ? badge.text : t(`badges.${badge.kind}`);
  return (
    <Badge tone={badge.kind === 'bigDiscount' ? 'danger' : 'warning'} data-testid="home-badge">
      {text}
    </Badge>
  );
}
