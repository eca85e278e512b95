import { expect, test } from '@playwright/test';
import { waitForHydration } from '../hydration.js';

// `npm run dev` runs what production runs, in one process: pages rendered on the server with their
// loaders' data, the session cookie set by signing in through the same address, and hydration.

test('renders a guest page with its data on the server', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toMatch(/<html lang="en" dir="ltr">/);
  expect(html.match(/data-testid="product-card"/g)?.length ?? 0).toBeGreaterThan(0);

  const arabic = await (await request.get('/ar/products')).text();
  expect(arabic).toMatch(/<html lang="ar" dir="rtl">/);
  expect(arabic.match(/data-testid="product-card"/g)?.length ?? 0).toBeGreaterThan(0);
});

test('signs in through the login page and draws the account on the server', async ({ page }) => {
  await page.goto('/login?redirect=%2Fuser-account');
  // On its first visit Vite may find dependencies to prepare and reload the page, on a cold cache
  // more than once (a clean clone, a busy machine): given the time, the page is loaded afresh.
  await page.waitForLoadState('networkidle');
  try {
    await waitForHydration(page);
  } catch {
    await page.reload();
    await page.waitForLoadState('networkidle');
    await waitForHydration(page);
  }
  await page.getByLabel('Email').fill('shopper@kahraba.eg');
  await page.getByRole('textbox', { name: 'Password' }).fill('Shopper#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/user-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('kahraba_session');
  const account = await page.context().request.get('/user-account', { maxRedirects: 0 });
  expect(account.status()).toBe(200);
  expect(await account.text()).toContain('Mona Hassan');
});
