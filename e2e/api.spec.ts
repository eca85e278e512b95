import { expect, test } from './fixtures.js';

test.describe('server of the built app', () => {
  test('is live, and ready with its database, migrations and catalog copy', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'success', data: { status: 'live' } });
    const ready = await request.get('/api/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'success',
      data: { database: 'ok', migrations: 'current', catalog: 'loaded' },
    });
  });

  test('answers an unknown API path with the 404 envelope in the asked language', async ({ request }) => {
    const res = await request.get('/api/no-such-thing', { headers: { 'Accept-Language': 'ar' } });
    expect(res.status()).toBe(404);
    const body = await res.json();
    expect(body.status).toBe('error');
    expect(body.code).toBe('ROUTE_NOT_FOUND');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  });

  test('renders a deep link on the server, shareable for a guest, and caches hashed assets for a year', async ({
    page,
  }) => {
    const assetHeaders: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/')) assetHeaders.push(response.headers()['cache-control'] ?? '');
    });
    const res = await page.goto('/category/Mobile');
    expect(res?.status()).toBe(200);
    // A guest's catalog page is the same for every guest: a shared cache may keep it a while.
    expect(res?.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(res?.headers().etag).toMatch(/^W\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Mobiles & Tablets' })).toBeVisible();
    expect(assetHeaders.length).toBeGreaterThan(0);
    for (const header of assetHeaders) expect(header).toContain('immutable');
  });
});
