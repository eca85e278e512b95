import type { AppliedCoupon, Cart, Order, OrderPayloadInput } from '@kahraba/domain';
import { ApiError, http } from '../../../shared/api/http-client';
import { useCart } from '../../../shared/cart-api';

/** The checkout reads the cart the cart page keeps (one query key), so a change there is current here. */
export const useCheckoutCart = useCart;

export const reserveProduct = (productId: string) => http.post<unknown>('/reservation', { productId });

/** POST /order with an Idempotency-Key header, so a retried request never places a second order. */
export async function postOrder(payload: OrderPayloadInput, idempotencyKey: string): Promise<Order> {
  const { order } = await http.post<{ order: Order }>('/order', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return order;
}

/** SPEC §7 checkout sequence: one reservation per cart item, then one order. */
export async function placeOrder(
  cart: Cart,
  payload: OrderPayloadInput,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<Order> {
  for (const item of cart.items) await reserveProduct(item.product._id);
  return postOrder(payload, idempotencyKey);
}

/** SPEC §8: the server's message (already in the shopper's language) for a 4xx, else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

/** POST /coupon/check: what the code takes off the shopper's cart now, or the reason it does not apply. */
export async function checkCoupon(code: string): Promise<AppliedCoupon> {
  const { coupon } = await http.post<{ coupon: AppliedCoupon }>('/coupon/check', { code });
  return coupon;
}
