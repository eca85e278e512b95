import type { Order } from '@kahraba/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../../shared/api/http-client';

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

export const fetchOrder = (id: string, signal?: AbortSignal) =>
  http.get<{ order: Order }>(`/order/${encodeURIComponent(id)}`, { signal }).then((d) => d.order);

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => fetchOrder(id, signal) });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}

export const cancelOrder = (id: string) =>
  http.patch<{ order: Order }>(`/order/${encodeURIComponent(id)}/cancel`).then((d) => d.order);

/** Cancels, then refetches the order (SPEC §4) and the order history. */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** SPEC §8: the server's message (already in the shopper's language) for a 4xx, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}
