import { describe, expect, it } from 'vitest';
import { firstReadsFor } from './first-reads';
import { firstViewFor } from './first-view';

const moduleFiles = {
  'src/features/catalog/pages/product-page.tsx': ['/assets/product-page.js', '/assets/shop-ui.js'],
  'src/shared/i18n/locales/ar/translation.json': ['/assets/texts-ar.js'],
  'src/shared/i18n/locales/ar/catalog.json': ['/assets/texts-ar.js'],
  'src/shared/i18n/locales/ar/product.json': ['/assets/product-ar.js', '/assets/shop-ui.js'],
  'font:cairo-arabic-wght-normal.woff2': ['/assets/cairo-arabic.woff2'],
};

describe('firstViewFor', () => {
  it("names the built files of a page's modules once each, and its first reads", () => {
    const view = firstViewFor(
      { pathname: '/product/p-1', search: '', language: 'ar', signedIn: false },
      moduleFiles,
    );
    expect(view.files).toEqual([
      '/assets/product-page.js',
      '/assets/shop-ui.js',
      '/assets/texts-ar.js',
      '/assets/product-ar.js',
      '/assets/cairo-arabic.woff2',
    ]);
    expect(view.reads.map((read) => read.url)).toEqual(
      firstReadsFor('/product/p-1', '').map((read) => read.url),
    );
  });

  it('names nothing the build does not have', () => {
    expect(firstViewFor({ pathname: '/cart', search: '', language: 'en', signedIn: true }, {})).toEqual({
      files: [],
      reads: [],
    });
  });
});
