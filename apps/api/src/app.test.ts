import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ corsOrigins: ['https://shop.example.eg'] });
});
afterAll(() => ctx.close());

describe('unknown API routes', () => {
  it('answer 404 with the error envelope in English by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', code: 'ROUTE_NOT_FOUND' });
    expect(body.message).toContain('GET /api/nope');
  });

  it('answer in Arabic when the shopper prefers Arabic', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('never fall back to the web app, even with no web build', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/somewhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('error');
  });
});

describe('CORS', () => {
  it('allows a listed origin', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://shop.example.eg' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('https://shop.example.eg');
  });

  it('does not allow an unlisted origin', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and describes the health route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
  });
});

describe('product artwork under /media', () => {
  it('rejects an unknown artwork key with the 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/products/not-a-kind-x-1.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('requests Node cannot parse', () => {
  it('are answered with the 400 error envelope', async () => {
    const { createConnection } = await import('node:net');
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const response = await new Promise<string>((resolve, reject) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.write(
          Buffer.from('GET /api/product?q=\u0633\u0627\u0645 HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8'),
        );
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(response.startsWith('HTTP/1.1 400')).toBe(true);
    expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toMatchObject({
      status: 'error',
      code: 'VALIDATION_ERROR',
    });
  });
});

/** A stand-in web build: a folder with its page and an empty assets folder. */
function webBuild(indexHtml: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'kahraba-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  return dist;
}

describe('serving the built web app', () => {
  let web: TestContext;
  beforeAll(async () => {
    const dist = webBuild('<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-3f9a.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    // The build's precompressed copies (apps/web/build/precompress.ts), told apart from on-the-fly
    // compression by their content.
    const { brotliCompressSync, gzipSync } = await import('node:zlib');
    writeFileSync(path.join(dist, 'assets', 'app-3f9a.js.br'), brotliCompressSync('console.log("br")'));
    writeFileSync(path.join(dist, 'assets', 'app-3f9a.js.gz'), gzipSync('console.log("gz")'));
    writeFileSync(
      path.join(dist, 'index.html.br'),
      brotliCompressSync('<!doctype html><div id="root" data-copy="br"></div>'),
    );
    mkdirSync(path.join(dist, 'api'));
    writeFileSync(path.join(dist, 'api', 'stray.txt'), 'not an API answer');
    web = await createTestApp({ webDist: dist });
  });
  afterAll(() => web.close());

  it('serves the page at / and makes browsers revalidate it', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a deep link with the page so the router can take over', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/category/Mobile?sort=price-low' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-3f9a.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await web.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the prebuilt brotli or gzip copy the browser accepts, cached like the asset', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const br = await web.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("br")');

    const gz = await web.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("gz")');

    const plain = await web.app.inject({ method: 'GET', url: '/assets/app-3f9a.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves the compressed page for deep links too, still revalidated', async () => {
    const { brotliDecompressSync } = await import('node:zlib');
    for (const url of ['/', '/offers']) {
      const res = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('data-copy="br"');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/api/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    const posted = await web.app.inject({ method: 'POST', url: '/api/missing', payload: {} });
    expect(posted.statusCode).toBe(404);
    expect(posted.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('never looks on disk for an unknown API path, even where the build has such a file', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/api/stray.txt' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'ROUTE_NOT_FOUND' });
  });
});

describe("writing a page's first view into it", () => {
  let web: TestContext;
  let productId: string;
  beforeAll(async () => {
    const dist = webBuild(
      '<!doctype html><html><head><script type="application/json" id="module-files">{"product-page":["/assets/product-1.js"]}</script></head><body><div id="root"></div></body></html>',
    );
    // Stands in for the web build's server module (apps/web/src/app/server-view.tsx): a product page
    // starts with its product read; other pages need nothing ahead; no page is drawn.
    const serverView = path.join(dist, 'server-view.mjs');
    writeFileSync(
      serverView,
      `export const MODULE_FILES_ELEMENT_ID = 'module-files';
      export const EARLY_READ_ATTRIBUTE = 'data-early-read';
      export const QUERY_STATE_ELEMENT_ID = 'query-state';
      export const PAGE_PRELOADER_ATTRIBUTE = 'data-page-preloader';
      export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';
      export const visitorFrom = () => ({ language: 'en', signedIn: false });
      export const drawPage = async () => undefined;
      export function firstViewFor({ pathname }, files) {
        const id = pathname.startsWith('/product/') ? pathname.slice('/product/'.length) : undefined;
        if (!id) return { files: [], reads: [] };
        return { files: files['product-page'], reads: [{ url: '/api/product/' + id, pictures: (data) => [data.image] }] };
      }`,
    );
    web = await createTestApp({ webDist: dist, webServerView: serverView });
    const { createProduct } = await import('./test/factories.js');
    productId = (await createProduct(web.app.db, { image: '/media/products/laptop-dell-0.svg' })).id;
  });
  afterAll(() => web.close());

  const viewsOf = async (id: string) => {
    await web.app.productViews.flush();
    const { products } = await import('./db/schema.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await web.app.db
      .select({ views: products.views })
      .from(products)
      .where(eq(products.id, id));
    return row?.views;
  };

  it("answers a product page with the product's answer, its code and its picture written in", async () => {
    const res = await web.app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // What is written in follows the browser's language and the page cookies (language, session).
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/product-1.js">');
    expect(res.body).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/products/laptop-dell-0.svg">',
    );
    const written = new RegExp(`data-early-read="/api/product/${productId}">([^<]*)</script>`).exec(
      res.body,
    )?.[1];
    expect(JSON.parse(written ?? 'null')).toMatchObject({ status: 'success', data: { _id: productId } });
  });

  it('counts the view once, when the page is sent with its product, and none for a HEAD', async () => {
    const before = await viewsOf(productId);
    await web.app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(await viewsOf(productId)).toBe((before ?? 0) + 1);
    const head = await web.app.inject({ method: 'HEAD', url: `/product/${productId}` });
    expect(head.statusCode).toBe(200);
    expect(await viewsOf(productId)).toBe((before ?? 0) + 1);
  });

  it('leaves a read that fails to the page, which shows the error in its own language', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/product/00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/assets/product-1.js');
    expect(res.body).not.toContain('data-early-read');
  });

  it('sends the page as built where nothing is needed ahead', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('modulepreload');
    expect(res.headers.vary ?? '').not.toMatch(/accept-language/i);
  });
});
