import {
  CATEGORY_PAGE_KEYS,
  type CategoryPageKey,
  categoryPageOf,
  DEFAULT_OFFERS_SORT,
  effectivePrice,
  isCategoryPageKey,
  isInStock,
  type Language,
  OFFERS_SORTS,
  type OffersSort,
  offerDiscountPercent,
  type Product,
} from '@kahraba/domain';
import { keepFields } from '../../../shared/products/card-product';
import { productName } from '../../../shared/products/product-text';

/** The category filter: everything, or one category page (Mobile covers phones and tablets). */
export type OffersCategory = CategoryPageKey | 'all';

export const parseOffersCategory = (value: string | null): OffersCategory =>
  isCategoryPageKey(value) ? value : 'all';

export const parseOffersSort = (value: string | null): OffersSort =>
  (OFFERS_SORTS as readonly (string | null)[]).includes(value) ? (value as OffersSort) : DEFAULT_OFFERS_SORT;

/**
 * What the offers page draws of a product, and sorts and counts by: its card and quick view. The
 * page holds every offer at once (up to two hundred) and the server writes them into the page for
 * the browser to take over; a whole product (descriptions, specifications, variants) would be
 * five times the weight, none of it shown.
 */
export const OFFER_FIELDS = [
  '_id',
  'id',
  'name',
  'nameAr',
  'brand',
  'category',
  'productType',
  'image',
  'quantity',
  'rating',
  'ratingsQuantity',
  'price',
  'priceAfterDiscount',
  'discount',
  'discountPercentage',
  'isExclusive',
] as const satisfies readonly (keyof Product)[];

export type Offer = Pick<Product, (typeof OFFER_FIELDS)[number]>;

export const toOffer = (product: Offer): Offer => keepFields(product, OFFER_FIELDS);

const idOf = (product: Offer) => product._id || product.id;

/**
 * The offers: the discounted products, then the exclusives that are not among them. A product in
 * both lists appears once.
 */
export function mergeOffers(discounted: readonly Offer[], exclusives: readonly Offer[]): Offer[] {
  const seen = new Set<string>();
  const offers: Offer[] = [];
  for (const product of [...discounted, ...exclusives]) {
    const id = idOf(product);
    if (seen.has(id)) continue;
    seen.add(id);
    offers.push(product);
  }
  return offers;
}

export function categoryPageKeyOf(product: Pick<Product, 'category'>): CategoryPageKey {
  return categoryPageOf(product.category).key;
}

export function filterOffers(offers: readonly Offer[], category: OffersCategory): Offer[] {
  return category === 'all' ? [...offers] : offers.filter((p) => categoryPageKeyOf(p) === category);
}

/** How many offers each filter button would show, "all" included. */
export function countOffersByCategory(offers: readonly Offer[]): Record<OffersCategory, number> {
  const counts = Object.fromEntries([
    ['all', offers.length],
    ...CATEGORY_PAGE_KEYS.map((k) => [k, 0]),
  ]) as Record<OffersCategory, number>;
  for (const product of offers) counts[categoryPageKeyOf(product)] += 1;
  return counts;
}

/**
 * Sorts a copy: deals a shopper can buy first in every sort, then those out of stock. Prices
 * compare what the card shows (the effective price); the discount is the offers page's percent
 * (SPEC §5 order). Ties keep the server's order, so the list never shuffles.
 */
export function sortOffers(offers: readonly Offer[], sort: OffersSort, language: Language): Offer[] {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const compare: Record<OffersSort, (a: Offer, b: Offer) => number> = {
    discount: (a, b) => offerDiscountPercent(b) - offerDiscountPercent(a),
    'price-low': (a, b) => effectivePrice(a) - effectivePrice(b),
    'price-high': (a, b) => effectivePrice(b) - effectivePrice(a),
    name: (a, b) => collator.compare(productName(a, language), productName(b, language)),
  };
  const byStock = (a: Offer, b: Offer) => Number(isInStock(b)) - Number(isInStock(a));
  return [...offers].sort((a, b) => byStock(a, b) || compare[sort](a, b));
}
