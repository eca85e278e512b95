// The shopper's chosen language lives in the browser's storage (SPEC §1), which the server cannot
// see, so the app mirrors it in a cookie: the server renders each page in it. (The session is the
// API's own HttpOnly cookie.)

export const LANGUAGE_COOKIE = 'lang';

/**
 * The governorate a shopper last chose for delivery estimates, kept for guests too. Here rather
 * than with the delivery code, so a page can read it without loading that code.
 */
export const DELIVERY_GOVERNORATE_COOKIE = 'delivery_governorate';

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
