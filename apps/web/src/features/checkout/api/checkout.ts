import type { Cart, Order, OrderPayloadInput } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, ApiError, http, NetworkError } from '../../../shared/api/http-client';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';

// The checkout reads the same cart as the cart page, under the same query key, so a cart changed
// there is current here (features do not import each other, so the fetcher is repeated).
export const checkoutCartQueryOptions = () =>
  queryOptions({
    queryKey: ['cart'] as const,
    queryFn: ({ signal }) => http.get<Cart>('/cart', { signal }),
  });

export function useCheckoutCart() {
  return useQuery(checkoutCartQueryOptions());
}

export const reserveProduct = (productId: string) => http.post<unknown>('/reservation', { productId });

/**
 * POST /order with an Idempotency-Key header, so a retried request never places a second order.
 * The shared client sends no custom headers, hence this one call by hand with the same envelope rules.
 */
export async function postOrder(payload: OrderPayloadInput, idempotencyKey: string): Promise<Order> {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    'Content-Type': 'application/json',
    'Idempotency-Key': idempotencyKey,
  });
  const token = sessionStore.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/order`, { method: 'POST', headers, body: JSON.stringify(payload) });
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  const body = (await response.json().catch(() => null)) as {
    status?: string;
    data?: { order?: Order };
    code?: string;
    message?: string;
  } | null;
  if (response.status === 401) sessionStore.signOut();
  if (response.ok && body?.status === 'success' && body.data?.order) return body.data.order;
  throw new ApiError(
    response.status,
    body?.code ?? 'UNEXPECTED_RESPONSE',
    body?.message ?? response.statusText,
  );
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
