import { createHash } from 'node:crypto';

// How a rendered page leaves the server (docs/decisions/0020). The page is read whole before it is
// sent, which costs little (its loaders have all answered before React renders) and buys two things:
// - its inline scripts (React Router's context, route list and loader data) are allowed by their
//   hashes, so one copy can be shared by every guest a cache hands it to: a per-response nonce
//   would be shared as well, and stop being a secret;
// - a guest's catalog page gets an ETag, and a browser or cache that holds it a 304.

const OPENING = Buffer.from('<script');
const CLOSING = Buffer.from('</script>');
const EXTERNAL = /\ssrc\s*=/;

/**
 * The CSP sources of the page's inline scripts. Every one of them is React Router's: React escapes
 * every text it writes, and no component writes raw HTML (Biome's noDangerouslySetInnerHtml), so a
 * script in the page cannot come from a shopper's or staff member's words. Read as bytes: decoding
 * a 200 kB page into a string to find a few scripts cost more than hashing them.
 */
export function inlineScriptSources(html: Buffer): string[] {
  const sources = new Set<string>();
  for (let at = html.indexOf(OPENING); at !== -1; at = html.indexOf(OPENING, at)) {
    const tagEnd = html.indexOf('>', at + OPENING.length);
    if (tagEnd === -1) break;
    const attributes = html.toString('latin1', at + OPENING.length, tagEnd);
    if (!/^(\s|$)/.test(attributes)) {
      // Another tag whose name starts alike.
      at = tagEnd;
      continue;
    }
    const end = html.indexOf(CLOSING, tagEnd + 1);
    if (end === -1) break;
    if (!EXTERNAL.test(attributes)) {
      const text = html.subarray(tagEnd + 1, end);
      sources.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
    at = end + CLOSING.length;
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
