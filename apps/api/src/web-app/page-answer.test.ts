import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  allowInlineScripts,
  entityTag,
  inlineScriptSources,
  matchesEntityTag,
  sharedCacheControl,
} from './page-answer.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script sources', () => {
  it('hashes every inline script once, leaving out scripts loaded from a file', () => {
    const html = Buffer.from(
      [
        '<scripts-are-not-this>',
        '<script>a("مرحبا")</script>',
        '<script type="module" async="">import "/x.js";</script>',
        '<script src="/assets/app.js"></script>',
        '<script>a("مرحبا")</script>',
      ].join(''),
    );
    expect(inlineScriptSources(html)).toEqual([sha256('a("مرحبا")'), sha256('import "/x.js";')]);
  });

  it('adds the sources to script-src alone, keeping the rest of the policy', () => {
    const policy = "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self'";
    expect(allowInlineScripts(policy, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-A' 'sha256-B';script-src-attr 'none';style-src 'self'",
    );
    expect(allowInlineScripts(policy, [])).toBe(policy);
  });
});

describe('entity tags', () => {
  it('tags the same bytes alike and other bytes apart', () => {
    const page = new TextEncoder().encode('<main>page</main>');
    expect(entityTag(page)).toBe(entityTag(new TextEncoder().encode('<main>page</main>')));
    expect(entityTag(page)).not.toBe(entityTag(new TextEncoder().encode('<main>other</main>')));
    expect(entityTag(page)).toMatch(/^W\/"[\w-]+"$/);
  });

  it('matches a tag in a list, weakly, or any tag for *', () => {
    expect(matchesEntityTag('W/"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEntityTag('"b"', 'W/"b"')).toBe(true);
    expect(matchesEntityTag('*', 'W/"b"')).toBe(true);
    expect(matchesEntityTag('W/"a"', 'W/"b"')).toBe(false);
    expect(matchesEntityTag(undefined, 'W/"b"')).toBe(false);
  });
});

describe('shared cache lifetime', () => {
  it('lets shared caches keep a page for the given seconds and serve it stale while they refresh it', () => {
    expect(sharedCacheControl(60)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('keeps a page out of shared caches when the lifetime is 0', () => {
    expect(sharedCacheControl(0)).toBe('public, max-age=0, must-revalidate');
  });
});
