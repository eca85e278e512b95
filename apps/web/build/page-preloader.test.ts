import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { moduleFiles } from './page-preloader';

const root = '/app';

function chunk(fileName: string, fields: Partial<OutputChunk>): OutputChunk {
  const moduleIds = fields.facadeModuleId ? [fields.facadeModuleId] : [];
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    imports: [],
    facadeModuleId: null,
    moduleIds,
    ...fields,
  } as OutputChunk;
}

function bundleOf(...chunks: Array<OutputChunk | OutputAsset>): OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle;
}

describe('moduleFiles', () => {
  const bundle = bundleOf(
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
    chunk('assets/react.js', {}),
    chunk('assets/home-page.js', {
      facadeModuleId: '/app/src/features/home/pages/home-page.tsx',
      imports: ['assets/react.js', 'assets/product-grid.js'],
    }),
    chunk('assets/product-grid.js', { imports: ['assets/badge.js'] }),
    chunk('assets/badge.js', {}),
    chunk('assets/home-ar.js', { facadeModuleId: '/app/src/shared/i18n/locales/ar/home.json' }),
    chunk('assets/texts-ar.js', {
      moduleIds: [
        '/app/src/shared/i18n/locales/ar/translation.json',
        '/app/src/shared/i18n/locales/ar/catalog.json',
      ],
    }),
    chunk('assets/dialog.js', { facadeModuleId: '/app/src/shared/ui/dialog.tsx' }),
    {
      type: 'asset',
      fileName: 'assets/cairo-arabic-3f9a.woff2',
      names: ['cairo-arabic.woff2'],
    } as OutputAsset,
    { type: 'asset', fileName: 'assets/index-77aa.css', names: ['index.css'] } as OutputAsset,
  );

  it('lists each page, translation and font file with everything it needs, minus what the page loads anyway', () => {
    expect(moduleFiles(bundle, root, '/')).toEqual({
      'src/features/home/pages/home-page.tsx': [
        '/assets/home-page.js',
        '/assets/product-grid.js',
        '/assets/badge.js',
      ],
      'src/shared/i18n/locales/ar/home.json': ['/assets/home-ar.js'],
      'src/shared/i18n/locales/ar/translation.json': ['/assets/texts-ar.js'],
      'src/shared/i18n/locales/ar/catalog.json': ['/assets/texts-ar.js'],
      'font:cairo-arabic.woff2': ['/assets/cairo-arabic-3f9a.woff2'],
    });
  });

  it('prefixes the public base path', () => {
    expect(moduleFiles(bundle, root, '/shop/')['src/shared/i18n/locales/ar/home.json']).toEqual([
      '/shop/assets/home-ar.js',
    ]);
  });
});
