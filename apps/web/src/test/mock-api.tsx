import type { Product } from '@kahraba/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { createQueryClient, Providers } from '../app/providers';

// Test helpers for pages that show products: a product factory, a fake API behind fetch that records
// every request, and a render without retries (so failure states show at once).

let nextId = 1;

export function createProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? `p${String(nextId++).padStart(3, '0')}`;
  return {
    _id: id,
    id,
    name: `Product ${id}`,
    nameAr: null,
    slug: `product-${id}`,
    brand: 'Samsung',
    category: 'Mobile',
    productType: 'MobileTablet',
    __t: 'MobileTablet',
    description: 'A product.',
    descriptionAr: null,
    price: 1000,
    priceAfterDiscount: null,
    discount: null,
    discountPercentage: 0,
    quantity: 5,
    sold: 0,
    image: '/media/products/x.svg',
    images: [],
    rating: 4,
    ratingsAverage: 4,
    ratingsQuantity: 0,
    reviews: 0,
    views: 0,
    isExclusive: false,
    isNew: false,
    badge: null,
    productCode: `KH-${id}`,
    referralCode: null,
    installments: null,
    used: false,
    usedStatus: null,
    specs: {},
    company: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function productList(products: Product[], { page = 1, totalPages = 1, total = products.length } = {}) {
  return {
    status: 'success',
    data: products,
    results: products.length,
    page,
    totalPages,
    total,
    hasNextPage: page < totalPages,
  };
}

export const dealerList = (names: string[]) => ({
  status: 'success',
  data: {
    dealers: names.map((name, index) => ({ _id: `d${index}`, name, brief: '', briefAr: '', logo: null })),
  },
});

export const serverError = {
  status: 500,
  body: { status: 'error', code: 'INTERNAL_ERROR', message: 'Boom' },
};

type Reply = { status?: number; body: unknown };
type Route = Reply | ((url: URL) => Reply);

/** Answers fetch by path; every request is recorded, unknown paths get a 404 envelope. */
export function mockApi(routes: Record<string, Route>) {
  const requests: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    requests.push(url);
    const route = routes[url.pathname];
    const reply: Reply = route
      ? typeof route === 'function'
        ? route(url)
        : route
      : { status: 404, body: { status: 'error', code: 'NOT_FOUND', message: 'Not found' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const queriesTo = (path: string) =>
    requests.filter((url) => url.pathname === path).map((url) => Object.fromEntries(url.searchParams));
  return {
    requests,
    queriesTo,
    /** The parameters of the latest request to `path`. */
    lastQuery: (path: string) => queriesTo(path).at(-1),
  };
}

/** Renders `routes` (or one element at every path) in a memory router at `path`. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    ...render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    ),
  };
}

export function renderPage(ui: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element: ui }], path);
}

/** The current URL's query as a plain object. */
export const urlQuery = (router: ReturnType<typeof renderPage>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
