import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createProduct, createUser, type TestUser } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { withAbsoluteMediaUrlsInJson } from './public-urls.js';

let ctx: TestContext;
let shopper: TestUser;
let admin: TestUser;
let productId: string;

beforeAll(async () => {
  ctx = await createTestApp({
    publicUrl: 'https://shop.kahraba.eg',
    corsOrigins: ['https://partner.example.eg'],
  });
  shopper = await createUser(ctx.database.db);
  admin = await createUser(ctx.database.db, { role: 'admin' });
  productId = (await createProduct(ctx.database.db, { image: '/media/products/mobile-samsung-0.svg' })).id;
});
afterAll(() => ctx.close());

describe('product images for clients on other origins', () => {
  it('are served with Cross-Origin-Resource-Policy: cross-origin', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/media/products/mobile-samsung-0.svg',
      headers: { origin: 'https://partner.example.eg' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Everything else stays same-origin.
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('are named by absolute URL under PUBLIC_URL in shoppers’ answers', async () => {
    const product = (await ctx.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json().data;
    expect(product.image).toBe('https://shop.kahraba.eg/media/products/mobile-samsung-0.svg');
    expect(product.images).toEqual(['https://shop.kahraba.eg/media/products/mobile-samsung-0.svg']);
    const headers = authHeaders(ctx.app, shopper);
    await ctx.app.inject({ method: 'POST', url: '/api/cart', headers, payload: { product: productId } });
    const cart = (await ctx.app.inject({ method: 'GET', url: '/api/cart', headers })).json().data;
    expect(cart.items[0].product.image).toBe('https://shop.kahraba.eg/media/products/mobile-samsung-0.svg');
    // Asked again (from the catalog's cache), the path is made absolute once, not twice.
    const again = (await ctx.app.inject({ method: 'GET', url: `/api/product/${productId}` })).json().data;
    expect(again.image).toBe('https://shop.kahraba.eg/media/products/mobile-samsung-0.svg');
  });

  it('keep their stored paths in the staff console, whose forms send them back', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/products/${productId}`,
      headers: authHeaders(ctx.app, admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).toContain('"image":"/media/products/mobile-samsung-0.svg"');
  });
});

describe('withAbsoluteMediaUrlsInJson', () => {
  it('makes string values under /media absolute and leaves text that merely quotes a path alone', () => {
    const json = JSON.stringify({
      image: '/media/a.svg',
      images: ['/media/b.svg'],
      description: 'see "/media/c.svg"',
    });
    expect(JSON.parse(withAbsoluteMediaUrlsInJson(json, 'https://x.eg'))).toEqual({
      image: 'https://x.eg/media/a.svg',
      images: ['https://x.eg/media/b.svg'],
      description: 'see "/media/c.svg"',
    });
  });
});
