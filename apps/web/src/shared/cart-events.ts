// The one definition of the cart-changed browser event (SPEC §4): every cart change fires it, and
// the navbar badge listens for it.

/** Fired on window after the cart changes; `detail.count` carries the new item count when known. */
export const CART_UPDATED_EVENT = 'cartUpdated';

export interface CartUpdatedDetail {
  count: number;
}

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

/** Tells the page the cart changed; without a count, listeners fetch it themselves. */
export function dispatchCartUpdated(count: number | null): void {
  window.dispatchEvent(
    new CustomEvent<CartUpdatedDetail>(
      CART_UPDATED_EVENT,
      count === null ? undefined : { detail: { count } },
    ),
  );
}

/** The count an event carries, or null when it carries none (or nonsense). */
export function countFromCartEvent(event: Event): number | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null || !('count' in detail)) return null;
  const { count } = detail;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : null;
}
