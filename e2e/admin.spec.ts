import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { fillCheckoutAddressIfNew } from './addresses.js';
import { test as base, expect, openInShoppersLanguage } from './fixtures.js';
import { awaitHydrationOnLoads } from './hydration.js';
import { type Lang, logIn, registerShopper, type Session, signedIn, useLanguage } from './shopper.js';

// The staff console end to end, each role in its own browser context: the admin adds a product,
// a shopper orders it, the moderator delivers it, decides a trade-in and answers a chat live, in
// English and in Arabic. One shopper per worker (registrations are rate limited); each test only
// looks at what it made itself, since other spec files share the server and database.

const ADMIN = { email: 'admin@kahraba.eg', password: 'Admin#2026' };
const MODERATOR = { email: 'moderator@kahraba.eg', password: 'Support#2026' };

let shopper: Session;
let shopperName: string;
let moderator: Session;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

const test = base.extend<{
  /** A page in a browser context of its own: signed in as `session` (a guest when null), in `lang`. */
  openAs: (session: Session | null, lang?: Lang) => Promise<Page>;
}>({
  openAs: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (session, lang = 'en') => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = awaitHydrationOnLoads(openInShoppersLanguage(await context.newPage()));
      // Signed in through the real login (only failed logins count against its limit).
      if (session) await signedIn(page, session, lang);
      else await useLanguage(context, lang);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  shopperName = `Salma Adel ${unique()}`;
  shopper = await registerShopper(api, shopperName, 'admin');
  moderator = await logIn(api, MODERATOR);
  await api.dispose();
});

/** A form field by its label, which carries a "*" when the field is required. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

const staffNav = (page: Page) => page.getByRole('navigation', { name: /^(Staff console|لوحة الفريق)$/ });

async function expectDirection(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/**
 * Money as the shop writes it (formatEgp), worked out by the page's own Intl so the digits match:
 * Western digits in Arabic too (docs/decisions/0009-western-digits-in-arabic.md).
 */
async function egp(page: Page, amount: number, lang: Lang): Promise<string> {
  return page.evaluate(
    ({ amount, lang }) =>
      new Intl.NumberFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-EG', {
        style: 'currency',
        currency: 'EGP',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }).format(amount),
    { amount, lang },
  );
}

/** A real PNG (a coloured square), so the API's content check and resizing really run on it. */
function productPng(size = 48): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#fa8c32' } })
    .png()
    .toBuffer();
}

/** A seeded phone in stock: a phone trade-in must ask for one of the same category in exchange. */
async function replacementPhoneId(request: APIRequestContext): Promise<string> {
  const list = await request.get('/api/product?category=Mobile&inStock=in&limit=1');
  expect(list.status()).toBe(200);
  const [product] = (await list.json()).data as { _id: string }[];
  expect(product).toBeDefined();
  return product!._id;
}

