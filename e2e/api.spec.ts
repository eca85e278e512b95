import { expect, test } from '@playwright/test';

test.describe('server of the built app', () => {
  test('reports a healthy database with the demo catalog', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'success', data: { db: 'ok' } });
    expect(body.data.products).toBeGreaterThanOrEqual(250);
  });

  test('answers an unknown API path with the 404 envelope in the asked language', async ({ request }) => {
    const res = await request.get('/api/no-such-thing', { headers: { 'Accept-Language': 'ar' } });
    expect(res.status()).toBe(404);
    const body = await res.json();
    expect(body.status).toBe('error');
    expect(body.code).toBe('ROUTE_NOT_FOUND');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  });

  test('serves the single-page app for a deep link and caches hashed assets for a year', async ({ page }) => {
    const assetHeaders: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/')) assetHeaders.push(response.headers()['cache-control'] ?? '');
    });
    const res = await page.goto('/category/Mobile');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-cache');
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(assetHeaders.length).toBeGreaterThan(0);
    for (const header of assetHeaders) expect(header).toContain('immutable');
  });
});
