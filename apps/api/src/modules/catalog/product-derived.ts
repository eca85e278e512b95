import { offerDiscountPercent, productSearchText, specFacetTokens } from '@kahraba/domain';
import type { products } from '../../db/schema.js';

export type NewProduct = typeof products.$inferInsert;

/** Columns derived from a product's own fields; every write of a product goes through here. */
export function withDerivedFields(p: NewProduct): NewProduct {
  return {
    ...p,
    discountPercent: offerDiscountPercent(p),
    searchText: productSearchText({
      name: p.name,
      brand: p.brand,
      category: p.category,
      productType: p.productType,
      nameAr: p.nameAr ?? null,
    }),
    specFacets: specFacetTokens({ productType: p.productType, audioType: p.audioType, specs: p.specs ?? {} }),
  };
}
