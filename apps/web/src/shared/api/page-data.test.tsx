import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../../app/providers';
import { loadPageData, PageDataBoundary } from './page-data';

const CART_KEY = ['cart'] as const;

/** A loader that reads the cart as the server had it, answering only when told to. */
function pausedLoader(serverCart: string) {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const loader = () =>
    loadPageData(async (client) => {
      await answered;
      await client.prefetchQuery({ queryKey: CART_KEY, queryFn: () => serverCart });
    });
  return { loader, answer };
}

function Cart() {
  const { data } = useQuery({ queryKey: CART_KEY, queryFn: () => 'asked again', staleTime: Infinity });
  return <p>cart: {data}</p>;
}

function renderPages(nextLoader: () => unknown) {
  const client = createQueryClient();
  let cartFromPage: ReturnType<typeof useQueryClient> | undefined;
  function Frame() {
    cartFromPage = useQueryClient();
    return (
      <PageDataBoundary>
        <Outlet />
      </PageDataBoundary>
    );
  }
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Frame />,
        children: [
          {
            index: true,
            loader: () =>
              loadPageData((c) => c.prefetchQuery({ queryKey: CART_KEY, queryFn: () => 'empty' })),
            element: <Cart />,
          },
          { path: 'next', loader: nextLoader, element: <Cart /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Providers queryClient={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, client: () => cartFromPage! };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Goes to /next, doing `meanwhile` while its loader is held, then lets the loader answer. */
async function navigateWhile(
  pages: ReturnType<typeof renderPages>,
  answer: () => void,
  meanwhile: () => void,
) {
  let navigation!: Promise<void>;
  act(() => {
    navigation = pages.router.navigate('/next');
  });
  await waitFor(() => expect(pages.router.state.navigation.state).toBe('loading'));
  await pause(5);
  act(meanwhile);
  await pause(5);
  await act(async () => {
    answer();
    await navigation;
  });
  expect(pages.router.state.location.pathname).toBe('/next');
  // HydrationBoundary takes answers for queries already cached in an effect, after the render.
  await act(() => pause(20));
}

describe('a page loader answer taken into the cache', () => {
  it('does not overwrite a change the shopper made while the page loaded', async () => {
    const next = pausedLoader('empty (read before the change)');
    const pages = renderPages(next.loader);
    expect(await screen.findByText('cart: empty')).toBeInTheDocument();
    // While the next page loads, the shopper adds an item: the cart's answer is set in the browser.
    await navigateWhile(pages, next.answer, () => pages.client().setQueryData(CART_KEY, '1 item'));
    expect(pages.client().getQueryData(CART_KEY)).toBe('1 item');
    expect(screen.getByText('cart: 1 item')).toBeInTheDocument();
  });

  it('takes the answer of a load that began after the last change', async () => {
    const next = pausedLoader('2 items');
    const pages = renderPages(next.loader);
    expect(await screen.findByText('cart: empty')).toBeInTheDocument();
    act(() => {
      pages.client().setQueryData(CART_KEY, '1 item');
    });
    await pause(5);
    await navigateWhile(pages, next.answer, () => {});
    expect(pages.client().getQueryData(CART_KEY)).toBe('2 items');
    expect(screen.getByText('cart: 2 items')).toBeInTheDocument();
  });
});
