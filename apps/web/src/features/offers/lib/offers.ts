import {
  CATEGORY_PAGE_KEYS,
  type CategoryPageKey,
  categoryPageOf,
  DEFAULT_OFFERS_SORT,
  effectivePrice,
  fromPiastres,
  isCategoryPageKey,
  type Language,
  OFFERS_SORTS,
  type OffersSort,
  offerDiscountPercent,
  oldPriceFromDiscount,
  type Product,
  toPiastres,
  youSave,
} from '@kahraba/domain';
import { productName } from '../../../shared/products/product-text';

/** The category filter: everything, or one category page (Mobile covers phones and tablets). */
export type OffersCategory = CategoryPageKey | 'all';

export const parseOffersCategory = (value: string | null): OffersCategory =>
  isCategoryPageKey(value) ? value : 'all';

export const parseOffersSort = (value: string | null): OffersSort =>
  (OFFERS_SORTS as readonly (string | null)[]).includes(value) ? (value as OffersSort) : DEFAULT_OFFERS_SORT;

const idOf = (product: Product) => product._id || product.id;

/**
 * The offers: the discounted products, then the exclusives that are not among them. A product in
 * both lists appears once.
 */
export function mergeOffers(discounted: readonly Product[], exclusives: readonly Product[]): Product[] {
  const seen = new Set<string>();
  const offers: Product[] = [];
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

export function filterOffers(offers: readonly Product[], category: OffersCategory): Product[] {
  return category === 'all' ? [...offers] : offers.filter((p) => categoryPageKeyOf(p) === category);
}

/** How many offers each filter button would show, "all" included. */
export function countOffersByCategory(offers: readonly Product[]): Record<OffersCategory, number> {
  const counts = Object.fromEntries([
    ['all', offers.length],
    ...CATEGORY_PAGE_KEYS.map((k) => [k, 0]),
  ]) as Record<OffersCategory, number>;
  for (const product of offers) counts[categoryPageKeyOf(product)] += 1;
  return counts;
}

/**
 * Sorts a copy. Prices compare what the card shows (the effective price); the discount is the
 * offers page's percent (SPEC §5 order). Ties keep the server's order, so the list never shuffles.
 */
export function sortOffers(offers: readonly Product[], sort: OffersSort, language: Language): Product[] {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const compare: Record<OffersSort, (a: Product, b: Product) => number> = {
    discount: (a, b) => offerDiscountPercent(b) - offerDiscountPercent(a),
    'price-low': (a, b) => effectivePrice(a) - effectivePrice(b),
    'price-high': (a, b) => effectivePrice(b) - effectivePrice(a),
    name: (a, b) => collator.compare(productName(a, language), productName(b, language)),
  };
  return [...offers].sort(compare[sort]);
}

export interface OfferPricing {
  /** What the shopper pays. */
  current: number;
  /** The struck-through price, when there is a higher one to show. */
  old: number | null;
  saved: number;
}

/**
 * The prices an offer card shows. A record with a lower priceAfterDiscount sells at that price and
 * saves youSave. Other records keep `price` as the selling price and carry only a discount
 * percent; their old price is derived from it (SPEC §9: price / (1 - discount / 100)), so the card
 * never shows "25% OFF" without saying 25% off what.
 */
export function offerPricing(product: Product): OfferPricing {
  const current = effectivePrice(product);
  const saved = youSave(product);
  if (saved > 0) return { current, old: product.price, saved };
  const old = oldPriceFromDiscount(current, offerDiscountPercent(product));
  if (old === null || old <= current) return { current, old: null, saved: 0 };
  return { current, old, saved: fromPiastres(toPiastres(old) - toPiastres(current)) };
}
