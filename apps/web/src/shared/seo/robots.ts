import { ARABIC_PREFIX } from '../language-paths';

// What crawlers may read (/robots.txt). Personal pages and the API are kept out; listings are let
// in as their plain pages, a search by its words (or one brand or category), and a page number,
// but not every combination of sort, price and filter a shopper can make: those name their plain
// page as canonical anyway (canonical.ts), and crawling them all would spend the crawl on copies.

/** Pages that are a shopper's own, in English; each also has its Arabic twin under /ar. */
const PERSONAL = ['/cart', '/checkout', '/user-account', '/order/', '/user-chats', '/trade-in'];

/** Query parameters that only sort or narrow a listing already reachable without them. */
const NARROWING = ['sort', 'priceMin', 'priceMax', 'discount', 'productType', 'minRating', 'stock', 'wish'];

/** The robots.txt of the shop reached at `origin`. */
export function robotsText(origin: string): string {
  const both = (path: string) => [path, `${ARABIC_PREFIX}${path}`];
  const lines = ['User-agent: *'];
  for (const path of PERSONAL.flatMap(both)) lines.push(`Disallow: ${path}`);
  // Client navigations' data requests (/x.data, /x.data?_routes=…) are not pages.
  lines.push('Disallow: /admin', 'Disallow: /api/', 'Disallow: /*.data$', 'Disallow: /*.data?');
  for (const search of both('/search')) {
    // The landing page and a search by its words, a brand or a category; no other combination.
    lines.push(`Disallow: ${search}?`);
    for (const single of ['q', 'brand', 'category']) {
      // Longer than the Allow it follows, so it wins wherever another parameter comes after.
      lines.push(`Allow: ${search}?${single}=`, `Disallow: ${search}?${single}=*&`);
    }
  }
  for (const name of NARROWING) lines.push(`Disallow: /*?*${name}=`);
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
