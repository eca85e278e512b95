import type { DeliveryQuote } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../api/http-client';

// Delivery quotes: what each method costs to a governorate and the days it arrives between if
// ordered now. The server computes them (the fees are the staff's table, the days are Cairo's).

export const deliveryKeys = {
  quotes: (governorateId: string) => ['delivery', 'quotes', governorateId] as const,
};

export const fetchDeliveryQuotes = async (governorateId: string, signal?: AbortSignal) =>
  (
    await http.get<{ quotes: DeliveryQuote[] }>('/delivery/quotes', {
      query: { governorate: governorateId },
      signal,
    })
  ).quotes;

export const deliveryQuotesQueryOptions = (governorateId: string) =>
  queryOptions({
    queryKey: deliveryKeys.quotes(governorateId),
    queryFn: ({ signal }) => fetchDeliveryQuotes(governorateId, signal),
    // The dates move at the cut-off; a few minutes' reuse is safe.
    staleTime: 5 * 60_000,
  });

/** The quotes for a governorate; nothing is asked while none is chosen. */
export function useDeliveryQuotes(governorateId: string | undefined) {
  return useQuery({ ...deliveryQuotesQueryOptions(governorateId ?? ''), enabled: Boolean(governorateId) });
}
