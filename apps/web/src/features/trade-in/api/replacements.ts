import { LIMITS, type TradeInCategory } from '@kahraba/domain';
import { useProducts } from '../../../shared/products/api';
import { replacementCategoryFor } from '../lib/trade-in-form';

/** Up to 6 in-stock products that may replace a device of `category` (SPEC §2, §9). */
export function useReplacements(category: TradeInCategory | null) {
  return useProducts(
    {
      category: category ? replacementCategoryFor(category) : undefined,
      inStock: 'in',
      limit: LIMITS.tradeInReplacements,
    },
    // Another category's products must never stay on screen, selectable, while these load.
    { enabled: category !== null, placeholderData: undefined },
  );
}
