import type { Browser, Page } from '@playwright/test';
import { expect, openInShoppersLanguage, test } from './fixtures.js';
import { awaitHydrationOnLoads } from './hydration.js';
import { baseURL, fromNewAddress, registerShopper, signedIn, useLanguage } from './shopper.js';

// Live chat between a new shopper and the demo moderator (seeded on an empty database), each in
// their own browser context, with no page reloads: messages and unread counts arrive over the
// event stream.

const MODERATOR = { email: 'moderator@kahraba.eg', password: 'Support#2026' };

const shopper = {
  name: 'Hana Mostafa',
  email: `e2e-chat-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '01012345678',
  password: 'Kahraba#2026',
};

async function signedInPage(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = awaitHydrationOnLoads(openInShoppersLanguage(await context.newPage()));
  await page.goto('/login');
  await page.getByLabel(/^Email\*?$/).fill(who.email);
  await page.getByLabel(/^Password\*?$/).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  return page;
}

/** The navbar messages icon (the footer has a Messages link too). */
const messagesIcon = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Messages/ });

/** The unread count the navbar messages link announces (0 when it just says "Messages"). */
async function unreadBadge(page: Page): Promise<number> {
  const label = await messagesIcon(page).getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);
}

test('a shopper and the moderator chat live, in English and in Arabic', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const registered = await request.post('/api/auth/register', {
    headers: fromNewAddress(),
    data: { ...shopper, role: 'user' },
  });
  expect(registered.status()).toBe(201);

  const moderator = await signedInPage(browser, MODERATOR);
  await expect(messagesIcon(moderator)).toBeVisible();
  const before = await unreadBadge(moderator);

  const hana = await signedInPage(browser, shopper);
  await hana.goto('/user-chats');
  await expect(hana.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(hana.locator('html')).toHaveAttribute('dir', 'ltr');
  await hana.getByRole('button', { name: /Kahraba Support/ }).click();
  const hanaBox = hana.getByRole('textbox', { name: 'Message to Kahraba Support' });
  await expect(hana.getByRole('button', { name: 'Send' })).toBeDisabled();
  await hanaBox.fill('Is the Galaxy S25 available in Giza?');
  await hana.getByRole('button', { name: 'Send' }).click();
  await expect(hana.getByText('Message sent')).toBeVisible();
  await expect(hana.getByTestId('chat-message').filter({ hasText: 'Is the Galaxy S25' })).not.toHaveAttribute(
    'data-optimistic',
    'true',
  );

  // The moderator's badge rises without a reload.
  await expect.poll(() => unreadBadge(moderator), { timeout: 15_000 }).toBe(before + 1);

  // Opening the conversation reads it: the badge drops back.
  await messagesIcon(moderator).click();
  await expect(moderator).toHaveURL(/\/user-chats$/);
  await moderator.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(shopper.email);
  await moderator.getByRole('button', { name: new RegExp(shopper.name) }).click();
  await expect(moderator.getByText('Is the Galaxy S25 available in Giza?')).toBeVisible();
  await expect.poll(() => unreadBadge(moderator), { timeout: 15_000 }).toBe(before);

  await moderator
    .getByRole('textbox', { name: `Message to ${shopper.name}` })
    .fill('Yes, in 6th of October too.');
  await moderator.getByRole('button', { name: 'Send' }).click();

  // The reply arrives live on the shopper's open page.
  await expect(hana.getByText('Yes, in 6th of October too.')).toBeVisible({ timeout: 15_000 });

  // The same page in Arabic, at its Arabic address, right to left.
  await useLanguage(hana.context(), 'ar');
  await hana.goto('/user-chats');
  await expect(hana).toHaveURL(/\/ar\/user-chats$/);
  await expect(hana.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(hana.getByRole('heading', { level: 1, name: 'الرسائل' })).toBeVisible();
  await expect(hana.getByRole('button', { name: 'إرسال' })).toBeDisabled();
  await expect(hana.getByText('Yes, in 6th of October too.')).toBeVisible();

  await moderator.context().close();
  await hana.context().close();
});

test('staff write first, from an order in the console, and the shopper reads and answers it', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: baseURL() });
  const omar = await registerShopper(api, 'Omar Fathy', 'chat-first');
  const headers = { authorization: `Bearer ${omar.token}` };
  const list = await (await api.get('/api/product?category=Mobile&inStock=in&limit=1')).json();
  expect(
    (await api.post('/api/cart', { headers, data: { product: list.data[0]._id, quantity: 1 } })).status(),
  ).toBe(200);
  const placed = await api.post('/api/order', {
    headers,
    data: {
      shippingAddress: {
        firstName: 'Omar',
        lastName: 'Fathy',
        email: omar.email,
        phone: '01001234567',
        address: '9 Gameat El Dewal St, Mohandessin',
        city: 'Giza',
        postalCode: '12611',
      },
      paymentMethod: 'cash',
      shippingMethod: 'standard',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId: string = (await placed.json()).data.order._id;
  await api.dispose();

  const moderator = await signedInPage(browser, MODERATOR);
  await moderator.goto(`/admin/orders/${orderId}`);
  await moderator.getByRole('link', { name: 'Message this shopper' }).click();
  await expect(moderator).toHaveURL(/\/user-chats\?with=/);
  const box = moderator.getByRole('textbox', { name: 'Message to Omar Fathy' });
  await box.fill('Your phone is ready: would you like it delivered on Saturday?');
  await moderator.getByRole('button', { name: 'Send' }).click();
  await expect(moderator.getByText('Message sent')).toBeVisible();

  // The shopper, in Arabic, finds the store's message and answers it.
  const context = await browser.newContext();
  await useLanguage(context, 'ar');
  const omarPage = awaitHydrationOnLoads(await context.newPage());
  await signedIn(omarPage, omar, 'ar');
  await omarPage.goto('/ar/user-chats');
  await expect(
    omarPage.getByText('Your phone is ready: would you like it delivered on Saturday?'),
  ).toBeVisible();
  await omarPage.getByRole('textbox', { name: /Kahraba Support/ }).fill('نعم، السبت مناسب');
  await omarPage.getByRole('button', { name: 'إرسال' }).click();
  await expect(moderator.getByText('نعم، السبت مناسب')).toBeVisible({ timeout: 15_000 });

  await moderator.context().close();
  await context.close();
});
