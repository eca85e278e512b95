import { SITEMAP_PRODUCTS_PER_FILE, type SitemapProductPage, type SitemapSummary } from '@kahraba/domain';
import { type Database, runPreparedOn } from '../../db/client.js';

// The sitemaps' reads: ids, slugs and change times of live products, walked in id order on the
// primary key, so a file of 10 000 products is one indexed read however large the catalog grows.

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

const STATEMENTS = {
  // One pass over the live products gives the totals, the categories and the brands: each
  // category and brand pair with its count and newest change (a few hundred rows at most).
  groups: {
    name: 'sitemap_groups',
    text: `select category as "category", brand as "brand", count(*)::int as "count", max(updated_at) as "lastmod"
      from products where deleted_at is null group by category, brand`,
  },
  // The newest change in each product file: the files are the live products in id order, cut every
  // SITEMAP_PRODUCTS_PER_FILE.
  pages: {
    name: 'sitemap_pages',
    text: `select (n / $1)::int + 1 as "page", max(updated_at) as "lastmod"
      from (select updated_at, row_number() over (order by id) - 1 as n from products where deleted_at is null) as p
      group by 1 order by 1`,
  },
  page: {
    name: 'sitemap_product_page',
    text: `select id as "id", slug as "slug", updated_at as "lastmod" from products
      where deleted_at is null order by id limit $1 offset $2`,
  },
};

/** The newest change per key, in key order. */
function newestBy(
  rows: ReadonlyArray<{ key: string; lastmod: string }>,
): Array<{ key: string; lastmod: string }> {
  const newest = new Map<string, string>();
  for (const { key, lastmod } of rows) {
    const known = newest.get(key);
    if (!known || lastmod > known) newest.set(key, lastmod);
  }
  return [...newest]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, lastmod]) => ({ key, lastmod }));
}

/** How the catalog's sitemaps stand: the product files and the newest change of each part. */
export async function readSitemapSummary(db: Database): Promise<SitemapSummary> {
  const run = runPreparedOn(db);
  const [groups, pages] = await Promise.all([
    run(STATEMENTS.groups, []),
    run(STATEMENTS.pages, [SITEMAP_PRODUCTS_PER_FILE]),
  ]);
  const rows = groups.map((row) => ({
    category: String(row.category),
    brand: String(row.brand),
    count: Number(row.count),
    lastmod: iso(row.lastmod),
  }));
  const all = newestBy(rows.map((row) => ({ key: '', lastmod: row.lastmod })))[0];
  return {
    products: { count: rows.reduce((sum, row) => sum + row.count, 0), lastmod: all?.lastmod ?? null },
    productPages: pages.map((row) => ({ page: Number(row.page), lastmod: iso(row.lastmod) })),
    categories: newestBy(rows.map((row) => ({ key: row.category, lastmod: row.lastmod }))).map(
      ({ key, lastmod }) => ({
        category: key,
        lastmod,
      }),
    ),
    brands: newestBy(rows.map((row) => ({ key: row.brand, lastmod: row.lastmod }))).map(
      ({ key, lastmod }) => ({
        brand: key,
        lastmod,
      }),
    ),
  };
}

/** The live products of product file `page` (from 1): empty past the last one. */
export async function readSitemapProductPage(db: Database, page: number): Promise<SitemapProductPage> {
  const rows = await runPreparedOn(db)(STATEMENTS.page, [
    SITEMAP_PRODUCTS_PER_FILE,
    (page - 1) * SITEMAP_PRODUCTS_PER_FILE,
  ]);
  return {
    page,
    items: rows.map((row) => ({ id: String(row.id), slug: String(row.slug), lastmod: iso(row.lastmod) })),
  };
}
