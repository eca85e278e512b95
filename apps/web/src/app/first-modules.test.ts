import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstModulesFor } from './first-modules';

const appRoot = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

describe('firstModulesFor', () => {
  it('names the page module and its texts in the language the app will use', () => {
    expect(firstModulesFor('/', 'ar', false)).toEqual([
      'src/features/home/pages/home-page.tsx',
      'src/shared/i18n/locales/ar/translation.json',
      'src/shared/i18n/locales/ar/catalog.json',
      'src/shared/i18n/locales/ar/home.json',
      'font:cairo-arabic-wght-normal.woff2',
    ]);
    // Latin text is drawn in the system's font: an English page fetches no font at all.
    expect(firstModulesFor('/', 'en', false).filter((module) => module.startsWith('font:'))).toEqual([]);
    expect(firstModulesFor('/product/p-1', 'en', false)).toContain(
      'src/features/catalog/pages/product-page.tsx',
    );
  });

  it('leaves out pages a guest is sent away from, and paths that are no shop page', () => {
    const shellOnly = [
      'src/shared/i18n/locales/en/translation.json',
      'src/shared/i18n/locales/en/catalog.json',
    ];
    expect(firstModulesFor('/cart', 'en', false)).toEqual(shellOnly);
    expect(firstModulesFor('/cart', 'en', true)[0]).toBe('src/features/cart/pages/cart-page.tsx');
    expect(firstModulesFor('/admin/orders', 'en', true)).toEqual(shellOnly);
  });

  it('only names files that exist', () => {
    const fonts = path.join(
      path.dirname(require.resolve('@fontsource-variable/cairo/package.json')),
      'files',
    );
    const pages = ['/', '/offers', '/search', '/category/Mobile', '/product/x', '/login', '/order/1'];
    for (const pathname of pages) {
      for (const language of ['en', 'ar']) {
        for (const module of firstModulesFor(pathname, language, true)) {
          const file = module.startsWith('font:')
            ? path.join(fonts, module.slice('font:'.length))
            : path.join(appRoot, module);
          expect(existsSync(file), module).toBe(true);
        }
      }
    }
  });
});
