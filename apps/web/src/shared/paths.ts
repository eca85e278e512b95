import type { CategoryPageKey, CategorySort, SearchCategory, SearchSort } from '@kahraba/domain';

// Every in-app link is built here, so a route can change in one place (STYLE.md).

export type ProductsType = 'all' | 'new' | 'used';

export interface SearchParams {
  q?: string;
  category?: SearchCategory;
  brand?: string;
  productType?: string;
  sort?: SearchSort;
  priceMin?: number;
  priceMax?: number;
}

export interface CategoryParams {
  search?: string;
  productType?: string;
  brand?: string;
  discount?: 'yes' | 'no';
  sort?: CategorySort;
  priceMin?: number;
  priceMax?: number;
}

type QueryValue = string | number | undefined;

/** Appends the given parameters, leaving out empty ones so links stay short and canonical. */
function withQuery(pathname: string, params: Readonly<Record<string, QueryValue>> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: () => '/',
  products: (type?: ProductsType) => withQuery('/products', { type }),
  offers: () => '/offers',
  search: (params?: SearchParams) => withQuery('/search', { ...params }),
  category: (key: CategoryPageKey, params?: CategoryParams) =>
    withQuery(`/category/${segment(key)}`, { ...params }),
  product: (id: string) => `/product/${segment(id)}`,
  /** `redirect` names where to go after signing in, e.g. 'cart' (SPEC §2: /login?redirect=cart). */
  login: (redirect?: string) => withQuery('/login', { redirect }),
  signup: () => '/signup',
  cart: () => '/cart',
  checkout: () => '/checkout',
  account: () => '/user-account',
  chats: () => '/user-chats',
  tradeIn: () => '/trade-in',
  order: (id: string) => `/order/${segment(id)}`,
} as const;

/**
 * Route patterns for the router, kept beside the builders above so the two cannot drift apart.
 * Leading slashes are kept: they are absolute paths of top-level routes.
 */
export const routePatterns = {
  home: '/',
  products: '/products',
  offers: '/offers',
  search: '/search',
  category: '/category/:category',
  product: '/product/:id',
  login: '/login',
  signup: '/signup',
  cart: '/cart',
  checkout: '/checkout',
  account: '/user-account',
  chats: '/user-chats',
  tradeIn: '/trade-in',
  order: '/order/:id',
} as const satisfies Record<keyof typeof paths, string>;
