import type { CartAddPayloadInput } from '@kahraba/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';

/** Fired on window after the cart changes (SPEC §4); the navbar badge listens for it. */
export const CART_UPDATED_EVENT = 'cartUpdated';

/** The number of pieces in a cart the server sent back, or null when it sent something else. */
export function cartItemCount(cart: unknown): number | null {
  if (typeof cart !== 'object' || cart === null || !('items' in cart) || !Array.isArray(cart.items))
    return null;
  let count = 0;
  for (const item of cart.items as unknown[]) {
    const quantity = (item as { quantity?: unknown } | null)?.quantity;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return null;
    count += quantity;
  }
  return count;
}

export function addToCart(payload: CartAddPayloadInput): Promise<unknown> {
  return http.post<unknown>('/cart', payload);
}

/**
 * Adds a product to the signed-in shopper's cart and tells the rest of the page: the event carries
 * the new item count when the server sent the cart back.
 */
export function useAddToCart() {
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (cart) => {
      const count = cartItemCount(cart);
      window.dispatchEvent(
        new CustomEvent(CART_UPDATED_EVENT, count === null ? undefined : { detail: { count } }),
      );
    },
  });
}
