// What the page benchmarks load: the shopper pages of the issues, each in both languages. Guests see
// the catalog; a signed-in shopper sees their home page, cart and an order of theirs.
import type { Language } from './language.ts';

export interface BenchPage {
  /** Short name for the table, e.g. "product". */
  name: string;
  /** Path and query, e.g. "/search?q=samsung". */
  path: string;
  /** Loaded with the bench shopper's session cookie (web/shopper.ts). */
  signedIn: boolean;
}

/** What some pages show: a product of the catalog, and an order of the bench shopper's. */
export interface PageTargets {
  productId: string;
  orderId: string;
}

export function benchPages({ productId, orderId }: PageTargets): BenchPage[] {
  const guest = (name: string, path: string) => ({ name, path, signedIn: false });
  const shopper = (name: string, path: string) => ({ name, path, signedIn: true });
  return [
    guest('home', '/'),
    guest('search', '/search?q=samsung'),
    guest('category', '/category/Mobile'),
    guest(PRODUCT_PAGE_NAME, `/product/${encodeURIComponent(productId)}`),
    guest('offers', '/offers'),
    shopper('home-signed-in', '/'),
    shopper('cart', '/cart'),
    shopper('order', `/order/${encodeURIComponent(orderId)}`),
  ];
}

export const HOME_PAGE_NAME = 'home';
export const PRODUCT_PAGE_NAME = 'product';

/** A smoke run's pages: one a guest sees, one only a signed-in shopper can. */
export const SMOKE_PAGE_NAMES: readonly string[] = [HOME_PAGE_NAME, 'cart'];

export const BENCH_LANGUAGES: readonly Language[] = ['en', 'ar'];
