import { type TradeInEstimateTable, tradeInEstimateTableSchema } from '@kahraba/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

export async function fetchEstimateTable(signal?: AbortSignal): Promise<TradeInEstimateTable> {
  return tradeInEstimateTableSchema.parse(await http.get<unknown>('/admin/trade-in-estimates', { signal }));
}

export function useEstimateTable() {
  return useQuery({
    queryKey: adminKeys.tradeInEstimates(),
    queryFn: ({ signal }) => fetchEstimateTable(signal),
  });
}

/** Replaces the whole table. */
export function useSaveEstimateTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (table: TradeInEstimateTable) =>
      tradeInEstimateTableSchema.parse(await http.put<unknown>('/admin/trade-in-estimates', table)),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.tradeInEstimates(), saved),
  });
}
