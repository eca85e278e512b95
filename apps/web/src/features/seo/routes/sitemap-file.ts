import type { LoaderFunctionArgs } from 'react-router';
import { SHARED_PAGE } from '../../../shared/page-cache';
import { publicOrigin } from '../../../shared/seo/site';
import { type SitemapPage, sitemapXml } from '../../../shared/seo/sitemap-xml';
import { fetchSitemapProducts, fetchSitemapSummary } from '../api/sitemap';
import { brandPages, categoryPages, productPages, SITEMAP_FILES, staticPages } from '../lib/sitemap-plan';

const PRODUCTS_FILE = /^products-([1-9][0-9]{0,5})\.xml$/;

/** The pages sitemap file `name` lists; undefined for a file the shop does not have. */
async function pagesOf(name: string): Promise<SitemapPage[] | undefined> {
  const products = PRODUCTS_FILE.exec(name);
  if (products) {
    const file = await fetchSitemapProducts(Number(products[1]));
    // Past the last file there is nothing to list, and no file.
    return file.items.length > 0 ? productPages(file) : undefined;
  }
  const listed = {
    [`${SITEMAP_FILES.static}.xml`]: staticPages,
    [`${SITEMAP_FILES.categories}.xml`]: categoryPages,
    [`${SITEMAP_FILES.brands}.xml`]: brandPages,
  }[name];
  return listed ? listed(await fetchSitemapSummary()) : undefined;
}

/** /sitemaps/{file}.xml: one file the index names, every page in both languages. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const pages = await pagesOf(params.file ?? '');
  if (!pages) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(sitemapXml(publicOrigin(request), pages), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SHARED_PAGE },
  });
}
