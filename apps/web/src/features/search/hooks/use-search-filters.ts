import {
  defaultSortFor,
  isSearchCategory,
  type ProductListQueryInput,
  type ProductTypeFilter,
  SEARCH_SORTS,
  type SearchCategory,
  type SearchSort,
} from '@kahraba/domain';
import type { SearchParams } from '../../../shared/paths';
import { oneOf, readQueryParam, type UrlFiltersCodec, useUrlFilters } from '../../../shared/url-filters';

/**
 * What /search keeps in its URL (SPEC §2): q, category, brand, productType, sort, priceMin, priceMax;
 * and asTyped, set by "Search instead for …" beside a corrected search.
 */
export type SearchFilters = Omit<SearchParams, 'productType'> & { productType?: ProductTypeFilter };

export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  const category = readQueryParam(params, 'category');
  const brands = readQueryParam(params, 'brand');
  return {
    q: readQueryParam(params, 'q'),
    category: isSearchCategory(category) ? category : undefined,
    brand: brands?.join(','),
    productType: readQueryParam(params, 'productType'),
    sort: oneOf(SEARCH_SORTS, params.get('sort')),
    priceMin: readQueryParam(params, 'priceMin'),
    priceMax: readQueryParam(params, 'priceMax'),
    asTyped: readQueryParam(params, 'asTyped') ? 'true' : undefined,
  };
}

export const searchFiltersCodec: UrlFiltersCodec<SearchFilters> = {
  parse: parseSearchFilters,
  // The default sort (best match with words, newest without) is left out, so the plain search URL
  // stays the canonical one.
  serialize: ({ sort, ...rest }) => ({ ...rest, sort: sort === defaultSortFor(rest.q) ? undefined : sort }),
};

/**
 * Whether the URL asks for results rather than the shop-by-category landing. SPEC §2 names
 * category, q and productType; brand counts too, because the search box's brand suggestions lead
 * to /search?brand=… and a shopper who picks "Apple" expects Apple products, not the landing.
 */
export function isSearchActive(filters: SearchFilters): boolean {
  return Boolean(filters.category || filters.q || filters.productType || filters.brand);
}

/**
 * The order the results are in: the shopper's choice, else "Best match" when there are words and
 * the newest first when there are none; best match without words means nothing, so newest then too.
 */
export function searchSortOf(filters: SearchFilters): SearchSort {
  const sort = filters.sort ?? defaultSortFor(filters.q);
  return sort === 'relevance' && !filters.q ? 'newest' : sort;
}

/** GET /product parameters for one page of results. */
export function searchProductQuery(
  filters: SearchFilters,
  page: number,
  limit: number,
): ProductListQueryInput {
  return {
    q: filters.q,
    category: filters.category,
    brand: filters.brand,
    productType: filters.productType,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    asTyped: filters.asTyped,
    sort: searchSortOf(filters),
    page,
    limit,
  };
}

/** The filters a search-box or navbar event asks for; null when the event says nothing usable. */
export function filtersFromSearchEvent(detail: unknown): SearchFilters | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { type, value } = detail as { type?: unknown; value?: unknown };
  if (type === 'clear') return {};
  if (type === 'category') return isSearchCategory(value) ? { category: value } : null;
  if (type === 'search') {
    const q = readQueryParam(new URLSearchParams({ q: typeof value === 'string' ? value : '' }), 'q');
    return q ? { q } : {};
  }
  return null;
}

export function filtersFromCategoryEvent(detail: unknown): SearchFilters | null {
  const category: unknown =
    typeof detail === 'object' && detail !== null ? (detail as { category?: unknown }).category : detail;
  return isSearchCategory(category) ? { category: category satisfies SearchCategory } : null;
}

export function useSearchFilters() {
  return useUrlFilters(searchFiltersCodec);
}
