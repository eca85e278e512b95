import { currentServerApi } from '../api/server-api';

/**
 * The origin shoppers reach the shop at, for the absolute addresses of canonical links, language
 * alternates, sitemaps and link previews: PUBLIC_URL when the server was given it (behind a proxy
 * the request's own host may be an internal one), else the request's.
 */
/** The shop's logo, served from the web build's public files. */
export const LOGO_PATH = '/logo.svg';

export function publicOrigin(request: Request): string {
  return currentServerApi()?.publicUrl ?? new URL(request.url).origin;
}

/** `path` (a path on the shop, or an already absolute URL) as an absolute URL on `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
