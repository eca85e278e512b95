import {
  isSearchCategory,
  LIMITS,
  type ProductListQueryInput,
  SEARCH_CATEGORIES,
  type SearchCategory,
} from '@kahraba/domain';
import type { ProductsType } from '../../../shared/paths';
import {
  oneOf,
  readPage,
  readQueryParam,
  type UrlFiltersCodec,
  useUrlFilters,
} from '../../../shared/url-filters';

export const PRODUCTS_TYPES = ['all', 'new', 'used'] as const satisfies readonly ProductsType[];

/** The six category tiles of /products: the search categories (SPEC §9). */
export const PRODUCTS_CATEGORIES = SEARCH_CATEGORIES;

/** The filters of /products: ?type=all|new|used&category=…&page=… */
export interface ProductsFilters {
  type: ProductsType;
  category?: SearchCategory;
  page?: number;
}

export function parseProductsFilters(params: URLSearchParams): ProductsFilters {
  const category = readQueryParam(params, 'category');
  const page = readPage(params);
  return {
    type: oneOf(PRODUCTS_TYPES, params.get('type')) ?? 'all',
    category: isSearchCategory(category) ? category : undefined,
    page: page > 1 ? page : undefined,
  };
}

export const productsFiltersCodec: UrlFiltersCodec<ProductsFilters> = {
  parse: parseProductsFilters,
  // `type=all` stays in the URL: it is what the navbar links to (paths.products('all')).
  serialize: ({ type, category, page }) => ({
    type,
    category,
    page: page !== undefined && page > 1 ? page : undefined,
  }),
};

/** GET /product parameters: new means isNew=true, used means used=true, all asks for both. */
export function productsProductQuery(filters: ProductsFilters): ProductListQueryInput {
  return {
    category: filters.category,
    isNew: filters.type === 'new' ? true : undefined,
    used: filters.type === 'used' ? true : undefined,
    page: filters.page ?? 1,
    limit: LIMITS.pageSizeDefault,
  };
}

export function useProductsFilters() {
  return useUrlFilters(productsFiltersCodec);
}
