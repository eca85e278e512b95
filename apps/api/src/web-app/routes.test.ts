import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

// A stand-in for the web build (apps/web, `react-router build`): its client files, and a server
// build React Router's request handler runs. Its one page's loader reads the API through the page
// request's in-process API; its action echoes the posted form and sets two cookies; its entry
// writes what it was lent (the nonce, the loader's data) into the page.
const SERVER_BUILD = `
import { AsyncLocalStorage } from 'node:async_hooks';
const pages = new AsyncLocalStorage();
const lent = () => pages.getStore();

export const entry = {
  module: {
    withServerApi: (request, lent, handle) => pages.run(lent, handle),
    default(request, status, headers, context) {
      headers.set('Content-Type', 'text/html; charset=utf-8');
      // A guest's page may be shared; the real entry decides it from the route and the session.
      if (new URL(request.url).searchParams.has('shared')) headers.set('Cache-Control', 'public');
      const data = JSON.stringify(context.staticHandlerContext.loaderData ?? {});
      const failed = context.staticHandlerContext.errors ? ' data-failed' : '';
      const script = '<script>window.__data = ' + JSON.stringify(data) + '</script>';
      return new Response('<!doctype html><main' + failed + '>' + data + '</main>' + script + '<script src="/assets/app-3f9a.js"></script>', { status, headers });
    },
  },
};

const root = { default: () => null };
const page = {
  default: () => null,
  async loader({ request }) {
    const url = new URL(request.url);
    if (url.searchParams.has('boom')) throw new Error('loader failed');
    // A page that reads the catalog, and shows what it got, whatever it got (as the home page's
    // sections do: a failed one is left empty).
    const productId = url.searchParams.get('product');
    if (productId) return { product: (await lent().fetch('/api/product/' + productId, {})).status };
    const answer = await lent().fetch('/api/user/me', {});
    return { me: answer.status, path: url.pathname };
  },
  async action({ request }) {
    const form = await request.formData();
    const headers = new Headers({ location: '/thanks?said=' + encodeURIComponent(String(form.get('said'))) });
    headers.append('set-cookie', 'first=1; Path=/');
    headers.append('set-cookie', 'second=2; Path=/');
    return new Response(null, { status: 302, headers });
  },
};

export const routes = {
  root: { id: 'root', parentId: undefined, path: '', module: root },
  page: { id: 'page', parentId: 'root', path: '*', module: page },
};
const route = (id, parentId, path, hasLoader, hasAction) => ({
  id, parentId, path, module: '/assets/' + id + '.js', imports: [], css: [],
  hasLoader, hasAction, hasClientLoader: false, hasClientAction: false, hasClientMiddleware: false,
  hasErrorBoundary: false,
});
export const assets = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: { root: route('root', undefined, '', false, false), page: route('page', 'root', '*', true, true) },
  url: '/assets/manifest.js',
  version: '1',
};
export const assetsBuildDirectory = 'client';
export const basename = '/';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
export const publicPath = '/';
`;

function standInBuild(): string {
  const build = mkdtempSync(path.join(tmpdir(), 'kahraba-web-'));
  const assets = path.join(build, 'client', 'assets');
  mkdirSync(assets, { recursive: true });
  mkdirSync(path.join(build, 'server'));
  writeFileSync(path.join(build, 'server', 'index.js'), SERVER_BUILD);
  writeFileSync(path.join(assets, 'app-3f9a.js'), 'console.log(1)');
  // The build's precompressed copies (apps/web/build/precompress.ts), told apart from on-the-fly
  // compression by their content.
  writeFileSync(path.join(assets, 'app-3f9a.js.br'), brotliCompressSync('console.log("br")'));
  writeFileSync(path.join(assets, 'app-3f9a.js.gz'), gzipSync('console.log("gz")'));
  writeFileSync(path.join(build, 'client', 'favicon.svg'), '<svg/>');
  mkdirSync(path.join(build, 'client', 'api'));
  writeFileSync(path.join(build, 'client', 'api', 'stray.txt'), 'not an API answer');
  return build;
}

let web: TestContext;
beforeAll(async () => {
  web = await createTestApp({ webBuild: standInBuild() });
});
afterAll(() => web.close());

const scriptSourceOf = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1] ?? '';

