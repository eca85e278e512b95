import type { Wishlist } from '@kahraba/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/fixtures';
import { createProduct, renderRoutes } from '../../test/mock-api';
import { i18n } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { SIGN_IN_ARRIVAL } from '../session/sign-in-arrival';
import { useWishIntent } from './use-wish-intent';
import { WishlistHeart } from './wishlist-heart';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** A fake wishlist API holding `saved` product ids; records every write. */
function mockWishlistApi(saved: string[]) {
  const writes: string[] = [];
  const list = (): Wishlist => ({
    items: saved.map((id) => ({ product: createProduct({ _id: id }), addedAt: '2026-11-20T10:00:00.000Z' })),
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      const { product } = JSON.parse(String(init?.body)) as { product: string };
      writes.push(`add ${product}`);
      if (!saved.includes(product)) saved.unshift(product);
    } else if (method === 'DELETE') {
      const id = url.pathname.split('/').at(-1)!;
      writes.push(`remove ${id}`);
      saved.splice(saved.indexOf(id), 1);
    }
    return ok(list());
  });
  return { writes };
}

function renderHeart(path = '/search?q=galaxy') {
  return renderRoutes(
    [
      { path: '/search', element: <WishlistHeart productId="p1" productName="Galaxy A56" /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    path,
  );
}

describe('WishlistHeart', () => {
  it('is a toggle button named after the product, in English', async () => {
    mockWishlistApi([]);
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Save Galaxy A56 to your wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('is named in Arabic on an Arabic page', async () => {
    await i18n.changeLanguage('ar');
    mockWishlistApi([]);
    renderHeart();
    expect(screen.getByRole('button', { name: 'حفظ Galaxy A56 في قائمة المفضلة' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('sends a guest to sign in, coming back to the same page with the wish to save the product', async () => {
    const user = userEvent.setup();
    const { writes } = mockWishlistApi([]);
    const { router } = renderHeart();
    await user.click(screen.getByRole('button', { name: /Galaxy A56/ }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    const redirect = new URLSearchParams(router.state.location.search).get('redirect');
    expect(redirect).toBe('/search?q=galaxy&wish=p1');
    expect(writes).toEqual([]);
  });

  it("shows a signed-in shopper's saved product pressed, and takes it off and back on", async () => {
    sessionStore.seed(createUser());
    const user = userEvent.setup();
    const { writes } = mockWishlistApi(['p1']);
    renderHeart();
    const heart = screen.getByRole('button', { name: /Galaxy A56/ });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(writes).toEqual(['remove p1', 'add p1']);
  });

  it('falls back to a form that posts to the product page when the scripts have not run', () => {
    mockWishlistApi([]);
    renderHeart();
    const form = screen.getByRole('button', { name: /Galaxy A56/ }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/product/p1');
    expect(new FormData(form).get('intent')).toBe('wish');
    expect(new FormData(form).get('returnTo')).toBe('/search?q=galaxy');
  });
});

function WishIntentPage() {
  useWishIntent();
  return <p>Search page</p>;
}

describe('useWishIntent', () => {
  const renderArrival = async (state: unknown) => {
    sessionStore.seed(createUser());
    const api = mockWishlistApi([]);
    const { router } = renderRoutes([{ path: '*', element: <WishIntentPage /> }], '/');
    await router.navigate('/search?q=galaxy&wish=p1', { state });
    return { ...api, router };
  };

  it('saves the product on the page the login sent the shopper to, and drops the wish from the address', async () => {
    const { writes, router } = await renderArrival(SIGN_IN_ARRIVAL);
    await waitFor(() => expect(router.state.location.search).toBe('?q=galaxy'));
    await waitFor(() => expect(writes).toEqual(['add p1']));
  });

  it('saves nothing for the same address opened from a link, and still drops the wish', async () => {
    const { writes, router } = await renderArrival(null);
    await waitFor(() => expect(router.state.location.search).toBe('?q=galaxy'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes).toEqual([]);
  });
});
