import { z } from 'zod';

// What the web app's sitemaps read from the API: addresses and change times only, never whole
// products, so a sitemap of the largest catalog stays one cheap, indexed read.

/** Products per product sitemap: each is listed in both languages, well under the protocol's 50 000 URLs. */
export const SITEMAP_PRODUCTS_PER_FILE = 10_000;

const lastmodSchema = z.string().describe('ISO 8601 time of the newest change');

/** Where the catalog's sitemaps stand: how many product files, and when each part last changed. */
export const sitemapSummarySchema = z.object({
  products: z.object({ count: z.number().int().min(0), lastmod: lastmodSchema.nullable() }),
  /** One entry per product sitemap file, in order; `page` counts from 1. */
  productPages: z.array(z.object({ page: z.number().int().min(1), lastmod: lastmodSchema })),
  /** Every product category with live products, with its newest change. */
  categories: z.array(z.object({ category: z.string(), lastmod: lastmodSchema })),
  /** Every brand with live products, with its newest change. */
  brands: z.array(z.object({ brand: z.string(), lastmod: lastmodSchema })),
});
export type SitemapSummary = z.infer<typeof sitemapSummarySchema>;

/** One product sitemap file's products: how each is addressed and when it last changed. */
export const sitemapProductPageSchema = z.object({
  page: z.number().int().min(1),
  items: z.array(z.object({ id: z.string(), slug: z.string(), lastmod: lastmodSchema })),
});
export type SitemapProductPage = z.infer<typeof sitemapProductPageSchema>;

export const sitemapProductPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000),
});
