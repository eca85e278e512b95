import {
  type AdminOrder,
  type AdminOrderListQuery,
  adminOrderSchema,
  type OrderStatusPayloadInput,
  type Paged,
  pagedSchema,
} from '@kahraba/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';
import { toApiQuery } from './query';

const orderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

export async function fetchAdminOrders(
  query: AdminOrderListQuery,
  signal?: AbortSignal,
): Promise<Paged<AdminOrder>> {
  const data = await http.get<unknown>('/admin/orders', { query: toApiQuery(query), signal });
  return pagedSchema(adminOrderSchema).parse(data);
}

export const adminOrdersQueryOptions = (query: AdminOrderListQuery) =>
  queryOptions({
    queryKey: adminKeys.orderList(query),
    queryFn: ({ signal }) => fetchAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminOrders(query: AdminOrderListQuery, enabled = true) {
  return useQuery({ ...adminOrdersQueryOptions(query), enabled });
}

export async function fetchAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  return adminOrderSchema.parse(await http.get<unknown>(orderPath(id), { signal }));
}

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: adminKeys.order(id), queryFn: ({ signal }) => fetchAdminOrder(id, signal) });
}

/**
 * PATCH /admin/orders/{id}/status: 409 when the move is not one ORDER_TRANSITIONS allows (any
 * more); a tracking number goes with the move to shipped.
 */
export function useSetOrderStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (move: OrderStatusPayloadInput) =>
      adminOrderSchema.parse(await http.patch<unknown>(`${orderPath(id)}/status`, move)),
    onSuccess: (order) => queryClient.setQueryData(adminKeys.order(id), order),
    // A 409 means someone else moved it first: refetch either way so the buttons match the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
}
