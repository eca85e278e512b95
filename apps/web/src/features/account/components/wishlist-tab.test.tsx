import type { Wishlist } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';
import { createUser } from '../../../test/fixtures';
import { createProduct, renderPage } from '../../../test/mock-api';
import { WishlistTab } from './wishlist-tab';

/** A fake wishlist API holding `saved`; a DELETE takes the product off. */
function mockWishlistApi(saved: Wishlist['items']) {
  const deleted: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method === 'DELETE') {
      const id = new URL(String(input), 'http://localhost').pathname.split('/').at(-1)!;
      deleted.push(id);
      saved = saved.filter((item) => item.product._id !== id);
    }
    return new Response(JSON.stringify({ status: 'success', data: { items: saved } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return deleted;
}

const saved = (id: string, name: string, nameAr: string | null = null) => ({
  product: createProduct({ _id: id, name, nameAr, price: 18_999 }),
  addedAt: '2026-11-20T10:00:00.000Z',
});

describe('WishlistTab', () => {
  it('lists the saved products with their price, and removes one', async () => {
    sessionStore.seed(createUser());
    const user = userEvent.setup();
    const deleted = mockWishlistApi([saved('p1', 'Galaxy A56'), saved('p2', 'Pixel 10')]);
    renderPage(<WishlistTab />);
    const items = await screen.findAllByTestId('wishlist-item');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Galaxy A56',
      'Pixel 10',
    ]);
    expect(within(items[0]!).getByText(/18,999/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Galaxy A56 from your wishlist' }));
    await waitFor(() => expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1));
    expect(deleted).toEqual(['p1']);
  });

  it('puts a saved product in the cart from the list, and offers no button for one out of stock', async () => {
    sessionStore.seed(createUser());
    const user = userEvent.setup();
    const posted: unknown[] = [];
    const items = [
      saved('p1', 'Galaxy A56'),
      { ...saved('p2', 'Pixel 10'), product: createProduct({ _id: 'p2', name: 'Pixel 10', quantity: 0 }) },
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/cart' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return new Response(
          JSON.stringify({
            status: 'success',
            data: { items: [], discount: 0, total: 0, totalAfterDiscount: 0 },
          }),
          {
            headers: { 'Content-Type': 'application/json' },
          },
        );
      }
      return new Response(JSON.stringify({ status: 'success', data: { items } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderPage(<WishlistTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Galaxy A56 to your cart' }));
    expect(await screen.findByText('Galaxy A56 is in your cart.')).toBeInTheDocument();
    expect(posted).toEqual([{ product: 'p1', quantity: 1 }]);
    expect(screen.queryByRole('button', { name: 'Add Pixel 10 to your cart' })).not.toBeInTheDocument();
    expect(within(screen.getAllByTestId('wishlist-item')[1]!).getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows the Arabic names and an Arabic empty state', async () => {
    await i18n.changeLanguage('ar');
    sessionStore.seed(createUser());
    mockWishlistApi([saved('p1', 'Galaxy A56', 'جالاكسي A56')]);
    const { unmount } = renderPage(<WishlistTab />);
    expect(await screen.findByRole('link', { name: 'جالاكسي A56' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إزالة جالاكسي A56 من قائمة المفضلة' })).toBeInTheDocument();
    unmount();
    mockWishlistApi([]);
    renderPage(<WishlistTab />);
    expect(await screen.findByText('قائمة المفضلة فارغة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفح المنتجات' })).toHaveAttribute('href', '/ar/products');
  });
});