describe('pages rendered through React Router', () => {
  it("renders a page with its loader's data, read from the API in process", async () => {
    const res = await web.app.inject({ method: 'GET', url: '/category/Mobile?sort=price-low' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // A guest: the API answered the loader's /api/user/me with 401, without any network call.
    expect(res.body).toContain('"me":401');
    expect(res.body).toContain('"path":"/category/Mobile"');
  });

  it("passes the shopper's session cookie on to the API the loaders call", async () => {
    const { createUser } = await import('../test/factories.js');
    const user = await createUser(web.app.db, { email: 'page-reader@kahraba.eg' });
    const login = await web.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const res = await web.app.inject({ method: 'GET', url: '/user-account', headers: { cookie } });
    expect(res.body).toContain('"me":200');
  });

  it('allows inline scripts only by the hashes of the ones the page carries', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/offers' });
    const inline = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(scriptSourceOf(res.headers['content-security-policy'])).toBe(`'self' 'sha256-${hash}'`);
    // No nonce to share between the shoppers a cache hands the page to.
    expect(res.body).not.toContain('nonce');
    // API answers and files carry no inline allowance at all.
    const api = await web.app.inject({ method: 'GET', url: '/api/health' });
    expect(scriptSourceOf(api.headers['content-security-policy'])).toBe("'self'");
  });

  it('keeps a page private unless the web app marks it shareable', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/offers' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toBeUndefined();
  });

  it('gives a shareable page its shared-cache lifetime and an ETag, and answers 304 to it', async () => {
    const first = await web.app.inject({ method: 'GET', url: '/offers?shared' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const again = await web.app.inject({ method: 'GET', url: '/offers?shared' });
    expect(again.headers.etag).toBe(tag);

    const revalidated = await web.app.inject({
      method: 'GET',
      url: '/offers?shared',
      headers: { 'if-none-match': `"other", ${tag}` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(tag);

    const otherPage = await web.app.inject({ method: 'GET', url: '/products?shared' });
    expect(otherPage.headers.etag).not.toBe(tag);
    const stale = await web.app.inject({
      method: 'GET',
      url: '/products?shared',
      headers: { 'if-none-match': tag },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('never lets a shared cache keep an answer that sets a cookie', async () => {
    const res = await web.app.inject({
      method: 'POST',
      url: '/login?shared',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
      payload: 'said=x',
    });
    expect(res.headers['set-cookie']).toHaveLength(2);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it("hands a posted form to the page's action and every cookie it sets back to the browser", async () => {
    const res = await web.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
      payload: 'said=%D8%A3%D9%87%D9%84%D8%A7',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/thanks?said=${encodeURIComponent('أهلا')}`);
    expect(res.headers['set-cookie']).toEqual(['first=1; Path=/', 'second=2; Path=/']);
  });

  it('answers a failing loader with status 500 and the page, never a bare error', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/products?boom=1' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('data-failed');
  });

  it('answers HEAD with the status and no body', async () => {
    const res = await web.app.inject({ method: 'HEAD', url: '/offers' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('the build’s files', () => {
  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-3f9a.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await web.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the prebuilt brotli or gzip copy the browser accepts, cached like the asset', async () => {
    const br = await web.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
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

describe('pages while the database is away', () => {
  const missing = '00000000-0000-4000-8000-000000000000';
  let away: TestContext;
  beforeAll(async () => {
    away = await createTestApp({ webBuild: standInBuild() });
  });
  afterAll(() => away.app.close());

  it('are the page asked for while it answers', async () => {
    const res = await away.app.inject({ method: 'GET', url: `/offers?product=${missing}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"product":404');
  });

  it('are a "back in a moment" page with 503 and Retry-After, in the page’s language, kept by no cache', async () => {
    await away.database.close();
    const arabic = await away.app.inject({ method: 'GET', url: `/ar/offers?product=${missing}&shared` });
    expect(arabic.statusCode).toBe(503);
    expect(arabic.headers['retry-after']).toBe('5');
    expect(arabic.headers['cache-control']).toBe('no-store');
    expect(arabic.headers['content-type']).toMatch(/^text\/html/);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('نعود خلال لحظات');
    // Not the page the loader made of the failure, and nothing to run.
    expect(arabic.body).not.toContain('"product"');
    expect(arabic.body).not.toContain('<script');

    const english = await away.app.inject({ method: 'GET', url: `/offers?product=${missing}` });
    expect(english.statusCode).toBe(503);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('Back in a moment');
    expect(english.body).toContain(`href="/offers?product=${missing}"`);
  });
});
