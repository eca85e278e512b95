import { expect, type Page, test } from '@playwright/test';
import { holdAppFramework } from './held-app.js';

async function useArabic(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
}

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

    await page
      .getByRole('link', { name: /View details/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/product\//);
    const name = page.getByRole('heading', { level: 1 });
    await expect(name).toBeVisible();
    await expect(page).toHaveTitle(`${await name.textContent()} · Kahraba`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByRole('table')).toContainText('Processor');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByText('No reviews yet')).toBeVisible();
  });

  test('shows the installment plans of a product, 3 months first', async ({ page, request }) => {
    // A product without an official plan gets the default months, 3 selected.
    const list = await (await request.get('/api/product?category=Laptop&limit=50&inStock=in')).json();
    const product = list.data.find((p: { installments: unknown }) => p.installments === null);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Installment plans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay in installments' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { checked: true })).toHaveAccessibleName(/3 months/);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/Installment plan selected: 3 months/)).toBeVisible();
  });

  test('says so when a product does not exist, in Arabic too', async ({ page }) => {
    await page.goto('/product/no-such-product');
    await expect(page.getByText('Product not found')).toBeVisible();
    await useArabic(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المنتج غير موجود' })).toBeVisible();
  });

  test('sends a guest who adds to cart to sign in', async ({ page, request }) => {
    const list = await (await request.get('/api/product?inStock=in&limit=1')).json();
    await page.goto(`/product/${list.data[0].slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});

test.describe('first visit', () => {
  test('arrives drawn, and the app takes the page over without drawing it again', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/product?category=Mobile')) reads.push(request.url());
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
    expect(html).toContain('<script type="application/json" id="query-state">');
    expect(html).toContain('<title>Mobiles &amp; Tablets · Kahraba</title>');
    const firstCard = page.getByTestId('product-card').first();
    const name = (await firstCard.getByRole('heading').textContent()) ?? '';
    expect(name).not.toBe('');
    expect(html.slice(html.indexOf('<div id="root">'))).toContain(name);
    const picture = await firstCard.getByRole('img').first().getAttribute('src');
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${picture}">`);

    // The app draws the other cards beside the ones the server drew, which it keeps.
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    expect(await firstCard.evaluate((card) => 'drawnByServer' in card)).toBe(true);
    // It took the answers the page was drawn with instead of asking again.
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

  test('answers a tap made before the app has taken the page over', async ({ page }) => {
    // The app's framework is held back, as on a slow link, until the tap has been made.
    const release = await holdAppFramework(page);
    await page.goto('/category/Mobile');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('موبايلات وتابلت');
  });

  test('arrives drawn in the language the shopper chose, which the app tells the server', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar');
    const response = await page.goto('/offers');
    expect((await response?.text()) ?? '').toContain('<html lang="ar" dir="rtl">');
  });

  test('reads a filtered listing itself, once', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/product?category=Mobile')) reads.push(request.url());
    });
    await page.goto('/category/Mobile?sort=price-low');
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    expect(reads).toHaveLength(1);
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

  test('is written in Arabic, right to left', async ({ page }) => {
    await useArabic(page);
    await page.goto('/offers');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'عروض حصرية' })).toBeVisible();
  });
});
