import { expect, test } from '@playwright/test';

test.describe('home page language', () => {
  test('renders in English, left to right, by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Laptop' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('6th of October');
  });

  test('switches to Arabic, right to left, and keeps the choice after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('contentinfo')).toContainText('السادس من أكتوبر');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  });

  test('follows an Arabic browser on the first visit', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-EG' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });
});
