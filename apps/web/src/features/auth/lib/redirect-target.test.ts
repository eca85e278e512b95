import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('goes home without a redirect', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget('')).toBe('/');
  });

  it('turns a route name into its path (SPEC §2: redirect=cart returns to the cart)', () => {
    expect(redirectTarget('cart')).toBe('/cart');
    expect(redirectTarget('user-account')).toBe('/user-account');
  });

  it('keeps an in-app path with its query', () => {
    expect(redirectTarget('/order/42?x=1')).toBe('/order/42?x=1');
  });

  it('never leaves the site', () => {
    for (const outside of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(redirectTarget(outside)).toBe('/');
    }
  });
});
