import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { SearchBox } from './search-box';
import { createProduct, mockApi, success } from './testing/product-fixtures';

const galaxy = createProduct({ _id: 'g1', name: 'Samsung Galaxy S26', price: 45_000 });

function suggestApi(data = { brands: ['Samsung'], products: [galaxy], categories: ['Mobile'] }) {
  return mockApi(({ url }) => (url.pathname === '/api/product/suggest' ? success(data) : undefined));
}

const suggestCalls = (requests: { url: URL }[]) =>
  requests.filter((r) => r.url.pathname === '/api/product/suggest').map((r) => r.url.searchParams.get('q'));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(ui = <SearchBox />) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderWithProviders(ui);
  const input = screen.getByRole('combobox', { name: 'Search products' });
  return { user, input, ...view };
}

/** Types, then lets the suggestion delay pass. */
async function typeAndWait(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.type(input, text);
  await act(() => vi.advanceTimersByTimeAsync(300));
}

describe('SearchBox', () => {
  it('asks for suggestions only once typing has paused for 300 ms', async () => {
    // A frozen clock that only the test moves; keystrokes through fireEvent, which waits for nothing.
    vi.useFakeTimers();
    const { requests } = suggestApi();
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search products' });

    for (const text of ['g', 'ga', 'gal']) {
      fireEvent.change(input, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    // 600 ms of typing, never a 300 ms pause: nothing asked yet.
    expect(suggestCalls(requests)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(suggestCalls(requests)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(suggestCalls(requests)).toEqual(['gal']);

    await act(() => vi.advanceTimersByTimeAsync(10)); // the answer arrives and renders
    expect(screen.getByRole('option', { name: 'Samsung' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('groups brands, products and categories', async () => {
    suggestApi();
    const { user, input } = setup();
    await typeAndWait(user, input, 'sam');
    expect(await screen.findByRole('group', { name: 'Brands' })).toHaveTextContent('Samsung');
    expect(screen.getByRole('group', { name: 'Products' })).toHaveTextContent('Samsung Galaxy S26');
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveTextContent('Mobiles');
  });

  it('goes to the brand search for a brand suggestion', async () => {
    suggestApi();
    const { user, input, router } = setup();
    await typeAndWait(user, input, 'sam');
    await user.click(await screen.findByRole('option', { name: 'Samsung' }));
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?brand=Samsung');
  });

  it('goes to the product page for a product suggestion', async () => {
    suggestApi();
    const { user, input, router } = setup();
    await typeAndWait(user, input, 'gal');
    await user.click(await screen.findByRole('option', { name: /Samsung Galaxy S26/ }));
    expect(router.state.location.pathname).toBe('/product/g1');
  });

  it('goes to the category search for a category suggestion, chosen with the keyboard', async () => {
    suggestApi();
    const { user, input, router } = setup();
    await typeAndWait(user, input, 'mob');
    await screen.findByRole('option', { name: 'Mobiles' });
    // Brand, product, category: the third option.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Mobiles' }).id,
    );
    expect(screen.getByRole('option', { name: 'Mobiles' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?category=Mobile');
  });

  it('searches the typed text on submit', async () => {
    suggestApi();
    const { user, input, router } = setup();
    await user.type(input, 'galaxy s26{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('galaxy s26');
  });

  it('hands the text to onSearch instead of navigating when given one', async () => {
    suggestApi();
    const onSearch = vi.fn();
    const { user, input, router } = setup(<SearchBox onSearch={onSearch} />);
    await user.type(input, '  iphone {Enter}');
    expect(onSearch).toHaveBeenCalledWith('iphone');
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers to browse all categories when nothing matches', async () => {
    suggestApi({ brands: [], products: [], categories: [] });
    const { user, input, router } = setup();
    await typeAndWait(user, input, 'zzz');
    const browse = await screen.findByRole('option', { name: 'No suggestions — browse all categories' });
    await user.click(browse);
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('');
  });

  it('closes the suggestions on Escape, then clears the text', async () => {
    suggestApi();
    const { user, input } = setup();
    await typeAndWait(user, input, 'sam');
    await screen.findByRole('option', { name: 'Samsung' });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('sam');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });
});
