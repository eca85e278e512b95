import { describe, expect, it, vi } from 'vitest';
import { type FirstViewFor, type FirstViewModule, firstViewPage, type ReadApi } from './first-view-page.js';

const indexHtml = [
  '<!doctype html><html><head><title>Kahraba</title>',
  '<script type="application/json" id="module-files">{"src/page.tsx":["/assets/page-1.js","/assets/shared-2.js"],"font:cairo.woff2":["/assets/cairo-3.woff2"]}</script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

const listing = JSON.stringify({
  status: 'success',
  data: [{ image: '/media/a.svg' }, { image: '/media/b.svg' }],
});

/** A first view like the web app's: the page module and a font, one read whose pictures are its images. */
const firstViewFor: FirstViewFor = ({ pathname, language }, moduleFiles) =>
  pathname === '/nothing'
    ? { files: [], reads: [] }
    : {
        files: [
          ...(moduleFiles['src/page.tsx'] ?? []),
          ...(language === 'ar' ? (moduleFiles['font:cairo.woff2'] ?? []) : []),
        ],
        reads: [
          {
            url: '/api/product?category=Mobile&limit=24',
            pictures: (data) => (data as { image: string }[]).map((product) => product.image),
          },
          { url: '/api/dealer' },
        ],
      };

const buildOf = (view: FirstViewFor): FirstViewModule => ({
  firstViewFor: view,
  MODULE_FILES_ELEMENT_ID: 'module-files',
  EARLY_READ_ATTRIBUTE: 'data-early-read',
});

const readApi: ReadApi = async (url) =>
  url.startsWith('/api/product')
    ? { statusCode: 200, body: listing }
    : { statusCode: 200, body: '{"status":"success","data":[]}' };

describe('firstViewPage', () => {
  it("writes the page's files and pictures into its head and the answers into its body", async () => {
    const html = await firstViewPage(indexHtml, buildOf(firstViewFor), readApi).render(
      '/category/Mobile',
      'en',
    );
    const head = html?.slice(0, html.indexOf('</head>')) ?? '';
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/a.svg">');
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/b.svg">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js">');
    expect(head).not.toContain('as="font"');
    const body = html?.slice(html.indexOf('<body>')) ?? '';
    expect(body).toContain(
      `<script type="application/json" data-early-read="/api/product?category=Mobile&amp;limit=24">${listing}</script>`,
    );
    expect(body).toContain('data-early-read="/api/dealer"');
  });

  it('asks for the reads in the language it is given and preloads fonts as fonts', async () => {
    const read = vi.fn(readApi);
    const html = await firstViewPage(indexHtml, buildOf(firstViewFor), read).render('/category/Mobile', 'ar');
    expect(read).toHaveBeenCalledWith('/api/product?category=Mobile&limit=24', 'ar');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/cairo-3.woff2">',
    );
  });

  it('passes the path and query of the address on, as a guest', async () => {
    const view = vi.fn(firstViewFor);
    await firstViewPage(indexHtml, buildOf(view), readApi).render('/search?q=samsung%20galaxy', 'en');
    expect(view).toHaveBeenCalledWith(
      { pathname: '/search', search: '?q=samsung%20galaxy', language: 'en', signedIn: false },
      expect.objectContaining({ 'src/page.tsx': ['/assets/page-1.js', '/assets/shared-2.js'] }),
    );
  });

  it('leaves errors and unreadable answers to the page', async () => {
    const failing: ReadApi = async (url) =>
      url.startsWith('/api/product')
        ? { statusCode: 404, body: '{"status":"error","code":"PRODUCT_NOT_FOUND"}' }
        : { statusCode: 200, body: 'not json' };
    const html = await firstViewPage(indexHtml, buildOf(firstViewFor), failing).render(
      '/category/Mobile',
      'en',
    );
    expect(html).not.toContain('data-early-read');
    expect(html).not.toContain('as="image"');
    // The page's files are still written in.
    expect(html).toContain('href="/assets/page-1.js"');
  });

  it('keeps what the catalog holds from closing the script or attribute it is written into', async () => {
    const hostile = JSON.stringify({
      status: 'success',
      data: [{ name: "</script><script>alert(1)</script> $& $'", image: '/media/x.svg?a=1&b="2"<' }],
    });
    const html =
      (await firstViewPage(indexHtml, buildOf(firstViewFor), async () => ({
        statusCode: 200,
        body: hostile,
      })).render('/category/Mobile', 'en')) ?? '';
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('href="/media/x.svg?a=1&amp;b=&quot;2&quot;&lt;"');
    // `$&` and `$'` are written as they are, not read as replacement patterns.
    const written = html.match(/data-early-read="\/api\/dealer">([^<]*)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(written)).toEqual(JSON.parse(hostile));
  });

  it('adds nothing where the page needs nothing ahead', async () => {
    const read = vi.fn(readApi);
    expect(
      await firstViewPage(indexHtml, buildOf(firstViewFor), read).render('/nothing', 'en'),
    ).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
  });
});
