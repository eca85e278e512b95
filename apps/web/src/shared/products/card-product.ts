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

export function toCardProduct(product: CardProduct): CardProduct {
  const card: Partial<Record<keyof CardProduct, unknown>> = {};
  for (const field of CARD_FIELDS) if (product[field] !== undefined) card[field] = product[field];
  return card as CardProduct;
}
