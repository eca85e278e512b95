import { CATEGORY_PAGE_TYPE_IDS, type CategoryPageTypeId, type SpecField } from '@kahraba/domain';
import type { TFunction } from 'i18next';
import type { CardProduct } from './card-product';

// A product's specification values as the product page and the compare window show them.

/** Fields the catalog keeps on the product itself rather than in `specs`. */
const TYPE_FIELDS = ['deviceType', 'laptopType', 'wearableType', 'audioType', 'subType'] as const;
type TypeFieldName = (typeof TYPE_FIELDS)[number];
const isTypeField = (field: string): field is TypeFieldName =>
  (TYPE_FIELDS as readonly string[]).includes(field);
const isTypeId = (value: string): value is CategoryPageTypeId =>
  (CATEGORY_PAGE_TYPE_IDS as readonly string[]).includes(value);

function rawSpecValue(product: CardProduct, field: SpecField): string | undefined {
  const fromSpecs = product.specs[field]?.trim();
  if (fromSpecs) return fromSpecs;
  if (field === 'company') return product.company?.name?.trim();
  if (isTypeField(field)) return product[field]?.trim();
  return undefined;
}

/** A specification's value, from `specs` first, then the product's own fields; null when unknown. */
export function specValue(
  product: CardProduct,
  field: SpecField,
  tCatalog: TFunction<'catalog'>,
): string | null {
  const value = rawSpecValue(product, field);
  if (!value) return null;
  // Type ids ('Mobile', 'OverEar') have shopper-facing names in both languages, wherever kept.
  return isTypeField(field) && isTypeId(value) ? tCatalog(`typeIds.${value}`) : value;
}
