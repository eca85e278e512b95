import { inLanguage, languageOfPath } from '../language-paths';

// Which address search engines should count a page under, and which pages they should not list.
// A listing reached with a sort, a price range or another filter is the same listing as its plain
// page: it names that page as canonical, keeping only what makes a different list of its own (a
// search's words, a brand's or category's search, the products' new/used type) and its page number
// past the first, which is a page of its own.

/** The query parameters each listing keeps in its canonical address, in this order. */
const KEPT: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/^\/search$/, ['q', 'category', 'brand', 'page']],
  [/^\/products$/, ['type', 'page']],
  [/^\/category\/[^/]+$/, ['page']],
  [/^\/offers$/, ['page']],
];

/**
 * The canonical address (path and query) of the page at `pathname` with `search`: in the page's
 * own language, without parameters that only sort or narrow it.
 */
export function canonicalPath(pathname: string, search: string): string {
  const language = languageOfPath(pathname);
  const english = inLanguage(pathname, 'en');
  const kept = KEPT.find(([pattern]) => pattern.test(english))?.[1] ?? [];
  const given = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const name of kept) {
    const value = given.get(name)?.trim();
    if (!value) continue;
    if (name === 'page' && value === '1') continue;
    if (name === 'type' && value === 'all') continue;
    query.set(name, value);
  }
  const rest = query.toString();
  return inLanguage(rest ? `${english}?${rest}` : english, language);
}

/** A shopper's own pages (and the console's): never listed by search engines. */
const PERSONAL = /^\/(?:login|signup|cart|checkout|user-account|user-chats|trade-in|order(?:\/.*)?)$/;

/** Whether the page at `pathname` must carry `noindex`. */
export function isPersonalPage(pathname: string): boolean {
  const english = inLanguage(pathname, 'en');
  return PERSONAL.test(english) || english === '/admin' || english.startsWith('/admin/');
}

/** Catalog and policy pages: each says what it is in its own description and link preview. */
const CATALOG =
  /^\/(?:|products|offers|search|category\/[^/]+|product\/[^/]+|privacy|terms|returns|shipping)$/;

/** Whether the page at `pathname` is one search engines list and links preview. */
export function isCatalogPage(pathname: string): boolean {
  return CATALOG.test(inLanguage(pathname, 'en'));
}
