import {
  CATEGORY_PAGES,
  CATEGORY_SORTS,
  type CategoryPageKey,
  type CategorySort,
  DEFAULT_CATEGORY_SORT,
  LIMITS,
  type ProductListQueryInput,
  parseSpecToken,
  SPEC_FILTERS_BY_PAGE,
} from '@kahraba/domain';
import { useMemo } from 'react';
import {
  oneOf,
  readPage,
  readQueryParam,
  type UrlFiltersCodec,
  useUrlFilters,
} from '../../../shared/url-filters';

/** The filters of /category/{key}, under the query names SPEC §2 gives them, plus the page. */
export interface CategoryFilters {
  search?: string;
  /** One of the page's own type ids (CATEGORY_PAGES[key].typeIds). */
  productType?: string;
  brand?: string;
  /** Specification values of the page's own filters, as GET /product takes them: "ram:8,storage:256". */
  spec?: string;
  discount?: 'yes' | 'no';
  sort?: CategorySort;
  priceMin?: number;
  priceMax?: number;
  /** From 1; left out of the URL on the first page. */
  page?: number;
}

export function parseCategoryFilters(key: CategoryPageKey, params: URLSearchParams): CategoryFilters {
  const page = readPage(params);
  return {
    search: readQueryParam(params, 'search'),
    // A type id of another page (a laptop type on the audio page) would just empty the list.
    productType: oneOf(CATEGORY_PAGES[key].typeIds, params.get('productType')),
    brand: readQueryParam(params, 'brand')?.join(','),
    spec: pageSpecTokens(key, readQueryParam(params, 'spec')),
    discount: readQueryParam(params, 'discount'),
    sort: oneOf(CATEGORY_SORTS, params.get('sort')),
    priceMin: readQueryParam(params, 'priceMin'),
    priceMax: readQueryParam(params, 'priceMax'),
    page: page > 1 ? page : undefined,
  };
}

/** The tokens of the page's own filters (a laptop's processor means nothing on the audio page). */
function pageSpecTokens(key: CategoryPageKey, tokens: string[] | undefined): string | undefined {
  const own: readonly string[] = SPEC_FILTERS_BY_PAGE[key];
  const kept = (tokens ?? []).filter((token) => own.includes(parseSpecToken(token)?.[0] ?? ''));
  return kept.length > 0 ? kept.join(',') : undefined;
}

export function categoryFiltersCodec(key: CategoryPageKey): UrlFiltersCodec<CategoryFilters> {
  return {
    parse: (params) => parseCategoryFilters(key, params),
    serialize: ({ sort, page, ...rest }) => ({
      ...rest,
      sort: sort === DEFAULT_CATEGORY_SORT ? undefined : sort,
      page: page !== undefined && page > 1 ? page : undefined,
    }),
  };
}

/** Whether anything narrows the list (the sort does not). */
export function hasCategoryFilters({ sort: _sort, page: _page, ...filters }: CategoryFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/** GET /product parameters: the page's category (Mobile covers phones and tablets) and its filters. */
export function categoryProductQuery(key: CategoryPageKey, filters: CategoryFilters): ProductListQueryInput {
  return {
    category: key,
    search: filters.search,
    productType: filters.productType,
    brand: filters.brand,
    spec: filters.spec,
    discount: filters.discount,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    sort: filters.sort ?? DEFAULT_CATEGORY_SORT,
    page: filters.page ?? 1,
    limit: LIMITS.pageSizeDefault,
  };
}

export function useCategoryFilters(key: CategoryPageKey) {
  const codec = useMemo(() => categoryFiltersCodec(key), [key]);
  return useUrlFilters(codec);
}
