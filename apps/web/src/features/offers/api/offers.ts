import { LIMITS, type Product } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { fetchProducts } from '../../../shared/products/api';
import { mergeOffers, type Offer, toOffer } from '../lib/offers';

export const offersKeys = {
  all: ['offers'] as const,
};

/**
 * Every exclusive (most viewed first). The shared fetchTopExclusive takes the server's default
 * page size; the offers page wants as many as one request may carry.
 */
function fetchExclusives(signal?: AbortSignal): Promise<Product[]> {
  return http.get<Product[]>('/analytics/top-exclusive', { query: { limit: LIMITS.pageSizeMax }, signal });
}

/**
 * The offers page's set: the discounted products, best discount first, and the exclusives, merged
 * without duplicates. Counting and sorting then happen on the page, over the whole set.
 */
export async function fetchOffers(signal?: AbortSignal): Promise<Offer[]> {
  const [discounted, exclusives] = await Promise.all([
    fetchProducts({ discount: 'yes', limit: LIMITS.pageSizeMax, sort: 'discount' }, signal),
    fetchExclusives(signal),
  ]);
  return mergeOffers(
    discounted.products.map(toOffer),
    (Array.isArray(exclusives) ? exclusives : []).map(toOffer),
  );
}

export const offersQueryOptions = () =>
  queryOptions({ queryKey: offersKeys.all, queryFn: ({ signal }) => fetchOffers(signal) });

export function useOffers() {
  return useQuery(offersQueryOptions());
}
