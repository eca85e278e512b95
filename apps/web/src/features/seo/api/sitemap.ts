import type { SitemapProductPage, SitemapSummary } from '@kahraba/domain';
import { http } from '../../../shared/api/http-client';

// The sitemaps' reads (apps/api/src/modules/sitemap): addresses and change times, never whole products.

export function fetchSitemapSummary(): Promise<SitemapSummary> {
  return http.get<SitemapSummary>('/sitemap');
}

export function fetchSitemapProducts(page: number): Promise<SitemapProductPage> {
  return http.get<SitemapProductPage>('/sitemap/products', { query: { page } });
}
