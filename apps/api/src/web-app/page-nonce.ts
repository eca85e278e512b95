import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

// A page's inline scripts run only with the nonce its own response's Content-Security-Policy names,
// so markup injected into a page cannot run script. API answers and files get no nonce at all.

const NONCE = Symbol('kahraba.pageNonce');
type WithNonce = ServerResponse & { [NONCE]?: string };

function isPageUrl(url: string): boolean {
  return (
    !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/media/') && !url.startsWith('/assets/')
  );
}

/** Draws a fresh nonce for a page request (run before the security headers are written). */
export function givePageNonce(url: string, response: ServerResponse): void {
  if (isPageUrl(url)) (response as WithNonce)[NONCE] = randomBytes(16).toString('base64');
}

/** The nonce of this response's page; undefined for anything that is not a page. */
export function pageNonce(response: ServerResponse): string | undefined {
  return (response as WithNonce)[NONCE];
}

/** The script-src entry for this response: its page's nonce, or nothing beyond 'self'. */
export function pageScriptSource(response: ServerResponse): string {
  const nonce = pageNonce(response);
  return nonce ? `'nonce-${nonce}'` : "'self'";
}
