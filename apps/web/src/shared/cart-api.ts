import type { Cart } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, http } from './api/http-client';

// The shopper's cart as the cart page, the checkout and the navbar badge all read it: one fetcher
// under one query key, so a change made on one page is current on the others.

export const cartKeys = {
  all: ['cart'] as const,
};

export const EMPTY_CART: Cart = { items: [], discount: 0, total: 0, totalAfterDiscount: 0 };

/** SPEC §8: a 404 on load means the shopper has no cart yet, i.e. an empty one. */
export async function fetchCart(signal?: AbortSignal): Promise<Cart> {
  try {
    return await http.get<Cart>('/cart', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY_CART;
    throw error;
  }
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartKeys.all, queryFn: ({ signal }) => fetchCart(signal) });

export function useCart() {
  return useQuery(cartQueryOptions());
}
