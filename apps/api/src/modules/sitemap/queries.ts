import { SITEMAP_PRODUCTS_PER_FILE, type SitemapProductPage, type SitemapSummary } from '@kahraba/domain';
import { type Database, runPreparedOn } from '../../db/client.js';

// The sitemaps' reads: ids, slugs and change times of live products, walked in id order on the
// primary key, so a file of 10 000 products is one indexed read however large the catalog grows.

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

const STATEMENTS = {
  totals: {
    text: `select count(*)::int as "count", max(updated_at) as "lastmod" from products where deleted_at is null`,
  },
  // The newest change in each product file: the files are the live products in id order, cut every
  // SITEMAP_PRODUCTS_PER_FILE.
  pages: {
    name: 'sitemap_pages',
    text: `select (n / $1)::int + 1 as "page", max(updated_at) as "lastmod"
      from (select updated_at, row_number() over (order by id) - 1 as n from products where deleted_at is null) as p
      group by 1 order by 1`,
  },
  categories: {
    text: `select category as "category", max(updated_at) as "lastmod" from products
      where deleted_at is null group by category order by category`,
  },
  brands: {
    text: `select brand as "brand", max(updated_at) as "lastmod" from products
      where deleted_at is null group by brand order by brand`,
  },
  page: {
    name: 'sitemap_product_page',
    text: `select id as "id", slug as "slug", updated_at as "lastmod" from products
      where deleted_at is null order by id limit $1 offset $2`,
  },
};

/** How the catalog's sitemaps stand: the product files and the newest change of each part. */
export async function readSitemapSummary(db: Database): Promise<SitemapSummary> {
  const run = runPreparedOn(db);
  const [totals, pages, categories, brands] = await Promise.all([
    run(STATEMENTS.totals, []),
    run(STATEMENTS.pages, [SITEMAP_PRODUCTS_PER_FILE]),
    run(STATEMENTS.categories, []),
    run(STATEMENTS.brands, []),
  ]);
  const total = totals[0];
  return {
    products: {
      count: Number(total?.count ?? 0),
      lastmod: total?.lastmod ? iso(total.lastmod) : null,
    },
    productPages: pages.map((row) => ({ page: Number(row.page), lastmod: iso(row.lastmod) })),
    categories: categories.map((row) => ({ category: String(row.category), lastmod: iso(row.lastmod) })),
    brands: brands.map((row) => ({ brand: String(row.brand), lastmod: iso(row.lastmod) })),
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
