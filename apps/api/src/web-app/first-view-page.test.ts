import { describe, expect, it, vi } from 'vitest';
import {
  type DrawnPage,
  type FirstViewFor,
  firstViewPage,
  type ReadApi,
  type RequestHeaders,
  type ServerViewModule,
} from './first-view-page.js';

const indexHtml = [
  '<!doctype html><html lang="en" dir="ltr"><head><title>Kahraba</title>',
  '<link rel="modulepreload" crossorigin data-page-preloader href="/assets/boot-0.js">',
  '<script type="module" crossorigin data-page-preloader src="/assets/preload-page-0.js"></script>',
  '<script type="module" crossorigin src="/assets/framework-0.js"></script>',
  '<script type="module" crossorigin src="/assets/app-0.js"></script>',
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

type DrawPage = ServerViewModule['drawPage'];

/** Draws nothing, as for a page the server leaves to the app. */
const drawsNothing: DrawPage = async () => undefined;

/** Like the web build's server module: language from Accept-Language, session from a cookie. */
const buildOf = (view: FirstViewFor, drawPage: DrawPage = drawsNothing): ServerViewModule => ({
  firstViewFor: view,
  visitorFrom: ({ cookie, acceptLanguage }) => ({
    language: acceptLanguage?.startsWith('ar') ? 'ar' : 'en',
    signedIn: cookie?.includes('signed-in=1') ?? false,
  }),
  drawPage,
  MODULE_FILES_ELEMENT_ID: 'module-files',
  EARLY_READ_ATTRIBUTE: 'data-early-read',
  QUERY_STATE_ELEMENT_ID: 'query-state',
  PAGE_PRELOADER_ATTRIBUTE: 'data-page-preloader',
  APP_SCRIPTS_ELEMENT_ID: 'app-scripts',
});

const english: RequestHeaders = { acceptLanguage: 'en-US,en' };
const arabic: RequestHeaders = { acceptLanguage: 'ar-EG,ar' };
const failOnDrawError = (error: unknown) => {
  throw error;
};

const readApi: ReadApi = async (url) =>
  url.startsWith('/api/product')
    ? { statusCode: 200, body: listing }
    : { statusCode: 200, body: '{"status":"success","data":[]}' };

describe('firstViewPage', () => {
  it("writes the page's files and pictures into its head and the answers into its body", async () => {
    const html = await firstViewPage(indexHtml, buildOf(firstViewFor), readApi, failOnDrawError).render(
      '/category/Mobile',
      english,
    );
    const head = html?.slice(0, html.indexOf('</head>')) ?? '';
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/a.svg">');
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/b.svg">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js">');
    expect(head).not.toContain('as="font"');
    // Undrawn, the page needs its code to paint: nothing waits.
    expect(head).not.toContain('<template');
    expect(head).toContain('<script type="module" crossorigin src="/assets/app-0.js"></script>');
    const body = html?.slice(html.indexOf('<body>')) ?? '';
    expect(body).toContain(
      `<script type="application/json" data-early-read="/api/product?category=Mobile&amp;limit=24">${listing}</script>`,
    );
    expect(body).toContain('data-early-read="/api/dealer"');
  });

  it('asks for the reads in the language it is given and preloads fonts as fonts', async () => {
    const read = vi.fn(readApi);
    const html = await firstViewPage(indexHtml, buildOf(firstViewFor), read, failOnDrawError).render(
      '/category/Mobile',
      arabic,
    );
    expect(read).toHaveBeenCalledWith('/api/product?category=Mobile&limit=24', 'ar');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/cairo-3.woff2">',
    );
  });

  it('passes the path and query of the address on, as a guest', async () => {
    const view = vi.fn(firstViewFor);
    await firstViewPage(indexHtml, buildOf(view), readApi, failOnDrawError).render(
      '/search?q=samsung%20galaxy',
      english,
    );
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
    const html = await firstViewPage(indexHtml, buildOf(firstViewFor), failing, failOnDrawError).render(
      '/category/Mobile',
      english,
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
      (await firstViewPage(
        indexHtml,
        buildOf(firstViewFor),
        async () => ({ statusCode: 200, body: hostile }),
        failOnDrawError,
      ).render('/category/Mobile', english)) ?? '';
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('href="/media/x.svg?a=1&amp;b=&quot;2&quot;&lt;"');
    // `$&` and `$'` are written as they are, not read as replacement patterns.
    const written = html.match(/data-early-read="\/api\/dealer">([^<]*)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(written)).toEqual(JSON.parse(hostile));
  });

  it('adds nothing where the page needs nothing ahead', async () => {
    const read = vi.fn(readApi);
    expect(
      await firstViewPage(indexHtml, buildOf(firstViewFor), read, failOnDrawError).render(
        '/nothing',
        english,
      ),
    ).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
  });

  describe('a page the web module draws', () => {
    const drawn: DrawnPage = {
      html: '<main><h1>Mobiles $& $\'</h1><img src="/media/a.svg"></main>',
      title: 'Mobiles &amp; Tablets · Kahraba $&',
      lang: 'ar',
      dir: 'rtl',
      queryState: JSON.stringify({ queries: [{ name: '</script><script>alert(1)</script>' }] }),
    };

    it('arrives drawn, in the language drawn, with the answers it was drawn with', async () => {
      const draw = vi.fn<DrawPage>(async () => drawn);
      const html =
        (await firstViewPage(indexHtml, buildOf(firstViewFor, draw), readApi, failOnDrawError).render(
          '/category/Mobile',
          arabic,
        )) ?? '';
      expect(draw).toHaveBeenCalledWith(
        '/category/Mobile',
        { language: 'ar', signedIn: false },
        new Map([
          ['/api/product?category=Mobile&limit=24', listing],
          ['/api/dealer', '{"status":"success","data":[]}'],
        ]),
      );
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('<title>Mobiles &amp; Tablets · Kahraba $&</title>');
      expect(html).not.toContain('<title>Kahraba</title>');
      expect(html).toContain(`<div id="root">${drawn.html}</div>`);
      // The answers travel once, in the query state; the pictures and files are still named ahead.
      expect(html).not.toContain('data-early-read');
      expect(html).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/a.svg">');
      // The app's code waits in a template for the page preloader to start it once the page painted.
      const head = html.slice(0, html.indexOf('</head>'));
      const template = head.match(/<template id="app-scripts">(.*)<\/template>/)?.[1] ?? '';
      expect(template).toBe(
        [
          '<script type="module" crossorigin src="/assets/framework-0.js"></script>',
          '<script type="module" crossorigin src="/assets/app-0.js"></script>',
          '<link rel="modulepreload" crossorigin href="/assets/page-1.js">',
          '<link rel="modulepreload" crossorigin href="/assets/shared-2.js">',
        ].join(''),
      );
      const outside = head.replace(/<template.*<\/template>/, '');
      expect(outside).toContain('src="/assets/preload-page-0.js"');
      expect(outside).toContain('href="/assets/boot-0.js"');
      expect(outside).not.toMatch(/(?:src|href)="\/assets\/(?:framework-0|app-0|page-1|shared-2)/);
      const state = html.match(/<script type="application\/json" id="query-state">([^<]*)<\/script>/)?.[1];
      expect(JSON.parse(state ?? 'null')).toEqual(JSON.parse(drawn.queryState));
      expect(html).not.toContain('<script>alert');
    });

    it('tells the module about a stored session, which it leaves to the app', async () => {
      const draw = vi.fn(drawsNothing);
      const view = vi.fn(firstViewFor);
      const html = await firstViewPage(indexHtml, buildOf(view, draw), readApi, failOnDrawError).render(
        '/category/Mobile',
        { ...english, cookie: 'lang=en; signed-in=1' },
      );
      expect(draw).toHaveBeenCalledWith(
        '/category/Mobile',
        { language: 'en', signedIn: true },
        expect.any(Map),
      );
      expect(view).toHaveBeenCalledWith(expect.objectContaining({ signedIn: true }), expect.anything());
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('data-early-read="/api/dealer"');
    });

    it('sends the page undrawn, with its answers, when drawing it fails, and reports the failure', async () => {
      const failure = new Error('drawing failed');
      const reported: unknown[] = [];
      const html = await firstViewPage(
        indexHtml,
        buildOf(firstViewFor, async () => Promise.reject(failure)),
        readApi,
        (error) => reported.push(error),
      ).render('/category/Mobile', english);
      expect(reported).toEqual([failure]);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('data-early-read="/api/product?category=Mobile&amp;limit=24"');
    });

    it('writes a page drawn without reads or files', async () => {
      const html = await firstViewPage(
        indexHtml,
        buildOf(
          () => ({ files: [], reads: [] }),
          async () => drawn,
        ),
        readApi,
        failOnDrawError,
      ).render('/', english);
      expect(html).toContain(`<div id="root">${drawn.html}</div>`);
    });
  });
});
