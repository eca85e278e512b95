import {
  type CategoryPageKey,
  HOME_BRANDS,
  type HomeBrand,
  LIMITS,
  type ProductListQueryInput,
  type RATING_FILTERS,
} from '@kahraba/domain';

export type RatingFilter = (typeof RATING_FILTERS)[number];
export type StockFilter = 'in' | 'out';
export type DiscountFilter = 'yes' | 'no';
export type HomeLayout = 'grid' | 'list';

/** The home page's all-products filter panel (SPEC §2, §5). Empty values mean "any". */
export interface HomeFilters {
  category: CategoryPageKey | null;
  brands: readonly HomeBrand[];
  /** As typed: a price field may be half-typed or empty. */
  priceMin: string;
  priceMax: string;
  rating: RatingFilter | null;
  inStock: StockFilter | null;
  discount: DiscountFilter | null;
  /** Free text matched against name or brand. */
  text: string;
}

export const EMPTY_HOME_FILTERS: HomeFilters = {
  category: null,
  brands: [],
  priceMin: '',
  priceMax: '',
  rating: null,
  inStock: null,
  discount: null,
  text: '',
};

/** How many of the filters narrow the list: the number on a phone's folded "Filters" button. */
export function activeFilterCount(filters: HomeFilters): number {
  return [
    filters.category !== null,
    filters.brands.length > 0,
    filters.priceMin.trim() !== '' || filters.priceMax.trim() !== '',
    filters.rating !== null,
    filters.inStock !== null,
    filters.discount !== null,
    filters.text.trim() !== '',
  ].filter(Boolean).length;
}

export function hasActiveFilters(filters: HomeFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** Adds or removes a brand, keeping HOME_BRANDS order so equal selections make equal queries. */
export function toggleBrand(brands: readonly HomeBrand[], brand: HomeBrand): HomeBrand[] {
  const next = new Set(brands);
  if (next.has(brand)) next.delete(brand);
  else next.add(brand);
  return HOME_BRANDS.filter((b) => next.has(b));
}

/**
 * A price the API accepts (a non-negative decimal), or nothing: a half-typed "12." or a stray
 * minus sign is ignored until it is a number, instead of failing the whole list with a 400.
 */
function priceParam(text: string): string | undefined {
  const value = text.trim();
  return /^\d+(\.\d+)?$/.test(value) ? value : undefined;
}

/**
 * The GET /product query for the panel: the first LIMITS.homeAllProducts matches; in list mode
 * the most expensive first (SPEC §9). Unset filters are left out, so equal panels share a cache key.
 */
export function toProductQuery(filters: HomeFilters, layout: HomeLayout): ProductListQueryInput {
  const query: ProductListQueryInput = { limit: LIMITS.homeAllProducts };
  if (filters.category) query.category = filters.category;
  if (filters.brands.length > 0) query.brand = filters.brands.join(',');
  const priceMin = priceParam(filters.priceMin);
  if (priceMin) query.priceMin = priceMin;
  const priceMax = priceParam(filters.priceMax);
  if (priceMax) query.priceMax = priceMax;
  if (filters.rating !== null) query.rating = filters.rating;
  if (filters.inStock) query.inStock = filters.inStock;
  if (filters.discount) query.discount = filters.discount;
  const text = filters.text.trim();
  if (text) query.search = text;
  if (layout === 'list') query.sort = 'price-desc';
  return query;
}
