import type { TradeInCondition, TradeInEstimate, TradeInType } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';

export async function fetchTradeInEstimate(
  type: TradeInType,
  condition: TradeInCondition,
  signal?: AbortSignal,
): Promise<TradeInEstimate> {
  const { estimate } = await http.get<{ estimate: TradeInEstimate }>('/tradein/estimate', {
    query: { type, condition },
    signal,
  });
  return estimate;
}

export const tradeInEstimateQueryOptions = (type: TradeInType, condition: TradeInCondition) =>
  queryOptions({
    queryKey: ['tradeInEstimate', type, condition] as const,
    queryFn: ({ signal }) => fetchTradeInEstimate(type, condition, signal),
    staleTime: 5 * 60_000,
  });

/** The credit range for the chosen type and condition; idle until both are chosen. */
export function useTradeInEstimate(type: TradeInType | null, condition: TradeInCondition | null) {
  return useQuery({
    ...tradeInEstimateQueryOptions(type ?? 'Mobile', condition ?? 'excellent'),
    enabled: type !== null && condition !== null,
  });
}
