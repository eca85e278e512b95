import { describe, expect, it } from 'vitest';
import {
  ARTWORK_KINDS,
  artworkKeyFor,
  brandSlug,
  MAX_ARTWORK_KEY_LENGTH,
  PLACEHOLDER_ARTWORK_KEY,
  parseArtworkKey,
  renderProductArtwork,
} from './product-artwork.js';

describe('product artwork', () => {
  it('renders an SVG for every kind with the brand name on it', () => {
    for (const kind of ARTWORK_KINDS) {
      const svg = renderProductArtwork(`${kind}-samsung-2`);
      expect(svg, kind).not.toBeNull();
      expect(svg!.startsWith('<svg')).toBe(true);
      expect(svg).toContain('>Samsung</text>');
    }
    expect(renderProductArtwork(PLACEHOLDER_ARTWORK_KEY)).toContain('<svg');
  });

  it('XML-escapes brand names', () => {
    const svg = renderProductArtwork('headphones-bang-olufsen-0');
    expect(svg).toContain('Bang &amp; Olufsen');
    expect(svg).not.toContain('Bang & Olufsen');
  });

  it('draws unknown brands in neutral colours with their slug title-cased', () => {
    expect(renderProductArtwork('watch-acme-watches-5')).toContain('>Acme Watches</text>');
  });

  it('keys products by kind, brand slug and variant modulo 6', () => {
    const phone = {
      productType: 'MobileTablet',
      category: 'Mobile',
      brand: 'Apple',
      deviceType: 'Mobile',
      wearableType: null,
      audioType: null,
      subType: null,
    };
    expect(artworkKeyFor(phone, 8)).toBe('mobile-apple-2');
    expect(artworkKeyFor({ ...phone, deviceType: 'Tablet' }, -1)).toBe('tablet-apple-5');
    expect(artworkKeyFor({ ...phone, productType: 'ScreenProtector', brand: 'Bang & Olufsen' }, 0)).toBe(
      'screen-protector-bang-olufsen-0',
    );
    expect(parseArtworkKey('screen-protector-spigen-3')).toEqual({
      kind: 'screen-protector',
      brandSlug: 'spigen',
      variant: 3,
    });
    expect(brandSlug('Ghost of Yōtei')).toBe('ghost-of-yotei');
  });

  it('refuses unknown kinds and malformed keys', () => {
    for (const key of [
      'toaster-apple-1',
      '../etc/passwd',
      '..-etc-1',
      'Mobile-Apple-1',
      'mobile-apple-6',
      'mobile-apple',
      'mobile--1',
      'mobile-apple--1',
      '',
      `mobile-${'a'.repeat(MAX_ARTWORK_KEY_LENGTH)}-1`,
    ]) {
      expect(renderProductArtwork(key), key).toBeNull();
    }
  });
});
