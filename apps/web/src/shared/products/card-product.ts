import type { Product } from '@kahraba/domain';

/**
 * What a listing draws of a product: its card (picture, badges, brand, name, rating, price, stock,
 * variant hint) and, for the products a shopper compares from that listing, the compare window's
 * rows (specifications, types, maker). Listings keep only these: the server writes a page's data
 * into its HTML for the browser to take over, and a whole product would add its descriptions in
 * both languages, its gallery, options and dates, none of them shown (half the weight).
 */
export const CARD_FIELDS = [
  '_id',
  'id',
  'name',
  'nameAr',
  'brand',
  'category',
  'productType',
  'image',
  'price',
  'priceAfterDiscount',
  'discount',
  'discountPercentage',
  'salePrice',
  'discountedPrice',
  'quantity',
  'rating',
  'ratingsAverage',
  'ratingsQuantity',
  'views',
  'isExclusive',
  'isNew',
  'used',
  'usedStatus',
  'badge',
  'variantCounts',
  'specs',
  'deviceType',
  'laptopType',
  'wearableType',
  'audioType',
  'subType',
  'company',
  'createdAt',
] as const satisfies readonly (keyof Product)[];

export type CardProduct = Pick<Product, (typeof CARD_FIELDS)[number]>;

/** A product with only `fields` (those it has): what a page keeps of the products it shows. */
export function keepFields<Field extends keyof Product>(
  product: Pick<Product, Field>,
  fields: readonly Field[],
): Pick<Product, Field> {
  const kept: Partial<Pick<Product, Field>> = {};
  for (const field of fields) if (product[field] !== undefined) kept[field] = product[field];
  return kept as Pick<Product, Field>;
}

export const toCardProduct = (product: CardProduct): CardProduct => keepFields(product, CARD_FIELDS);
