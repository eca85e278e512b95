import type { HeadersFunction } from 'react-router';

// A guest's catalog page is the same for every guest, so a shared cache (nginx, a CDN) may hand one
// copy to all of them (docs/decisions/0020). A route says so with `export { headers } from …`;
// the server's entry (app/entry.server.tsx) keeps it private whenever the request carries a
// session, and the API server gives a shared page its lifetime and ETag.

/** The mark a route's headers put on a page any guest may be handed. */
export const SHARED_PAGE = 'public';

/**
 * The headers of a catalog page: shareable, and told apart by whatever its loader's answer
 * depended on (the home page's redirect for a visitor who chose Arabic reads the cookie).
 */
export const sharedPageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers({ 'Cache-Control': SHARED_PAGE });
  const vary = loaderHeaders.get('Vary');
  if (vary) headers.set('Vary', vary);
  return headers;
};
