// What the server must know to draw a page the way the app will draw it: the shopper's chosen
// language and whether a session is stored. Both live in the browser's storage (SPEC §1, §4), which
// the server cannot see, so the app mirrors them in two cookies. The token never goes in a cookie:
// the server only learns that a page would be drawn for a signed-in shopper, and leaves it to the app.

export const LANGUAGE_COOKIE = 'lang';
export const SIGNED_IN_COOKIE = 'signed-in';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Sets (or, with null, removes) a cookie the pages send back to the server. */
export function writePageCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const lifetime = value === null ? 'max-age=0' : `max-age=${ONE_YEAR_S}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox versions shoppers still use.
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; path=/; ${lifetime}; SameSite=Lax`;
}

/** A cookie's value in a Cookie request header, or null. */
export function readPageCookie(header: string | undefined, name: string): string | null {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
