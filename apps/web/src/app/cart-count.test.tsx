import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('useCartCount', () => {
  it('fetches the count for a signed-in shopper, then follows cartUpdated events', async () => {
    sessionStore.signIn(createUser());
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => cartReply([2, 3]));
    const { result } = renderHook(() => useCartCount());
    await waitFor(() => expect(result.current).toBe(5));

    act(() => dispatchCartUpdated(7));
    expect(result.current).toBe(7);

    // An event without a count makes it fetch again.
    fetchMock.mockImplementation(async () => cartReply([1]));
    act(() => dispatchCartUpdated(null));
    await waitFor(() => expect(result.current).toBe(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('counts 0 for a guest and fetches nothing', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { result } = renderHook(() => useCartCount());
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
    const { result } = renderHook(() => useCartCount());
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current).toBe(0);
  });
});