test.describe('the staff console', () => {
  test('keeps guests and shoppers out, and moderators out of admin-only pages', async ({ openAs }) => {
    test.setTimeout(90_000);
    const guest = await openAs(null);
    await guest.goto('/admin/orders?status=pending');
    await expect(guest).toHaveURL(`/login?redirect=${encodeURIComponent('/admin/orders?status=pending')}`);
    await expect(guest.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    const customer = await openAs(shopper);
    await customer.goto('/admin');
    await expect(customer.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(customer.getByText('Your account is not allowed to open this page.')).toBeVisible();
    await expect(customer.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    await expect(staffNav(customer)).toHaveCount(0);
    await expect(customer).toHaveURL(/\/admin$/);

    const customerAr = await openAs(shopper, 'ar');
    await customerAr.goto('/admin/products');
    await expectDirection(customerAr, 'ar');
    await expect(customerAr.getByRole('heading', { level: 1, name: 'غير مسموح' })).toBeVisible();
    await expect(staffNav(customerAr)).toHaveCount(0);

    const support = await openAs(moderator);
    await support.goto('/admin/staff');
    await expect(support.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(support.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await expect(staffNav(support).getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(staffNav(support).getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(staffNav(support).getByRole('link', { name: 'Outbox' })).toHaveCount(0);
    await support.goto('/admin/outbox');
    await expect(support.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  });

  test('an admin reads a reset link sent to a shopper in the outbox, its token masked', async ({
    openAs,
    request,
  }) => {
    const asked = await request.post('/api/auth/password-reset', { data: { email: shopper.email } });
    expect(asked.status(), await asked.text()).toBe(202);

    const admin = await openAs(await logIn(request, ADMIN));
    await admin.goto('/admin');
    await staffNav(admin).getByRole('link', { name: 'Outbox' }).click();
    await expect(admin).toHaveURL(/\/admin\/outbox$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    // Other spec files queue messages on the same server: this one is found by its recipient.
    const row = admin
      .getByRole('table', { name: 'Outbox' })
      .getByRole('row')
      .filter({ hasText: shopper.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Password reset');
    await expect(row).toContainText(/Waiting|Sending|Sent/);
    // Named by its subject and its recipient: the same subject goes to many shoppers.
    await row.getByRole('button', { name: /^Reset your Kahraba password\s*, to e2e-admin-/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reset your Kahraba password' });
    await expect(dialog.getByText(/reset-password\?token=…/)).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await admin.getByRole('combobox', { name: 'Status' }).selectOption('failed');
    await expect(admin).toHaveURL(/[?&]status=failed/);
    await expect(row).toHaveCount(0);
  });

  test('an admin adds a product with an image, a shopper orders it, the moderator delivers it', async ({
    openAs,
    request,
  }) => {
    // The longest flow: three browser contexts and an image upload, on a machine shared with other jobs.
    test.setTimeout(180_000);
    const productName = `Kahraba Pulse ${unique()}`;
    const price = 1499;
    let productId = '';

    const admin = await openAs(null);
    await test.step('the admin signs in and opens the console from the account menu', async () => {
      await admin.goto('/login');
      await field(admin, 'Email').fill(ADMIN.email);
      await field(admin, 'Password').fill(ADMIN.password);
      await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(admin).toHaveURL(/\/$/);
      const nav = admin.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('button', { name: 'Account: Kahraba Admin' }).click();
      await nav.getByRole('link', { name: 'Staff console' }).click();
      await expect(admin).toHaveURL(/\/admin$/);
      await expectDirection(admin, 'en');
      await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(staffNav(admin).getByRole('link', { name: 'Staff' })).toBeVisible();
    });

    await test.step('the admin creates the product with an uploaded image', async () => {
      await staffNav(admin).getByRole('link', { name: 'Products' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
      await admin.getByRole('link', { name: 'New product' }).click();
      await expect(admin).toHaveURL(/\/admin\/products\/new$/);
      await expect(admin.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

      await field(admin, 'Name (English)').fill(productName);
      await field(admin, 'Brand').fill('Kahraba Labs');
      await field(admin, 'Category').selectOption({ label: 'Audio' });
      await expect(field(admin, 'Product type')).toHaveValue('Audio');
      await field(admin, 'Description (English)').fill('Wireless earbuds for the end-to-end run.');
      await field(admin, 'Price (EGP)').fill(String(price));
      await field(admin, 'Opening stock').fill('40');

      const images = admin.getByRole('group', { name: 'Images' });
      await expect(images.getByText('No images yet. The first image is the main one.')).toBeVisible();
      await images
        .getByLabel('Add images')
        .setInputFiles({ name: 'pulse.png', mimeType: 'image/png', buffer: await productPng() });
      const preview = images.getByRole('img', { name: 'Image 1' });
      await expect(preview).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]{32}-\d+\.webp$/, {
        timeout: 30_000,
      });
      await expect(images.getByText('Main image')).toBeVisible();
      await expect(images.getByRole('alert')).toHaveCount(0);

      await admin.getByRole('button', { name: 'Create product' }).click();
      await expect(admin.getByText(`${productName} was created.`)).toBeVisible({ timeout: 20_000 });
      await expect(admin).toHaveURL(/\/admin\/products\/[^/]+$/);
      await expect(admin.getByRole('heading', { level: 1, name: `Edit ${productName}` })).toBeVisible();
      await expect(admin.getByText('40 in stock')).toBeVisible();
      productId = decodeURIComponent(new URL(admin.url()).pathname.split('/').pop() ?? '');
      expect(productId).not.toBe('');
      await expect(admin.getByRole('link', { name: 'View in the shop' })).toHaveAttribute(
        'href',
        `/product/${encodeURIComponent(productId)}`,
      );
    });

    const customer = await openAs(shopper);
    await test.step('the product is found in the shop with its name, price and image', async () => {
      await customer.goto(`/search?q=${encodeURIComponent(productName)}`);
      await customer.getByRole('link', { name: productName }).first().click();
      await expect(customer).toHaveURL(`/product/${encodeURIComponent(productId)}`);
      await expect(customer.getByRole('heading', { level: 1, name: productName })).toBeVisible();
      await expect(
        customer
          .getByRole('main')
          .getByText(await egp(customer, price, 'en'))
          .first(),
      ).toBeVisible();
      const picture = customer.getByRole('img', { name: `${productName}, picture 1 of 1` });
      await expect(picture).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f]{32}-\d+\.webp$/);
      // A picture that failed to load would have been swapped for the placeholder.
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });

    let orderNumber = '';
    await test.step('the shopper checks the product out', async () => {
      const added = await request.post('/api/cart', {
        headers: bearer(shopper),
        data: { product: productId, quantity: 1 },
      });
      expect(added.status()).toBe(200);

      await customer.goto('/checkout');
      await expect(customer.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(customer.getByRole('main')).toContainText(productName);
      await fillCheckoutAddressIfNew(customer, 'en');
      await customer.getByRole('radio', { name: /Cash on delivery/ }).check();
      await customer.getByRole('button', { name: 'Place order' }).click();
      const dialog = customer.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();
      const placed = /KH-\d{8}-[2-9A-HJ-NP-Z]{6}/.exec((await dialog.textContent()) ?? '');
      expect(placed).not.toBeNull();
      orderNumber = placed![0];
      await dialog.getByRole('button', { name: 'Back to home' }).click();
      await expect(customer).toHaveURL(/\/$/);
    });

    const support = await openAs(moderator);
    let orderId = '';
    await test.step('the moderator finds the order and moves it step by step to delivered', async () => {
      await support.goto('/admin/orders');
      await expect(support.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      await support.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
      await support.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(support).toHaveURL(new RegExp(`[?&]q=${orderNumber}`));
      const table = support.getByRole('table', { name: 'Orders' });
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('row').nth(1)).toContainText(shopperName);
      await expect(table.getByRole('row').nth(1)).toContainText('Pending');
      await table.getByRole('link', { name: orderNumber }).click();

      await expect(support.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
      orderId = decodeURIComponent(new URL(support.url()).pathname.split('/').pop() ?? '');
      const main = support.getByRole('main');
      await expect(main.getByRole('link', { name: productName })).toBeVisible();
      await expect(main.getByText('Cash on delivery')).toBeVisible();
      await expect(main.getByText('Pending', { exact: true })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Cancel order' })).toBeVisible();

      const steps = [
        ['Start processing', 'Processing'],
        ['Mark as shipped', 'Shipped'],
        ['Mark as delivered', 'Delivered'],
      ] as const;
      for (const [button, status] of steps) {
        if (status === 'Shipped')
          await main.getByRole('textbox', { name: 'Tracking number' }).fill('BOSTA-2026');
        await main.getByRole('button', { name: button }).click();
        await expect(support.getByText(`The order is now: ${status}.`)).toBeVisible();
        await expect(main.getByText(status, { exact: true })).toBeVisible();
        await expect(main.getByRole('button', { name: button })).toHaveCount(0);
      }
      await expect(main.getByText('This order is closed: its status cannot change any more.')).toBeVisible();
      await expect(main.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    });

    await test.step('the shopper sees the order delivered', async () => {
      await customer.goto(`/order/${encodeURIComponent(orderId)}`);
      await expect(customer.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
      await expect(customer.getByRole('main').getByText('Delivered', { exact: true })).toBeVisible();
      await expect(customer.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);

      await customer.goto('/user-account');
      await customer.getByRole('tab', { name: 'Order history' }).click();
      const orders = customer.getByRole('list', { name: 'Your orders' }).getByRole('link');
      await expect(orders).toHaveCount(1);
      await expect(orders.first()).toContainText(orderNumber);
      await expect(orders.first()).toContainText('Delivered');
      await expect(orders.first()).toContainText(productName);
    });

    await test.step("the admin's dashboard charts the day's orders", async () => {
      await staffNav(admin).getByRole('link', { name: 'Dashboard' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      // The charts hold their state in a store of their own: drawn bars prove it renders in the build.
      for (const chart of ['Revenue and orders per day', 'Orders by status']) {
        const figure = admin.getByRole('figure', { name: chart });
        await expect(figure.locator('.recharts-bar-rectangle').first()).toBeVisible();
      }
    });
  });

  test('the moderator approves a trade-in in Arabic and the shopper sees the credit', async ({
    openAs,
    request,
  }) => {
    test.setTimeout(120_000);
    const device = `iPhone 13 ${unique()}`;
    const credit = 1250;

    const submitted = await request.post('/api/tradein', {
      headers: { ...bearer(shopper), 'accept-language': 'ar' },
      data: {
        category: 'MobileTablet',
        productType: 'Mobile',
        specs: { name: device, ram: '4GB', internalMemory: '128GB', color: 'أزرق' },
        replacement: await replacementPhoneId(request),
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    expect((await submitted.json()).data.status).toBe('pending');

    const customer = await openAs(shopper, 'ar');
    await customer.goto('/user-account');
    await expectDirection(customer, 'ar');
    await customer.getByRole('tab', { name: 'طلبات الاستبدال' }).click();
    const panel = customer.getByRole('tabpanel', { name: 'طلبات الاستبدال' });
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByRole('listitem')).toContainText('قيد المراجعة');
    await expect(panel.getByRole('listitem')).toContainText('في انتظار مراجعة فريقنا.');

    const support = await openAs(moderator, 'en');
    await support.goto('/admin/trade-ins');
    await expectDirection(support, 'en');
    await expect(support.getByRole('heading', { level: 1, name: 'Trade-ins' })).toBeVisible();

    // The console's own language switch, named in the language it switches to.
    await support.getByRole('button', { name: 'العربية' }).click();
    await expectDirection(support, 'ar');
    await expect(support.getByRole('heading', { level: 1, name: 'طلبات الاستبدال' })).toBeVisible();
    await expect(support.getByRole('button', { name: 'English' })).toBeVisible();

    await field(support, 'الحالة').selectOption({ label: 'قيد المراجعة' });
    await expect(support).toHaveURL(/[?&]status=pending/);
    const row = support
      .getByRole('table', { name: 'طلبات الاستبدال' })
      .getByRole('row')
      .filter({ hasText: device });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(shopperName);
    await expect(row).toContainText('موبايل وتابلت · موبايل');
    await row.getByRole('link', { name: device }).click();

    await expect(support.getByRole('heading', { level: 1, name: device })).toBeVisible();
    await expectDirection(support, 'ar');
    const main = support.getByRole('main');
    await expect(main.getByText('اسم الجهاز')).toBeVisible();
    await expect(main.getByText('أزرق')).toBeVisible();
    await expect(main.getByRole('radio', { name: 'قبول' })).toBeChecked();
    await field(main, 'الرصيد المعروض (ج.م)').fill(String(credit));
    await main.getByRole('button', { name: 'قبول طلب الاستبدال' }).click();
    await expect(support.getByText('تم قبول طلب الاستبدال.')).toBeVisible();
    const amountAr = await egp(support, credit, 'ar');
    await expect(main.getByText(`تم القبول برصيد ${amountAr}.`)).toBeVisible();
    await expect(main.getByText(/Kahraba Support/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'قبول طلب الاستبدال' })).toHaveCount(0);

    await customer.reload();
    await customer.getByRole('tab', { name: 'طلبات الاستبدال' }).click();
    await expectDirection(customer, 'ar');
    const item = panel.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('مقبول');
    await expect(item).not.toContainText('قيد المراجعة');
    await expect(item).toContainText(`تم القبول: تحصل على خصم ${amountAr} من المنتج البديل.`);
  });

  test('the moderator answers a chat from the inbox in Arabic and the reply arrives live', async ({
    openAs,
  }) => {
    test.setTimeout(120_000);
    const question = `هل السماعة متوفرة في الإسكندرية؟ ${unique()}`;
    const answer = `نعم، متوفرة في فرع سموحة. ${unique()}`;

    // The inbox is open before the message exists: the conversation must arrive over the stream.
    const support = await openAs(moderator, 'ar');
    await support.goto('/admin/messages');
    await expectDirection(support, 'ar');
    await expect(support.getByRole('heading', { level: 1, name: 'الرسائل' })).toBeVisible();
    const inbox = support.getByRole('complementary', { name: 'المحادثات' });
    await expect(inbox.getByRole('status')).toHaveCount(0);

    const customer = await openAs(shopper, 'ar');
    await customer.goto('/user-chats');
    await expectDirection(customer, 'ar');
    await expect(customer.getByRole('heading', { level: 1, name: 'الرسائل' })).toBeVisible();
    // To the admin account: the chat spec counts the moderator's own unread messages meanwhile.
    await customer.getByRole('button', { name: /Kahraba Admin/ }).click();
    await customer.getByRole('textbox', { name: 'رسالة إلى Kahraba Admin' }).fill(question);
    await customer.getByRole('button', { name: 'إرسال' }).click();
    await expect(customer.getByText('تم إرسال الرسالة')).toBeVisible();
    await expect(customer.getByTestId('chat-message').filter({ hasText: question })).not.toHaveAttribute(
      'data-optimistic',
      'true',
    );
    await customer.evaluate(() => {
      (window as unknown as { stillOpen: boolean }).stillOpen = true;
    });

    const conversation = inbox.getByRole('button', { name: new RegExp(`^محادثة مع ${shopperName}`) });
    await expect(conversation).toHaveAccessibleName(`محادثة مع ${shopperName}، رسالة واحدة غير مقروءة`, {
      timeout: 20_000,
    });
    await expect(conversation).toContainText('إلى Kahraba Admin (مدير)');
    await expect(conversation).toContainText(question);
    await conversation.click();

    const thread = support.getByRole('region', { name: `محادثة مع ${shopperName}` });
    await expect(thread.getByText(question)).toBeVisible();
    await expect(thread.getByText('الرد باسم Kahraba Admin (مدير)')).toBeVisible();
    // Reading the thread marks it read in the list at once.
    await expect(conversation).toHaveAccessibleName(`محادثة مع ${shopperName}`);

    const reply = thread.getByRole('textbox', { name: `الرد على ${shopperName}` });
    const send = thread.getByRole('button', { name: 'إرسال' });
    await expect(send).toBeDisabled();
    await reply.fill(answer);
    await send.click();
    await expect(reply).toHaveValue('');
    await expect(thread.getByText(answer)).toBeVisible();

    // The shopper's page, never reloaded, shows the reply.
    await expect(customer.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible({
      timeout: 20_000,
    });
    expect(await customer.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen)).toBe(
      true,
    );
    await expectDirection(customer, 'ar');
  });
});
