import {
  CATEGORY_PAGE_KEYS,
  CATEGORY_PAGES,
  type SitemapProductPage,
  type SitemapSummary,
} from '@kahraba/domain';
import { LEGAL_PAGES } from '../../../shared/legal-pages';
import type { SitemapFile, SitemapPage } from '../../../shared/seo/sitemap-xml';

// Which sitemap files the shop has, and which pages each lists. English paths, built as the
// paths module builds them (the files add each page's Arabic twin). Every page listed is its own
// canonical address (shared/seo/canonical.ts), so search engines are never sent to a copy.

export const SITEMAP_FILES = {
  static: 'static',
  categories: 'categories',
  brands: 'brands',
  products: (page: number) => `products-${page}`,
} as const;

/** The address of sitemap file `name` on `origin`. */
export const sitemapFileUrl = (origin: string, name: string) => `${origin}/sitemaps/${name}.xml`;

const newest = (times: ReadonlyArray<string | null | undefined>) =>
  times.reduce<string | null>((latest, time) => (time && (!latest || time > latest) ? time : latest), null);

/** The index: every file, with the newest change of what it lists. */
export function sitemapFiles(origin: string, summary: SitemapSummary): SitemapFile[] {
  const catalog = summary.products.lastmod;
  return [
    {
      loc: sitemapFileUrl(origin, SITEMAP_FILES.static),
      lastmod: newest([catalog, ...LEGAL_PAGES.map((p) => p.updated)]),
    },
    { loc: sitemapFileUrl(origin, SITEMAP_FILES.categories), lastmod: catalog },
    { loc: sitemapFileUrl(origin, SITEMAP_FILES.brands), lastmod: catalog },
    ...summary.productPages.map((file) => ({
      loc: sitemapFileUrl(origin, SITEMAP_FILES.products(file.page)),
      lastmod: file.lastmod,
    })),
  ];
}

/** The shop's own pages: the catalog's entrances, changing with the catalog, and the shop's policies. */
export function staticPages(summary: SitemapSummary): SitemapPage[] {
  const catalog = summary.products.lastmod;
  return [
    { path: '/', lastmod: catalog },
    { path: '/products', lastmod: catalog },
    { path: '/products?type=new', lastmod: catalog },
    { path: '/products?type=used', lastmod: catalog },
    { path: '/offers', lastmod: catalog },
    { path: '/search', lastmod: catalog },
    ...LEGAL_PAGES.map((page) => ({ path: page.path, lastmod: page.updated })),
  ];
}

/** Each category page, changed when any product of its categories last changed. */
export function categoryPages(summary: SitemapSummary): SitemapPage[] {
  const changed = new Map(summary.categories.map((c) => [c.category, c.lastmod]));
  return CATEGORY_PAGE_KEYS.map((key) => ({
    path: `/category/${encodeURIComponent(key)}`,
    lastmod: newest(CATEGORY_PAGES[key].categories.map((category) => changed.get(category))),
  }));
}

/** Each brand's search page (the shop's page of a brand's products). */
export function brandPages(summary: SitemapSummary): SitemapPage[] {
  return summary.brands.map((brand) => ({
    path: `/search?${new URLSearchParams({ brand: brand.brand })}`,
    lastmod: brand.lastmod,
  }));
}

/** A product file's pages: each product at its id, the address every link in the shop uses. */
export function productPages(file: SitemapProductPage): SitemapPage[] {
  return file.items.map((item) => ({
    path: `/product/${encodeURIComponent(item.id)}`,
    lastmod: item.lastmod,
  }));
}
