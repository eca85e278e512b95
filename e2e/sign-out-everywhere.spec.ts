import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { baseURL, type Credentials, logIn, registerShopper, sessionCookie, signedIn } from './shopper.js';

// "Sign out everywhere" on the account page ends every session of the account on the server: the
// browser's own, and those of the shopper's other devices (here, an API client holding a token).
// One shopper for the file (sign-ups are rate limited); the tests take turns, since each ends
// all of that shopper's sessions.
test.describe.configure({ mode: 'serial' });

let shopper: Credentials;

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseURL() });
  shopper = await registerShopper(api, 'Mona Everywhere', 'everywhere');
  await api.dispose();
});

/** Another device: its own cookie jar and a token of its own, sent as Authorization: Bearer. */
async function otherDevice() {
  const api = await playwrightRequest.newContext({ baseURL: baseURL() });
  const { token } = await logIn(api, shopper);
  const stillSignedIn = async () =>
    (await api.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } })).status();
  return { api, stillSignedIn };
}

test('signs out on every device from the account page, by keyboard', async ({ page }) => {
  const phone = await otherDevice();
  expect(await phone.stillSignedIn()).toBe(200);
  await signedIn(page, shopper);
  await page.goto('/user-account');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Sign out everywhere' });
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionCookie(page.context())).toBeUndefined();
  // The other device's token is refused on the server, not only forgotten here.
  expect(await phone.stillSignedIn()).toBe(401);
  await page.goto('/user-account');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/user-account')}`);
  await phone.api.dispose();
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('signs out on every device, right to left', async ({ page }) => {
    const phone = await otherDevice();
    await signedIn(page, shopper, 'ar');
    await page.goto('/ar/user-account');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab', { name: 'الإعدادات' }).click();
    await expect(page.getByRole('heading', { name: 'الأجهزة المسجّل دخولها' })).toBeVisible();
    await page.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }).click();
    await expect(page).toHaveURL(/\/ar\/login$/);
    expect(await phone.stillSignedIn()).toBe(401);
    await phone.api.dispose();
  });
});

test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still signs out everywhere', async ({ page }) => {
    const phone = await otherDevice();
    await signedIn(page, shopper);
    await page.goto('/user-account?tab=settings');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionCookie(page.context())).toBeUndefined();
    expect(await phone.stillSignedIn()).toBe(401);
    await phone.api.dispose();
  });
});
