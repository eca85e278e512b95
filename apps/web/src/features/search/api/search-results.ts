import { LIMITS } from '@kahraba/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchProducts, productKeys } from '../../../shared/products/api';
import { type SearchFilters, searchProductQuery } from '../hooks/use-search-filters';

// Search results grow page by page ("Load more") rather than replacing each other, so a shopper
// comparing phones keeps the ones already seen on screen.

const PAGE_SIZE = LIMITS.pageSizeDefault;

export const searchResultsQueryOptions = (filters: SearchFilters) => {
  const firstPage = searchProductQuery(filters, 1, PAGE_SIZE);
  return infiniteQueryOptions({
    // Beside the plain list keys, so invalidating the product lists refreshes search results too.
    queryKey: [...productKeys.list(firstPage), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      fetchProducts(searchProductQuery(filters, pageParam, PAGE_SIZE), signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
  });
};

export function useSearchResults(filters: SearchFilters) {
  return useInfiniteQuery({ ...searchResultsQueryOptions(filters), placeholderData: keepPreviousData });
}

/** The featured products of the landing: the most popular ones (SPEC §2: up to 8). */
export const featuredProductsQuery = searchProductQuery({ sort: 'most-selling' }, 1, LIMITS.landingFeatured);
