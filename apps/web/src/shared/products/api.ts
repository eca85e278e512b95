import {
  type Category,
  type Dealer,
  isCategory,
  LIMITS,
  type Product,
  type ProductDetail,
  type ProductFacets,
  type ProductFacetsQueryInput,
  type ProductListQueryInput,
} from '@kahraba/domain';
import { keepPreviousData, queryOptions, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, http } from '../api/http-client';
import type { Query } from '../api/url';
import { type CardProduct, toCardProduct } from './card-product';

// The catalog's reads, shared by every page that shows products (home, search, category, offers,
// products, product detail, trade-in). Pages only pick the query they need.

export interface ProductList {
  /** Each as its card draws it (card-product.ts): listings carry nothing else into the page. */
  products: CardProduct[];
  /** Exact when `totalExact`; otherwise more products than this match ("1,000+"). */
  total: number;
  totalExact: boolean;
  page: number;
  totalPages: number;
  hasNextPage: boolean;
  /** For a search that found nothing: a search of catalog words close to the typed ones. */
  didYouMean?: string | undefined;
  /** For a search whose misspelt words were read as catalog words: the words it searched. */
  correctedQuery?: string | undefined;
}

export interface Suggestions {
  brands: string[];
  products: Product[];
  /** Only real categories: anything else the server sends is dropped rather than linked to. */
  categories: Category[];
}

/** A dealer as GET /dealer sends it, with its Arabic brief. */
export type DealerWithBrief = Dealer & { briefAr: string };

type ListExtra = Pick<
  ProductList,
  'page' | 'totalPages' | 'total' | 'hasNextPage' | 'didYouMean' | 'correctedQuery'
> & {
  results: number;
  totalExact?: boolean;
};

type QueryScalar = string | number | boolean;
const isScalar = (value: unknown): value is QueryScalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * The list query as URL parameters. ProductListQueryInput is what the server parses, so its fields
 * are typed loosely (`unknown`); anything that is not a plain value or a list of them is left out.
 */
function toQuery(input: ProductListQueryInput): Query {
  const query: Record<string, QueryScalar | QueryScalar[]> = {};
  for (const [name, value] of Object.entries(input)) {
    // An empty value means "not set" to the server too (`?brand=` is a cleared filter).
    if (isScalar(value)) {
      if (value !== '') query[name] = value;
    } else if (Array.isArray(value)) {
      const values = value.filter((item) => isScalar(item) && item !== '');
      // Brands go as one comma list, as the server documents (`brand=Apple,Samsung`).
      if (values.length > 0) query[name] = values.join(',');
    }
  }
  return query;
}

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  // The key holds the URL parameters, so `{ brand: undefined }` and `{}` share one cache entry.
  list: (query: ProductListQueryInput) => [...productKeys.lists(), toQuery(query)] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  related: (id: string) => [...productKeys.all, 'related', id] as const,
  suggest: (q: string) => [...productKeys.all, 'suggest', q.trim()] as const,
  mostViewed: ['products', 'most-viewed'] as const,
  topExclusive: ['products', 'top-exclusive'] as const,
  dealers: ['dealers'] as const,
  used: ['products', 'used'] as const,
};

// Fetchers ----------------------------------------------------------------------------------------

export async function fetchProducts(
  query: ProductListQueryInput,
  signal?: AbortSignal,
): Promise<ProductList> {
  const { data, body } = await apiRequest<Product[], ListExtra>('/product', {
    query: toQuery(query),
    signal,
  });
  return {
    products: data.map(toCardProduct),
    total: body.total,
    // An older server counts every match.
    totalExact: body.totalExact ?? true,
    didYouMean: body.didYouMean,
    correctedQuery: body.correctedQuery,
    page: body.page,
    totalPages: body.totalPages,
    hasNextPage: body.hasNextPage,
  };
}

/**
 * One product by id or slug. A 401 is left to the page (SPEC §2: it explains that signing in is
 * needed) instead of sending the shopper straight to /login.
 */
/** One product with its family of variants (decision 0013), when it has one. */
export function fetchProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return http.get<ProductDetail>(`/product/${encodeURIComponent(id)}`, {
    signal,
    redirectOnUnauthorized: false,
  });
}

/** SPEC §8: related products are a nice-to-have; a failure just means none are shown. */
export async function fetchRelatedProducts(id: string, signal?: AbortSignal): Promise<CardProduct[]> {
  try {
    const products = await http.get<Product[]>(`/product/${encodeURIComponent(id)}/related`, {
      signal,
      redirectOnUnauthorized: false,
    });
    return Array.isArray(products) ? products.slice(0, LIMITS.related).map(toCardProduct) : [];
  } catch {
    return [];
  }
}

