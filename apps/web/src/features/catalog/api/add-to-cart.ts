import type { CartAddPayloadInput } from '@kahraba/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { cartItemCount, dispatchCartUpdated } from '../../../shared/cart-events';

export { cartItemCount } from '../../../shared/cart-events';

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
      dispatchCartUpdated(cartItemCount(cart));
    },
  });
}
