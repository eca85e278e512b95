import { expect, type Page, test } from '@playwright/test';

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

    await page
      .getByRole('link', { name: /View details/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/product\//);
    const name = page.getByRole('heading', { level: 1 });
    await expect(name).toBeVisible();
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
  test('arrives with its first read answered and its main picture on the way', async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/product?category=Mobile')) reads.push(request.url());
    });
    const response = await page.goto('/category/Mobile');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(
      'data-early-read="/api/product?category=Mobile&amp;sort=newest&amp;page=1&amp;limit=24"',
    );
    const firstCard = page.getByTestId('product-card').first();
    await expect(firstCard).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(24);
    // The page took the answer the server wrote into it instead of asking again.
    expect(reads).toEqual([]);
    const picture = await firstCard.getByRole('img').first().getAttribute('src');
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${picture}">`);
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
