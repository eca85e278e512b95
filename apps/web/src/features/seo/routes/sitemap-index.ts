import type { LoaderFunctionArgs } from 'react-router';
import { SHARED_PAGE } from '../../../shared/page-cache';
import { publicOrigin } from '../../../shared/seo/site';
import { sitemapIndexXml } from '../../../shared/seo/sitemap-xml';
import { fetchSitemapSummary } from '../api/sitemap';
import { sitemapFiles } from '../lib/sitemap-plan';

/** /sitemap.xml: the index of the shop's sitemap files, one per 10 000 products and one per kind of page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const summary = await fetchSitemapSummary();
  return new Response(sitemapIndexXml(sitemapFiles(publicOrigin(request), summary)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SHARED_PAGE },
  });
}
