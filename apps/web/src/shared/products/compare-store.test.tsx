import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../../app/providers';
import { renderWithProviders } from '../../test/render-with-providers';
import { toCardProduct } from './card-product';
import { CompareButton } from './compare-modal';
import { COMPARE_STORAGE_KEY, compareStore, createCompareStore, useCompare } from './compare-store';
import { createProduct } from './testing/product-fixtures';

function Wrapper({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  return <Providers queryClient={queryClient}>{children}</Providers>;
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  compareStore.clear();
  sessionStorage.clear();
});

describe('compare store', () => {
  it('refuses a fifth product and leaves the list as it was', () => {
    const store = createCompareStore(sessionStorage);
    const products = Array.from({ length: 5 }, () => createProduct());
    for (const product of products.slice(0, 4)) expect(store.toggle(product).refused).toBe(false);
    expect(store.toggle(products[4]!).refused).toBe(true);
    expect(store.getSnapshot().map((p) => p._id)).toEqual(products.slice(0, 4).map((p) => p._id));
  });

  it('removes a listed product when it is toggled again', () => {
    const store = createCompareStore(sessionStorage);
    const [a, b] = [createProduct(), createProduct()];
    store.toggle(a);
    store.toggle(b);
    store.toggle(a);
    expect(store.getSnapshot().map((p) => p._id)).toEqual([b._id]);
  });

  it('keeps the list in sessionStorage, so another page (or a reload) sees it', () => {
    const product = createProduct({ name: 'Galaxy S26' });
    createCompareStore(sessionStorage).toggle(product);
    expect(sessionStorage.getItem(COMPARE_STORAGE_KEY)).toContain('Galaxy S26');
    expect(createCompareStore(sessionStorage).getSnapshot()).toEqual([toCardProduct(product)]);
    // Kept as its card: the descriptions never reach the tab's storage.
    expect(sessionStorage.getItem(COMPARE_STORAGE_KEY)).not.toContain(product.description);
  });

  it('ignores stored data that is not a product list', () => {
    sessionStorage.setItem(COMPARE_STORAGE_KEY, '{"not":"a list"');
    expect(createCompareStore(sessionStorage).getSnapshot()).toEqual([]);
    sessionStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([{ _id: 'x' }, createProduct({ _id: 'ok' })]));
    expect(
      createCompareStore(sessionStorage)
        .getSnapshot()
        .map((p) => p._id),
    ).toEqual(['ok']);
  });
});

describe('useCompare', () => {
  it('tells the shopper when a fifth product is refused', async () => {
    const store = createCompareStore(sessionStorage);
    const { result } = renderHook(() => useCompare(store), { wrapper: Wrapper });
    const products = Array.from({ length: 5 }, () => createProduct());
    act(() => {
      for (const product of products) result.current.toggle(product);
    });
    expect(result.current.items).toHaveLength(4);
    expect(result.current.has(products[4]!._id)).toBe(false);
    expect(await screen.findByText('You can only compare up to 4 products at a time')).toBeInTheDocument();
  });
});

describe('CompareButton', () => {
  it('is disabled with nothing chosen, and lists the chosen products in the compare modal', async () => {
    const user = userEvent.setup();
    const store = createCompareStore(sessionStorage);
    renderWithProviders(<CompareButton store={store} />);
    const button = screen.getByRole('button', { name: 'Compare 0 products' });
    expect(button).toBeDisabled();

    act(() => {
      store.toggle(createProduct({ _id: 'a1', name: 'iPhone 17', brand: 'Apple', price: 50_000 }));
      store.toggle(createProduct({ _id: 'b2', name: 'Galaxy S26', quantity: 0 }));
    });
    await user.click(screen.getByRole('button', { name: 'Compare 2 products' }));

    const dialog = screen.getByRole('dialog', { name: 'Compare products' });
    expect(dialog).toHaveTextContent('Apple');
    expect(dialog).toHaveTextContent('Out of stock');
    expect(screen.getByRole('link', { name: 'iPhone 17' })).toHaveAttribute('href', '/product/a1');

    await user.click(screen.getByRole('button', { name: 'Remove iPhone 17 from comparison' }));
    expect(screen.queryByRole('link', { name: 'iPhone 17' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(store.getSnapshot()).toEqual([]);
    await waitFor(() => expect(screen.getByText(/Choose Compare on up to 4 products/)).toBeInTheDocument());
  });
});
