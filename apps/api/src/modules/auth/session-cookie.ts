import { SESSION_COOKIE } from '@kahraba/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { TOKEN_LIFETIME_MS } from './tokens.js';

/**
 * The web app's session: the login token in an HttpOnly cookie, so no script on the page (and no
 * injected one) can read it, and every page the server renders knows who is asking. Other clients
 * keep sending the token in the Authorization header (SPEC §7).
 */
export { SESSION_COOKIE };

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    // Lax: sent when a shopper follows a link to the store, never with another site's form posts.
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: Math.floor(TOKEN_LIFETIME_MS / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}

export function sessionCookieToken(request: FastifyRequest): string | null {
  const value = request.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a browser says the request was started by a page of another origin. Fetch metadata
 * (Sec-Fetch-Site) is what current browsers send; Origin covers older ones. A request with neither
 * comes from no browser page at all (curl, a server), which a cookie cannot be ridden from.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    // Both through URL, so a default port written out (http://host:80) compares equal.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true;
  }
}

/**
 * An onRequest hook for /api: a write that carries the session cookie must come from the store's own
 * pages. SameSite=Lax already keeps the cookie off other sites' form posts in current browsers; this
 * refuses the rest (older browsers, same-site subdomains) before any handler runs.
 */
export async function refuseCrossSiteCookieWrites(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  if (sessionCookieToken(request) === null) return;
  if (isCrossSiteRequest(request)) throw new AppError('CROSS_SITE_REQUEST');
}
