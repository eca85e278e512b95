import { createHash } from 'node:crypto';

// How a rendered page leaves the server (docs/decisions/0020). The page is read whole before it is
// sent, which costs little (its loaders have all answered before React renders) and buys two things:
// - its inline scripts (React Router's context, route list and loader data) are allowed by their
//   hashes, so one copy can be shared by every guest a cache hands it to: a per-response nonce
//   would be shared as well, and stop being a secret;
// - a guest's catalog page gets an ETag, and a browser or cache that holds it a 304.

const INLINE_SCRIPT = /<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g;
const EXTERNAL = /\ssrc\s*=/;

/**
 * The CSP sources of the page's inline scripts. Every one of them is React Router's: React escapes
 * every text it writes, and no component writes raw HTML (Biome's noDangerouslySetInnerHtml), so a
 * script in the page cannot come from a shopper's or staff member's words.
 */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const opening = match[0].slice(0, match[0].indexOf('>') + 1);
    if (EXTERNAL.test(opening)) continue;
    sources.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...sources];
}

/** The policy with the page's own scripts added to its script-src. */
export function allowInlineScripts(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src)([^;]*)/, (_all, start, name, list) => {
    return `${start}${name}${list} ${sources.join(' ')}`;
  });
}

/** A weak validator of the page's bytes: the same page rendered again gets the same tag. */
export function entityTag(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `tag` (weakly compared, as RFC 9110 says for GET). */
export function matchesEntityTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}

/**
 * The Cache-Control of a page the web app marked `public` (a guest's catalog page): fresh for
 * shared caches for `seconds`, then served stale while one request fetches it anew; browsers
 * revalidate every time (max-age=0), cheaply, with the ETag.
 */
export function sharedCacheControl(seconds: number): string {
  if (seconds === 0) return 'public, max-age=0, must-revalidate';
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 5}`;
}
