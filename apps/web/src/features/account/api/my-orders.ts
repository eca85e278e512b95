import type { Order } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';

// Under the orders feature's key prefix, so cancelling or placing an order refreshes this list.
export const myOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['orders', 'mine'] as const,
    queryFn: ({ signal }) =>
      http.get<{ orders: Order[] }>('/order/my-orders', { signal }).then((d) => d.orders),
  });

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
