import { describe, expect, it } from 'vitest';
import { matchesPattern } from './match-pattern';

describe('matchesPattern', () => {
  it('matches the home page only at the root', () => {
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '/offers')).toBe(false);
  });

  it('takes one segment for each parameter', () => {
    expect(matchesPattern('/category/:key', '/category/Mobile')).toBe(true);
    expect(matchesPattern('/product/:id', '/product/afe314cf-8bcb')).toBe(true);
    expect(matchesPattern('/product/:id', '/product')).toBe(false);
    expect(matchesPattern('/product/:id', '/product/a/b')).toBe(false);
  });

  it('ignores case and a trailing slash, as the router does', () => {
    expect(matchesPattern('/offers', '/Offers/')).toBe(true);
    expect(matchesPattern('/user-account', '/user-accounts')).toBe(false);
  });
});
