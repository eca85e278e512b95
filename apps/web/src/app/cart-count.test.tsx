import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../shared/api/query-client';
import { cartKeys } from '../shared/cart-api';
import { dispatchCartUpdated } from '../shared/cart-events';
import { sessionStore } from '../shared/session/session-store';
import { createUser } from '../test/fixtures';
import { useCartCount } from './cart-count';

const cartReply = (quantities: number[]) =>
  new Response(
    JSON.stringify({
      status: 'success',
      data: { items: quantities.map((quantity, i) => ({ product: { _id: `p${i}` }, quantity })) },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

afterEach(() => {
  vi.restoreAllMocks();
});

/** The hook inside a query cache, holding `cart` as a page's loader would have left it. */
function renderCartCount(cart?: unknown) {
  const client = createQueryClient({ onServer: false });
  if (cart !== undefined) client.setQueryData(cartKeys.all, cart);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCartCount(), { wrapper });
}

describe('useCartCount', () => {
  it('fetches the count for a signed-in shopper, then follows cartUpdated events', async () => {
    sessionStore.signIn(createUser());
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => cartReply([2, 3]));
    const { result } = renderCartCount();
    await waitFor(() => expect(result.current).toBe(5));

    act(() => dispatchCartUpdated(7));
    expect(result.current).toBe(7);

    // An event without a count makes it fetch again.
    fetchMock.mockImplementation(async () => cartReply([1]));
    act(() => dispatchCartUpdated(null));
    await waitFor(() => expect(result.current).toBe(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts from the cart the page was rendered with, without asking again', async () => {
    sessionStore.signIn(createUser());
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => cartReply([1]));
    const { result } = renderCartCount({ items: [{ product: { _id: 'p1' }, quantity: 4 }] });
    expect(result.current).toBe(4);
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toBe(4);
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => dispatchCartUpdated(null));
    await waitFor(() => expect(result.current).toBe(1));
  });

  it('counts 0 for a guest and fetches nothing', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { result } = renderCartCount();
    expect(result.current).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows 0 when the cart cannot be loaded', async () => {
    sessionStore.signIn(createUser());
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ status: 'error', code: 'NOT_FOUND', message: 'Not found' }), {
          status: 404,
        }),
    );
    const { result } = renderCartCount();
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toBe(0);
  });
});
