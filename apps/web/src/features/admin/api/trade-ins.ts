import {
  type AdminTradeIn,
  type AdminTradeInListQuery,
  adminTradeInSchema,
  type Paged,
  pagedSchema,
  type TradeInDecisionPayload,
} from '@kahraba/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';
import { toApiQuery } from './query';

const tradeInPath = (id: string) => `/admin/tradeins/${encodeURIComponent(id)}`;

export async function fetchAdminTradeIns(
  query: AdminTradeInListQuery,
  signal?: AbortSignal,
): Promise<Paged<AdminTradeIn>> {
  const data = await http.get<unknown>('/admin/tradeins', { query: toApiQuery(query), signal });
  return pagedSchema(adminTradeInSchema).parse(data);
}

export const adminTradeInsQueryOptions = (query: AdminTradeInListQuery) =>
  queryOptions({
    queryKey: adminKeys.tradeInList(query),
    queryFn: ({ signal }) => fetchAdminTradeIns(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminTradeIns(query: AdminTradeInListQuery) {
  return useQuery(adminTradeInsQueryOptions(query));
}

export async function fetchAdminTradeIn(id: string, signal?: AbortSignal): Promise<AdminTradeIn> {
  return adminTradeInSchema.parse(await http.get<unknown>(tradeInPath(id), { signal }));
}

export function useAdminTradeIn(id: string) {
  return useQuery({
    queryKey: adminKeys.tradeIn(id),
    queryFn: ({ signal }) => fetchAdminTradeIn(id, signal),
  });
}

/** POST /admin/tradeins/{id}/decision: only a pending trade-in can be decided (409 otherwise). */
export function useDecideTradeIn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: TradeInDecisionPayload) =>
      adminTradeInSchema.parse(await http.post<unknown>(`${tradeInPath(id)}/decision`, payload)),
    onSuccess: (tradeIn) => queryClient.setQueryData(adminKeys.tradeIn(id), tradeIn),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.tradeIns() });
      // The dashboard counts pending trade-ins.
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboards() });
    },
  });
}
