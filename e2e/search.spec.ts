import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { expectHydrated } from './hydration.js';
import { useLanguage } from './shopper.js';

/** The search box in the page header (pages may have their own as well). */
const headerSearch = (page: Page) => page.getByRole('banner').getByRole('combobox');
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search products' });

/**
 * The header's search box once React has hydrated it: keys typed before then stay in the box but
 * ask for no suggestions (React replays taps, not typing), as on a slow first load.
 */
async function typeableHeaderSearch(page: Page) {
  await expectHydrated(headerSearch(page));
  return headerSearch(page);
}

test.describe('search box suggestions', () => {
  test('suggests a brand after typing pauses and opens its results', async ({ page }) => {
    await page.goto('/');
    await (await typeableHeaderSearch(page)).pressSequentially('sam');
    const brand = listbox(page).getByRole('option', { name: 'Samsung', exact: true });
    await expect(brand).toBeVisible();
    await brand.click();
    await expect(page).toHaveURL(/\/search\?brand=Samsung/);
    await expect(page.getByText(/\d+ products? found/)).toBeVisible();
  });

  test('opens a suggested product', async ({ page }) => {
    await page.goto('/');
    await (await typeableHeaderSearch(page)).pressSequentially('galaxy s26');
    const product = listbox(page)
      .getByRole('option', { name: /Galaxy S26/ })
      .first();
    await expect(product).toBeVisible();
    await product.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Galaxy S26');
  });

  test('suggests a category and can be driven from the keyboard', async ({ page }) => {
    await page.goto('/');
    const box = await typeableHeaderSearch(page);
    await box.pressSequentially('lapt');
    await expect(listbox(page).getByRole('option', { name: 'Laptops', exact: true })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Brands first, then products, then categories: walk down to the category and choose it.
    const options = listbox(page).getByRole('option');
    const count = await options.count();
    for (let i = 0; i < count; i += 1) await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?category=Laptop/);
  });

  test('searches the typed text on Enter', async ({ page }) => {
    await page.goto('/offers');
    await headerSearch(page).fill('iphone');
    await headerSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=iphone/);
    await expect(page.getByRole('heading', { name: 'Results for “iphone”' })).toBeVisible();
  });

  test('offers all categories when nothing matches', async ({ page }) => {
    await page.goto('/');
    await (await typeableHeaderSearch(page)).pressSequentially('qqqzzzxxx');
    const browse = listbox(page).getByRole('option', { name: /browse all categories/ });
    await expect(browse).toBeVisible();
    await browse.click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  });

  test('finds products from an Arabic query in the Arabic interface', async ({ page, context }) => {
    await useLanguage(context, 'ar');
    await page.goto('/search?q=%D8%A7%D9%8A%D9%81%D9%88%D9%86');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/iPhone|آيفون/);
  });
});

test.describe('what shoppers mean', () => {
  test('forgives one wrong letter, and offers "Did you mean" for a search that finds nothing', async ({
    page,
  }) => {
    await page.goto('/search?q=samsng');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/samsung/i);

    await page.goto('/search?q=smsng');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await page.getByRole('link', { name: 'samsung' }).click();
    await expect(page).toHaveURL(/\/search\?q=samsung$/);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/samsung/i);
  });

  test('offers "Did you mean" in Arabic too', async ({ page, context }) => {
    await useLanguage(context, 'ar');
    await page.goto('/search?q=smsng');
    await expect(page.getByText('هل تقصد')).toBeVisible();
    await page.getByRole('link', { name: 'samsung' }).click();
    await expect(page).toHaveURL(/\/search\?q=samsung$/);
  });

  test('lists the brands of the results with their counts', async ({ page }) => {
    await page.goto('/search?q=galaxy');
    const options = page.getByRole('combobox', { name: 'Brand' }).getByRole('option');
    await expect(options.filter({ hasText: /^Samsung \([\d,]+\)$/ })).toHaveCount(1);
    // A brand none of the results has is not offered.
    await expect(options.filter({ hasText: /^Lenovo/ })).toHaveCount(0);
  });
});

test.describe('the search box with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('still searches the typed text, the form going to /search?q=', async ({ page }) => {
    await page.goto('/offers');
    await headerSearch(page).fill('iphone');
    await headerSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=iphone$/);
    await expect(page.getByRole('heading', { name: 'Results for “iphone”' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/iphone/i);
  });
});

test.describe('listing filters', () => {
  test('keep the category page filters in the URL across a reload', async ({ page }) => {
    await page.goto('/category/Laptop');
    // Each type chip says how many of the category's products it has.
    await page.getByRole('button', { name: /^Gaming \([\d,]+\)$/ }).click();
    await expect(page).toHaveURL(/productType=Gaming/);
    await page.getByLabel('Sort by').selectOption('price-low');
    await expect(page).toHaveURL(/sort=price-low/);

    await page.reload();
    await expect(page.getByRole('button', { name: /^Gaming \([\d,]+\)$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel('Sort by')).toHaveValue('price-low');

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=price-low/);
  });

  test('go back to categories from search results', async ({ page }) => {
    await page.goto('/search?q=anker&sort=price-asc');
    await page.getByRole('button', { name: 'Back to categories' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  });
});

test.describe('compare', () => {
  test('refuses a fifth product and lists the four chosen', async ({ page }) => {
    await page.goto('/category/Mobile');
    const compareButtons = page.getByRole('main').getByRole('button', { name: 'Compare', exact: true });
    await expect(compareButtons.nth(4)).toBeVisible();
    for (let i = 0; i < 4; i += 1) await compareButtons.nth(i).click();
    await compareButtons.nth(4).click();
    await expect(page.getByText('You can only compare up to 4 products at a time')).toBeVisible();

    await page.getByRole('button', { name: 'Compare 4 products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare products' });
    // Side by side: a column per product, and the phones' specifications among the rows.
    await expect(dialog.getByRole('columnheader')).toHaveCount(4);
    await expect(dialog.getByRole('rowheader', { name: /^RAM/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await expect(dialog.getByText(/Choose Compare on up to 4 products/)).toBeVisible();
  });
});
