import type { TradeInCondition, TradeInEstimate, TradeInType } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';

export async function fetchTradeInEstimate(
  type: TradeInType,
  condition: TradeInCondition,
  model: string | null,
  signal?: AbortSignal,
): Promise<TradeInEstimate> {
  const { estimate } = await http.get<{ estimate: TradeInEstimate }>('/tradein/estimate', {
    query: { type, condition, model: model ?? undefined },
    signal,
  });
  return estimate;
}

export const tradeInEstimateQueryOptions = (
  type: TradeInType,
  condition: TradeInCondition,
  model: string | null = null,
) =>
  queryOptions({
    queryKey: ['tradeInEstimate', type, condition, model] as const,
    queryFn: ({ signal }) => fetchTradeInEstimate(type, condition, model, signal),
    staleTime: 5 * 60_000,
  });

/**
 * The credit range for the chosen type and condition, narrowed to the model the shopper picked if
 * any; idle until type and condition are chosen.
 */
export function useTradeInEstimate(
  type: TradeInType | null,
  condition: TradeInCondition | null,
  model: string | null = null,
) {
  return useQuery({
    ...tradeInEstimateQueryOptions(type ?? 'Mobile', condition ?? 'excellent', model),
    enabled: type !== null && condition !== null,
  });
}
