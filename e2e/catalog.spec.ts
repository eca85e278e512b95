import { expect, test } from './fixtures.js';
import { expectHydrated } from './hydration.js';
import { useLanguage } from './shopper.js';

test.describe('browsing the catalog', () => {
  test('goes from home to a category to a product', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /^Laptops/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/category\/Laptop/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Laptops');
    // Each page names itself in the browser's tab, as the app moves between them.
    await expect(page).toHaveTitle('Laptops · Kahraba');

    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    expect(name).not.toBe('');
    await card.getByRole('link', { name: /View details/i }).click();
    await expect(page).toHaveURL(/\/product\//);
    // The URL moves first; the product page follows as React commits it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} · Kahraba`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByRole('table', { name: /^Specifications of/ })).toContainText('Processor');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    // No written reviews yet, whether or not shoppers have rated it.
    await expect(page.getByRole('tabpanel')).toContainText(/No reviews yet|no one has written a review yet/);
  });

  test('answers an unknown product with 404 and the not-found page, in Arabic too', async ({
    page,
    context,
  }) => {
    const response = await page.goto('/product/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Kahraba');
    await useLanguage(context, 'ar');
    const again = await page.goto('/product/no-such-product');
    expect(page.url()).toMatch(/\/ar\/product\/no-such-product$/);
    expect(again?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
  });

  test('sends a guest who adds to cart to sign in', async ({ page, request }) => {
    const list = await (await request.get('/api/product?inStock=in&limit=1')).json();
    await page.goto(`/product/${list.data[0].slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproduct%2F/);
  });
});

test.describe('first visit', () => {
  test('arrives drawn, and the app hydrates the drawn page instead of drawing it again', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/product')) reads.push(request.url());
    });
    // Marks the drawn first card (a property: the app sets the attributes to its own) before any of
    // the app's code runs, to find it again afterwards.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const card = document.querySelector('[data-testid="product-card"]');
        if (card) Object.assign(card, { drawnByServer: true });
      });
    });
    const response = await page.goto('/category/Mobile');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<title>Mobiles &amp; Tablets · Kahraba</title>');
    const firstCard = page.getByTestId('product-card').first();
    const name = (await firstCard.getByRole('heading').textContent()) ?? '';
    expect(name).not.toBe('');
    expect(html.slice(html.indexOf('<body'))).toContain(`>${name}<`);
    const picture = await firstCard.getByRole('img').first().getAttribute('src');
    expect(html).toContain(`<link rel="preload" as="image" href="${picture}" fetchPriority="high"/>`);

    // React takes over the cards the server drew, keeping them, with the answers the page was
    // drawn with instead of asking the API again.
    await expectHydrated(firstCard);
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    expect(await firstCard.evaluate((card) => 'drawnByServer' in card)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
  });

  test('shows the catalog with scripts off, its links working', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/category/Mobile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstCard = page.getByTestId('product-card').first();
    const name = (await firstCard.getByRole('heading').textContent()) ?? '';
    await firstCard.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await context.close();
  });

  test('arrives drawn in the language the shopper chose, at its own address', async ({ page, context }) => {
    await page.goto('/offers');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/offers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar');
    // The next arrival at the home page goes to the Arabic one, drawn so by the server.
    const response = await page.goto(new URL('/', page.url()).href);
    expect(page.url()).toMatch(/\/ar\/$/);
    expect((await response?.text()) ?? '').toContain('<html lang="ar" dir="rtl">');
  });

  test('arrives with a filtered listing drawn in the asked order, asking the API nothing more', async ({
    page,
    request,
  }) => {
    const sorted = await request.get('/api/product?category=Mobile&sort=price-low&limit=24');
    expect(sorted.status()).toBe(200);
    const names = ((await sorted.json()).data as { name: string }[]).map((product) => product.name);
    expect(names).toHaveLength(24);

    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/product')) reads.push(request.url());
    });
    await page.goto('/category/Mobile?sort=price-low');
    const cards = page.getByTestId('product-card');
    await expect(cards.getByRole('heading')).toHaveText(names);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-low');
    await expectHydrated(cards.first());
    await page.waitForLoadState('networkidle');
    expect(reads).toEqual([]);
  });
});

test.describe('offers', () => {
  test('lists discounted products, highest discount first, with their labels', async ({ page }) => {
    await page.goto('/offers');
    await expect(page.getByRole('heading', { name: 'Exclusive Offers' })).toBeVisible();
    const badges = page.getByText(/^\d+% OFF$/);
    await expect(badges.first()).toBeVisible();
    const percents = (await badges.allTextContents()).map((t) => Number.parseInt(t, 10));
    expect(percents.length).toBeGreaterThan(1);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    await expect(page.getByText(/^(EXCLUSIVE|HOT DEAL|SALE)$/).first()).toBeVisible();
  });

  test('sorts by price from low to high', async ({ page }) => {
    await page.goto('/offers');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price-low/);
  });

  test('is written in Arabic, right to left', async ({ page, context }) => {
    await useLanguage(context, 'ar');
    await page.goto('/offers');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'عروض حصرية' })).toBeVisible();
  });
});
