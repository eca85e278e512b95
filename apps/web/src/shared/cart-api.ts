import type { Cart, CartAddPayloadInput } from '@kahraba/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, http } from './api/http-client';
import { cartItemCount, dispatchCartUpdated } from './cart-events';

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

export function addToCart(payload: CartAddPayloadInput): Promise<unknown> {
  return http.post<unknown>('/cart', payload);
}

/**
 * Adds a product to the signed-in shopper's cart (from its page, or from the wishlist) and tells
 * the rest of the page: the event carries the new item count when the server sent the cart back.
 */
export function useAddToCart() {
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => {
      dispatchCartUpdated(cartItemCount(cart));
    },
  });
}
