import type { CategoryPageKey, CategorySort, SearchCategory, SearchSort } from '@kahraba/domain';
import { inPageLanguage } from './language-paths';

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
  /** 'true': the words as typed, none read as a near catalog word (GET /product asTyped). */
  asTyped?: 'true';
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

/**
 * The query parameter that asks a page to save a product to the wishlist once the shopper is
 * signed in: a guest who taps a heart signs in and comes back to `…?wish=<id>`.
 */
export const WISH_PARAM = 'wish';

/** `path` (an in-app path with its query) asking for `productId` to be saved on arrival. */
export function withWishIntent(path: string, productId: string): string {
  const url = new URL(path, 'http://kahraba.invalid');
  url.searchParams.set(WISH_PARAM, productId);
  return `${url.pathname}${url.search}`;
}

/** Whether `value` is a path inside the shop (not `//other.site` or a full address): safe to redirect to. */
export function isInAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/** `url` without its wish intent, once it has been carried out. */
export function withoutWishIntent(url: URL): string {
  const clean = new URL(url);
  clean.searchParams.delete(WISH_PARAM);
  return `${clean.pathname}${clean.search}`;
}

// The shop's pages are in the language of the page that links to them (language-paths.ts).
const shop = inPageLanguage;

export const paths = {
  home: () => shop('/'),
  products: (type?: ProductsType) => shop(withQuery('/products', { type })),
  offers: () => shop('/offers'),
  search: (params?: SearchParams) => shop(withQuery('/search', { ...params })),
  category: (key: CategoryPageKey, params?: CategoryParams) =>
    shop(withQuery(`/category/${segment(key)}`, { ...params })),
  product: (id: string) => shop(`/product/${segment(id)}`),
  /** `redirect` names where to go after signing in, e.g. 'cart' (SPEC §2: /login?redirect=cart). */
  login: (redirect?: string) => shop(withQuery('/login', { redirect })),
  signup: () => shop('/signup'),
  forgotPassword: () => shop('/forgot-password'),
  /** The page a reset link opens; the token is the one the e-mail carried. */
  resetPassword: (token?: string) => shop(withQuery('/reset-password', { token })),
  cart: () => shop('/cart'),
  checkout: () => shop('/checkout'),
  /** `tab` opens one of its tabs (`settings`). */
  account: (tab?: string) => shop(withQuery('/user-account', { tab })),
  /** `withId` opens the conversation with that account: staff writing to a shopper first. */
  chats: (withId?: string) => shop(withQuery('/user-chats', { with: withId })),
  tradeIn: () => shop('/trade-in'),
  order: (id: string) => shop(`/order/${segment(id)}`),
  // The shop's policies (shared/legal-pages.ts).
  privacy: () => shop('/privacy'),
  terms: () => shop('/terms'),
  returns: () => shop('/returns'),
  shipping: () => shop('/shipping'),
  notifications: () => shop('/notifications'),
  // The staff console: its own layout, outside the shop's, in one URL whatever its language.
  admin: () => '/admin',
  adminProducts: () => '/admin/products',
  adminNewProduct: () => '/admin/products/new',
  adminProduct: (id: string) => `/admin/products/${segment(id)}`,
  adminOrders: () => '/admin/orders',
  adminOrder: (id: string) => `/admin/orders/${segment(id)}`,
  adminTradeIns: () => '/admin/trade-ins',
  adminTradeIn: (id: string) => `/admin/trade-ins/${segment(id)}`,
  adminMessages: () => '/admin/messages',
  adminBrands: () => '/admin/brands',
  adminReviews: () => '/admin/reviews',
  adminCoupons: () => '/admin/coupons',
  adminInstallmentPlans: () => '/admin/installment-plans',
  adminTradeInEstimates: () => '/admin/trade-in-estimates',
  adminDeliveryZones: () => '/admin/delivery-zones',
  adminStaff: () => '/admin/staff',
  /** `entity` and `entityId` open the log filtered to one thing's history. */
  adminAudit: (params?: { entity?: string; entityId?: string }) => withQuery('/admin/audit', { ...params }),
  adminOutbox: () => '/admin/outbox',
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
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  cart: '/cart',
  checkout: '/checkout',
  account: '/user-account',
  chats: '/user-chats',
  tradeIn: '/trade-in',
  order: '/order/:id',
  privacy: '/privacy',
  terms: '/terms',
  returns: '/returns',
  shipping: '/shipping',
  notifications: '/notifications',
  admin: '/admin',
  adminProducts: '/admin/products',
  adminNewProduct: '/admin/products/new',
  adminProduct: '/admin/products/:id',
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:id',
  adminTradeIns: '/admin/trade-ins',
  adminTradeIn: '/admin/trade-ins/:id',
  adminMessages: '/admin/messages',
  adminBrands: '/admin/brands',
  adminReviews: '/admin/reviews',
  adminCoupons: '/admin/coupons',
  adminInstallmentPlans: '/admin/installment-plans',
  adminTradeInEstimates: '/admin/trade-in-estimates',
  adminDeliveryZones: '/admin/delivery-zones',
  adminStaff: '/admin/staff',
  adminAudit: '/admin/audit',
  adminOutbox: '/admin/outbox',
} as const satisfies Record<keyof typeof paths, string>;
