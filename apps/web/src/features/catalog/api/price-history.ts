import type { PriceHistory } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';

export const priceHistoryKeys = {
  product: (productId: string) => ['price-history', productId] as const,
};

/**
 * The product's selling prices over the last 90 days (the API's default). Read with the page, so
 * the price block knows on the server whether its old price is a real one (domain isBackedOldPrice).
 */
export const priceHistoryQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: priceHistoryKeys.product(productId),
    queryFn: ({ signal }) =>
      http.get<PriceHistory>(`/product/${encodeURIComponent(productId)}/price-history`, { signal }),
  });

export function usePriceHistory(productId: string) {
  return useQuery(priceHistoryQueryOptions(productId));
}
