import type { SitemapSummary } from '@kahraba/domain';
import { describe, expect, it } from 'vitest';
import { brandPages, categoryPages, productPages, sitemapFiles, staticPages } from './sitemap-plan';

const summary: SitemapSummary = {
  products: { count: 12_000, lastmod: '2026-11-20T00:00:00.000Z' },
  productPages: [
    { page: 1, lastmod: '2026-11-20T00:00:00.000Z' },
    { page: 2, lastmod: '2026-11-10T00:00:00.000Z' },
  ],
  categories: [
    { category: 'Mobile', lastmod: '2026-11-01T00:00:00.000Z' },
    { category: 'Tablet', lastmod: '2026-11-05T00:00:00.000Z' },
  ],
  brands: [{ brand: 'B&O', lastmod: '2026-11-02T00:00:00.000Z' }],
};

describe('the sitemap plan', () => {
  it('indexes the static, category and brand files and one file per product page', () => {
    const files = sitemapFiles('https://k.eg', summary).map((f) => f.loc);
    expect(files).toEqual([
      'https://k.eg/sitemaps/static.xml',
      'https://k.eg/sitemaps/categories.xml',
      'https://k.eg/sitemaps/brands.xml',
      'https://k.eg/sitemaps/products-1.xml',
      'https://k.eg/sitemaps/products-2.xml',
    ]);
  });

  it('dates a category page by the newest change among its categories', () => {
    const mobile = categoryPages(summary).find((p) => p.path === '/category/Mobile');
    expect(mobile?.lastmod).toBe('2026-11-05T00:00:00.000Z');
  });

  it('lists brands as their search page, products at their id, and the policies among the static pages', () => {
    expect(brandPages(summary)).toEqual([
      { path: '/search?brand=B%26O', lastmod: '2026-11-02T00:00:00.000Z' },
    ]);
    expect(productPages({ page: 1, items: [{ id: 'a1', slug: 's', lastmod: 'x' }] })).toEqual([
      { path: '/product/a1', lastmod: 'x' },
    ]);
    const paths = staticPages(summary).map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/offers', '/privacy', '/terms', '/returns', '/shipping']),
    );
  });
});
