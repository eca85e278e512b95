import type { APIRequestContext, APIResponse } from '@playwright/test';
import { buyableProduct } from './catalog-data.js';
import { expect, test } from './fixtures.js';
import { baseURL, registerShopper, SESSION_COOKIE, useLanguage } from './shopper.js';

// One URL per language: English at SPEC's paths, Arabic under /ar/, each page naming its twin with
// hreflang; the switch goes to the same page in the other language; the cookie only sends a visitor
// arriving at `/` on to the language they chose. A guest's catalog pages are cacheable by a shared
// cache (public, s-maxage, ETag, 304); anything signed in stays private.

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';
const noRedirects = { maxRedirects: 0 } as const;

/** A page fetched as a fresh client: no cookie jar of the test's browser context. */
async function fetchPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(path, { headers, ...noRedirects });
}

async function aProductId(request: APIRequestContext): Promise<string> {
  return (await buyableProduct(request, 'limit=4', 1))._id;
}

test.describe('pages in each language at their own address', () => {
  test('renders the Arabic twins under /ar/, right to left, whatever the cookie says', async ({
    request,
  }) => {
    const id = await aProductId(request);
    for (const path of ['/ar/', '/ar/products', '/ar/offers', '/ar/category/Mobile', `/ar/product/${id}`]) {
      const res = await fetchPage(request, path, { cookie: 'lang=en' });
      expect(res.status(), path).toBe(200);
      expect(htmlTag(await res.text()), path).toMatch(/lang="ar" dir="rtl"/);
    }
    // SPEC's paths stay English, even for a visitor who chose Arabic before.
    for (const path of ['/products', '/offers', `/product/${id}`]) {
      const res = await fetchPage(request, path, { cookie: 'lang=ar' });
      expect(res.status(), path).toBe(200);
      expect(htmlTag(await res.text()), path).toMatch(/lang="en" dir="ltr"/);
    }
    const missing = await fetchPage(request, '/ar/no-such-page');
    expect(missing.status()).toBe(404);
    expect(htmlTag(await missing.text())).toMatch(/lang="ar"/);
  });

  test('names both languages of every page with absolute hreflang alternates', async ({ request }) => {
    // A sorted listing's alternates are those of its canonical page (without the sort).
    const html = await (await fetchPage(request, '/ar/category/Mobile?sort=price-low&page=2')).text();
    const alternate = (lang: string) =>
      new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`).exec(html)?.[1];
    expect(alternate('en')).toBe(`${baseURL()}/category/Mobile?page=2`);
    expect(alternate('ar')).toBe(`${baseURL()}/ar/category/Mobile?page=2`);
    expect(alternate('x-default')).toBe(`${baseURL()}/category/Mobile?page=2`);
  });

  test('sends a visitor arriving at / to the language they chose, or their browser reads', async ({
    request,
  }) => {
    const chose = await fetchPage(request, '/', { cookie: 'lang=ar' });
    expect(chose.status()).toBe(302);
    expect(chose.headers().location).toBe('/ar/');
    expect(chose.headers()['cache-control']).toMatch(/private/);

    const browser = await fetchPage(request, '/', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(browser.status()).toBe(302);
    expect(browser.headers().location).toBe('/ar/');

    // Having chosen English, an Arabic browser stays on the English home page.
    const english = await fetchPage(request, '/', { cookie: 'lang=en', 'accept-language': 'ar' });
    expect(english.status()).toBe(200);
    expect(htmlTag(await english.text())).toMatch(/lang="en"/);
  });

  test('switches to the same page in the other language and back, in the browser', async ({ page }) => {
    await page.goto('/category/Mobile?sort=price-low');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'العربية' })
      .click();
    await expect(page).toHaveURL(/\/ar\/category\/Mobile\?sort=price-low$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    // The Arabic page's links stay in Arabic.
    await expect(nav.getByRole('link', { name: 'العروض' }).first()).toHaveAttribute('href', '/ar/offers');

    await nav.getByRole('link', { name: 'English' }).click();
    // The address as a whole: a pattern for its end would match the Arabic page still showing.
    await expect(page).toHaveURL(`${baseURL()}/category/Mobile?sort=price-low`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    // The choice is remembered for the next arrival at the home page.
    await page.goto('/ar/offers');
    // The full address: the fixture's page would open the Arabic home page by itself.
    await page.goto(`${baseURL()}/`);
    await expect(page).toHaveURL(/\/ar\/$/);
  });

  test('keeps the language of a guest sent to sign in', async ({ request }) => {
    const res = await fetchPage(request, '/ar/cart');
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/ar/login?redirect=cart');
  });
});

test.describe('what a shared cache may keep', () => {
  const expectShared = (res: APIResponse) => {
    expect(res.headers()['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(res.headers().etag).toMatch(/^W\/"/);
    expect(res.headers()['set-cookie']).toBeUndefined();
  };
  const expectPrivate = (res: APIResponse) => {
    expect(res.headers()['cache-control']).toBe('private, no-cache');
    expect(res.headers().etag).toBeUndefined();
    expect(res.headers().vary).toMatch(/Cookie/);
  };

  test("marks a guest's catalog pages public with an ETag, and answers 304 to it", async ({ request }) => {
    const id = await aProductId(request);
    const pages = [
      '/products',
      '/offers',
      '/category/Laptop',
      '/search?q=phone',
      `/product/${id}`,
      '/ar/offers',
    ];
    for (const path of pages) {
      const res = await fetchPage(request, path);
      expect(res.status(), path).toBe(200);
      expectShared(res);
    }
    const first = await fetchPage(request, `/ar/product/${id}`);
    let tag = first.headers().etag ?? '';
    let again = await fetchPage(request, `/ar/product/${id}`, { 'if-none-match': tag });
    // The page shows the product's views, which the server writes out every few seconds: one written
    // between the two reads makes a new page with a new tag. The next read of it must match.
    if (again.status() === 200) {
      tag = again.headers().etag ?? '';
      again = await fetchPage(request, `/ar/product/${id}`, { 'if-none-match': tag });
    }
    expect(again.status()).toBe(304);
    // The other language is another page, with another tag.
    const english = await fetchPage(request, `/product/${id}`);
    expect(english.headers().etag).not.toBe(tag);
  });

  test('keeps personal pages and every signed-in page private, with nothing personal in a public one', async ({
    playwright,
    request,
  }) => {
    // Signed in through the login, as a browser is: the context's cookie jar holds the session.
    const shopperApi = await playwright.request.newContext({ baseURL: baseURL() });
    try {
      const shopper = await registerShopper(shopperApi, 'Cache Checker', 'cache');
      const cookies = await shopperApi.storageState();
      expect(cookies.cookies.map((cookie) => cookie.name)).toContain(SESSION_COOKIE);
      for (const path of ['/offers', '/ar/products', '/user-account', '/cart']) {
        const res = await fetchPage(shopperApi, path);
        expect(res.status(), path).toBe(200);
        expectPrivate(res);
      }
      expect(await (await fetchPage(shopperApi, '/offers')).text()).toContain('Cache Checker');
      // A guest's shareable copy of the same page knows nothing of the shopper.
      const guest = await fetchPage(request, '/offers');
      expectShared(guest);
      const guestHtml = await guest.text();
      expect(guestHtml).not.toContain('Cache Checker');
      expect(guestHtml).not.toContain(shopper.email);
      expectPrivate(await fetchPage(request, '/login'));
    } finally {
      await shopperApi.dispose();
    }
  });
});

test('an Arabic reader in the browser lands on /ar/ from the home page', async ({ page }) => {
  await useLanguage(page.context(), 'ar');
  await page.goto(`${baseURL()}/`);
  await expect(page).toHaveURL(/\/ar\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});
