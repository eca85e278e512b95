import type { Cart } from '@kahraba/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../../shared/api/http-client';
import { cartKeys } from '../../../shared/cart-api';
import { cartItemCount, dispatchCartUpdated } from '../../../shared/cart-events';

export { useCart } from '../../../shared/cart-api';

export const updateCartLine = (payload: { product: string; quantity: number }) =>
  http.patch<Cart>('/cart', payload);
export const removeCartLine = (product: string) => http.delete<Cart>('/cart', { product });
export const clearCart = () => http.delete<Cart>('/cart/clear');

/** Every cart change answers the new cart: keep it, and tell the navbar badge. */
function useCartMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.all, cart);
      dispatchCartUpdated(cartItemCount(cart));
    },
  });
}

export const useUpdateCartLine = () => useCartMutation(updateCartLine);
export const useRemoveCartLine = () => useCartMutation(removeCartLine);
export const useClearCart = () => useCartMutation(clearCart);

/** SPEC §8: the server's message (already in the shopper's language) for a 4xx, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}
