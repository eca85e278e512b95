// What the page benchmark loads: the five shopper pages of the issue, each in both languages.
import type { Language } from './language.ts';

export interface BenchPage {
  /** Short name for the table, e.g. "product". */
  name: string;
  /** Path and query, e.g. "/search?q=samsung". */
  path: string;
}

export function benchPages(productId: string): BenchPage[] {
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: '/search?q=samsung' },
    { name: 'category', path: '/category/Mobile' },
    { name: 'product', path: `/product/${encodeURIComponent(productId)}` },
    { name: 'offers', path: '/offers' },
  ];
}

export const HOME_PAGE_NAME = 'home';

export const BENCH_LANGUAGES: readonly Language[] = ['en', 'ar'];
