import type { APIRequestContext } from '@playwright/test';
import { fillCheckoutAddressIfNew } from './addresses.js';
import { type BuyableProduct, buyableProduct } from './catalog-data.js';
import { expect, test } from './fixtures.js';
import { type Lang, logIn, registerShopper, type Session, signedIn } from './shopper.js';

// A discount code from the admin to the shopper's door, in each language: the admin creates a
// one-use code through the staff API, the shopper applies it at checkout and places the order,
// staff move it to shipped (with the courier's tracking number) and delivered, and the shopper
// reads the whole way on the order's timeline. One shopper for the file (registrations are rate
// limited); each test makes its own code, cart and order.

const ADMIN = { email: 'admin@kahraba.eg', password: 'Admin#2026' };

let shopper: Session;
let admin: Session;
let product: BuyableProduct;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  shopper = await registerShopper(api, 'Hoda Samir', 'coupons');
  admin = await logIn(api, ADMIN);
  product = await buyableProduct(api, 'limit=100', 20);
  await api.dispose();
});

const bearer = (session: Session) => ({ authorization: `Bearer ${session.token}` });

const TEXT = {
  en: {
    checkout: 'Checkout',
    coupon: 'Discount code',
    apply: 'Apply',
    applied: /applied: EGP\s[\d,.]+ off/,
    placeOrder: 'Place order',
    viewOrder: 'View my order',
    timeline: 'Order progress',
    steps: ['Order placed', 'Being prepared', 'Handed to the courier', 'Delivered'],
    tracking: 'Tracking number: ',
  },
  ar: {
    checkout: 'إتمام الشراء',
    coupon: 'كود الخصم',
    apply: 'تطبيق',
    applied: /تم تطبيق الكود/,
    placeOrder: 'تأكيد الطلب',
    viewOrder: 'عرض طلبي',
    timeline: 'مراحل الطلب',
    steps: ['تم تقديم الطلب', 'جارٍ تجهيز الطلب', 'تم التسليم لشركة الشحن', 'تم التوصيل'],
    tracking: 'رقم التتبع: ',
  },
} as const;

async function createCoupon(request: APIRequestContext, code: string) {
  const res = await request.post('/api/admin/coupons', {
    headers: bearer(admin),
    data: { code, kind: 'percent', value: 10, maxUses: 1, maxUsesPerShopper: 1 },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function moveOrder(request: APIRequestContext, orderId: string, body: Record<string, string>) {
  const res = await request.patch(`/api/admin/orders/${orderId}/status`, {
    headers: bearer(admin),
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: a shopper applies the admin's code at checkout and follows the order to delivery`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[lang];
    const code = `E2E${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const tracking = `BOSTA-${Date.now()}`;
    await createCoupon(request, code);
    const added = await request.post('/api/cart', {
      headers: bearer(shopper),
      data: { product: product._id, quantity: 1 },
    });
    expect(added.status()).toBe(200);

    await signedIn(page, shopper, lang);
    await page.goto('/checkout');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: text.checkout })).toBeVisible();

    const total = page.getByTestId('checkout-total');
    const before = await total.textContent();
    await page.getByLabel(text.coupon).fill(code.toLowerCase());
    await page.getByRole('button', { name: text.apply, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text.applied })).toContainText(code);
    await expect(page.getByTestId('checkout-coupon-discount')).toBeVisible();
    await expect(total).not.toHaveText(before ?? '');

    await fillCheckoutAddressIfNew(page, lang);
    await page.getByRole('button', { name: text.placeOrder }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: text.viewOrder }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').at(-1)!;
    await expect(page.getByTestId('order-coupon-discount')).toBeVisible();

    // Staff ship it with the courier's number and deliver it (the console is exercised in admin.spec.ts).
    await moveOrder(request, orderId, { status: 'processing' });
    await moveOrder(request, orderId, { status: 'shipped', trackingNumber: tracking });
    await moveOrder(request, orderId, { status: 'delivered' });

    // The order API says the same, and counts the one use of the code.
    const detail = await request.get(`/api/order/${orderId}`, { headers: bearer(shopper) });
    const order = (await detail.json()).data.order;
    expect(order.coupon.code).toBe(code);
    expect(order.history.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'processing',
      'shipped',
      'delivered',
    ]);

    await page.reload();
    const timeline = page.getByRole('region', { name: text.timeline });
    const steps = timeline.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    for (const [index, step] of text.steps.entries()) {
      await expect(steps.nth(index)).toContainText(step);
      await expect(steps.nth(index).locator('time')).toHaveCount(1);
    }
    await expect(steps.nth(2)).toContainText(`${text.tracking}${tracking}`);
    // Delivered, the journey is over: every step is drawn done, none is still in progress.
    for (const index of [0, 1, 2, 3]) await expect(steps.nth(index)).toHaveAttribute('data-state', 'done');
    await expect(timeline.locator('[aria-current]')).toHaveCount(0);
    // Western digits in Arabic too (decision 0009).
    expect(await timeline.textContent()).not.toMatch(/[٠-٩]/);
  });
}