export async function fetchSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  const data = await http.get<{ brands?: string[]; products?: Product[]; categories?: string[] }>(
    '/product/suggest',
    { query: { q: q.trim() }, signal },
  );
  return {
    brands: (data.brands ?? []).slice(0, LIMITS.suggestBrands),
    products: (data.products ?? []).slice(0, LIMITS.suggestProducts),
    categories: (data.categories ?? []).filter(isCategory),
  };
}

export async function fetchMostViewed(signal?: AbortSignal): Promise<CardProduct[]> {
  return (await http.get<Product[]>('/analytics/most-viewed', { signal })).map(toCardProduct);
}

export async function fetchTopExclusive(signal?: AbortSignal): Promise<CardProduct[]> {
  return (await http.get<Product[]>('/analytics/top-exclusive', { signal })).map(toCardProduct);
}

export async function fetchDealers(signal?: AbortSignal): Promise<DealerWithBrief[]> {
  const data = await http.get<{ dealers?: DealerWithBrief[] }>('/dealer', { signal });
  return data.dealers ?? [];
}

/** A listing's filters without its order and paging: what the filter panels' counts depend on. */
function facetsQueryOf(query: ProductListQueryInput): ProductFacetsQueryInput {
  const { sort: _sort, page: _page, limit: _limit, ...filters } = query;
  return filters;
}

export function fetchFacets(query: ProductListQueryInput, signal?: AbortSignal): Promise<ProductFacets> {
  return http.get<ProductFacets>('/product/facets', { query: toQuery(facetsQueryOf(query)), signal });
}

export async function fetchUsedProducts(signal?: AbortSignal): Promise<CardProduct[]> {
  return (await http.get<Product[]>('/product/used', { signal })).map(toCardProduct);
}

// Query options -----------------------------------------------------------------------------------

/** Search suggestions and the dealers list change rarely; no need to ask again within minutes. */
const SLOW_CHANGING_MS = 5 * 60_000;

export const productsQueryOptions = (query: ProductListQueryInput) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
  });

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    enabled: id !== '',
  });

export const relatedProductsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.related(id),
    queryFn: ({ signal }) => fetchRelatedProducts(id, signal),
    enabled: id !== '',
  });

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: productKeys.suggest(q),
    queryFn: ({ signal }) => fetchSuggestions(q, signal),
    enabled: q.trim() !== '',
    staleTime: SLOW_CHANGING_MS,
  });

export const mostViewedQueryOptions = () =>
  queryOptions({ queryKey: productKeys.mostViewed, queryFn: ({ signal }) => fetchMostViewed(signal) });

export const topExclusiveQueryOptions = () =>
  queryOptions({ queryKey: productKeys.topExclusive, queryFn: ({ signal }) => fetchTopExclusive(signal) });

export const dealersQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.dealers,
    queryFn: ({ signal }) => fetchDealers(signal),
    staleTime: SLOW_CHANGING_MS,
  });

/** The brand and type counts of a listing; every page and order of one listing shares them. */
export const facetsQueryOptions = (query: ProductListQueryInput) =>
  queryOptions({
    queryKey: [...productKeys.all, 'facets', toQuery(facetsQueryOf(query))] as const,
    queryFn: ({ signal }) => fetchFacets(query, signal),
  });

export const usedProductsQueryOptions = () =>
  queryOptions({ queryKey: productKeys.used, queryFn: ({ signal }) => fetchUsedProducts(signal) });

// Hooks -------------------------------------------------------------------------------------------

export type ProductsQueryExtraOptions = Omit<
  UseQueryOptions<ProductList, Error, ProductList, ReturnType<typeof productKeys.list>>,
  'queryKey' | 'queryFn'
>;

/**
 * A page of products. While new filters load, the previous page stays on screen (marked by
 * `isPlaceholderData`) instead of flashing back to skeletons.
 */
export function useProducts(query: ProductListQueryInput, options: ProductsQueryExtraOptions = {}) {
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData, ...options });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

export function useRelatedProducts(id: string) {
  return useQuery(relatedProductsQueryOptions(id));
}

/** Asks only for a non-blank text; keeps the last suggestions up while the next ones load. */
export function useSuggestions(q: string) {
  return useQuery({ ...suggestionsQueryOptions(q), placeholderData: keepPreviousData });
}

export function useMostViewed() {
  return useQuery(mostViewedQueryOptions());
}

export function useTopExclusive() {
  return useQuery(topExclusiveQueryOptions());
}

export function useDealers() {
  return useQuery(dealersQueryOptions());
}

/**
 * The filter panels' counts. While a changed filter's counts load, the previous ones stay up; a
 * failure leaves the panels as they are without counts (the dealers list stands in for brands).
 */
export function useFacets(query: ProductListQueryInput) {
  return useQuery({ ...facetsQueryOptions(query), placeholderData: keepPreviousData });
}

export function useUsedProducts() {
  return useQuery(usedProductsQueryOptions());
}
