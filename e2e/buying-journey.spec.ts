import type { APIRequestContext } from '@playwright/test';
import { type AddressEntry, fillAddress } from './addresses.js';
import { type BuyableProduct, buyableProduct } from './catalog-data.js';
import { expect, test } from './fixtures.js';
import { choosePlan } from './installments.js';
import { type Lang, logIn, registerShopper, type Session, signedIn } from './shopper.js';

// Buying the Egyptian way, one shopper's whole journey in each language: add an address by
// governorate and area, see on the product page when it would arrive there, apply a discount code
// and pick an installment plan at checkout, place the order, then follow it on the order's timeline
// as staff ship it (with a tracking number) and deliver it.

const ADMIN = { email: 'admin@kahraba.eg', password: 'Admin#2026' };

const TEXT = {
  en: {
    addressesTab: 'Addresses',
    add: 'Add an address',
    form: 'New address',
    makeDefault: 'Use as my default address',
    save: 'Save address',
    saved: 'Address saved',
    address: {
      label: 'Home',
      recipientName: 'Karim Adel',
      phone: '01112345678',
      governorate: 'Alexandria',
      area: 'Smouha',
      street: '14 Victor Emmanuel St',
      building: '9',
      floor: '6',
      apartment: '21',
    } satisfies AddressEntry,
    governorateId: 'alexandria',
    deliveredTo: 'Delivered to Alexandria by',
    addToCart: 'Add to cart',
    coupon: 'Discount code',
    apply: 'Apply',
    applied: /applied: EGP\s[\d,.]+ off/,
    installments: 'Pay in installments (optional)',
    bankPlan: /^NBE, \d+ months/,
    placeOrder: 'Place order',
    viewOrder: 'View my order',
    timeline: 'Order progress',
    steps: ['Order placed', 'Being prepared', 'Handed to the courier', 'Delivered'],
    planHeading: 'Installment plan',
  },
  ar: {
    addressesTab: 'العناوين',
    add: 'إضافة عنوان',
    form: 'عنوان جديد',
    makeDefault: 'اجعله عنواني الافتراضي',
    save: 'حفظ العنوان',
    saved: 'تم حفظ العنوان',
    address: {
      label: 'البيت',
      recipientName: 'كريم عادل',
      phone: '01112345678',
      governorate: 'الإسكندرية',
      area: 'سموحة',
      street: '14 شارع فيكتور عمانويل',
      building: '9',
      floor: '6',
      apartment: '21',
    } satisfies AddressEntry,
    governorateId: 'alexandria',
    deliveredTo: 'يصل إلى الإسكندرية بحلول',
    addToCart: 'أضف إلى السلة',
    coupon: 'كود الخصم',
    apply: 'تطبيق',
    applied: /تم تطبيق الكود/,
    installments: 'الدفع بالتقسيط (اختياري)',
    bankPlan: /^البنك الأهلي المصري، \d+ شهر/,
    placeOrder: 'تأكيد الطلب',
    viewOrder: 'عرض طلبي',
    timeline: 'مراحل الطلب',
    steps: ['تم تقديم الطلب', 'جارٍ تجهيز الطلب', 'تم التسليم لشركة الشحن', 'تم التوصيل'],
    planHeading: 'خطة التقسيط',
  },
} as const satisfies Record<Lang, unknown>;

let admin: Session;
let shopper: Session;
let product: BuyableProduct;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  // One shopper for the file (registrations are rate limited); each language adds its own default address.
  shopper = await registerShopper(api, 'Karim Adel', 'journey');
  admin = await logIn(api, ADMIN);
  // A phone the seeded bank plans finance, with stock and no referral prompt.
  product = await buyableProduct(api, 'category=Mobile&priceMin=8000&priceMax=40000&limit=50&inStock=in', 5);
  await api.dispose();
});

async function staffMove(request: APIRequestContext, orderId: string, data: Record<string, string>) {
  const moved = await request.patch(`/api/admin/orders/${orderId}/status`, {
    headers: { authorization: `Bearer ${admin.token}` },
    data,
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

for (const lang of ['en', 'ar'] as const) {
  const t = TEXT[lang];

  test(`${lang}: address by governorate, delivery date, coupon, installments, order, timeline`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const code = `TRIP${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const coupon = await request.post('/api/admin/coupons', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { code, kind: 'percent', value: 5, maxUses: 10, maxUsesPerShopper: 1 },
    });
    expect(coupon.status(), await coupon.text()).toBe(201);
    await signedIn(page, shopper, lang);

    await test.step('adds an address by governorate and area', async () => {
      await page.goto('/user-account');
      await page.getByRole('tab', { name: t.addressesTab }).click();
      await page.getByRole('button', { name: t.add }).click();
      const form = page.getByRole('form', { name: t.form });
      await fillAddress(form, lang, t.address);
      await form.getByLabel(t.makeDefault).check();
      await form.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved)).toBeVisible();
    });

    await test.step('sees when the product would arrive there, and adds it to the cart', async () => {
      await page.goto(`/product/${product._id}`);
      await expect(page.getByTestId('delivery-line')).toContainText(t.deliveredTo);
      await page.getByRole('button', { name: t.addToCart }).click();
      await expect(
        page.getByRole('link', { name: lang === 'en' ? 'Cart, 1 item' : 'السلة، 1 منتج' }),
      ).toBeVisible();
    });

    let orderId = '';
    await test.step('applies the code, picks a bank plan and places the order', async () => {
      await page.goto('/checkout');
      await expect(page.getByRole('radio', { name: new RegExp(t.address.label) })).toBeChecked();
      await expect(page.getByTestId('delivery-window-standard')).toBeVisible();
      await page.getByLabel(t.coupon).fill(code);
      await page.getByRole('button', { name: t.apply, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t.applied })).toContainText(code);
      await choosePlan(page, t.installments, t.bankPlan);
      await page.getByRole('button', { name: t.placeOrder }).click();
      await page.getByRole('dialog').getByRole('link', { name: t.viewOrder }).click();
      await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
      orderId = page.url().split('/').at(-1)!;
    });

    await test.step('the order holds the governorate, the fee, the code and the plan', async () => {
      const detail = await request.get(`/api/order/${orderId}`, {
        headers: { authorization: `Bearer ${shopper.token}` },
      });
      const order = (await detail.json()).data.order;
      expect(order.shippingAddress.governorate.id).toBe(t.governorateId);
      expect(order.coupon.code).toBe(code);
      expect(order.installment.months).toBeGreaterThan(0);
      expect(order.total).toBeCloseTo(order.subtotal - order.coupon.discount + order.shippingFee, 2);
      await expect(page.getByRole('region', { name: t.planHeading })).toBeVisible();
    });

    await test.step('staff ship it with a tracking number and deliver it; the timeline follows', async () => {
      const tracking = `ARAMEX-${Date.now()}`;
      await staffMove(request, orderId, { status: 'processing' });
      await staffMove(request, orderId, { status: 'shipped', trackingNumber: tracking });
      await staffMove(request, orderId, { status: 'delivered' });
      await page.reload();
      const steps = page.getByRole('region', { name: t.timeline }).getByRole('listitem');
      await expect(steps).toHaveCount(4);
      for (const [index, step] of t.steps.entries()) await expect(steps.nth(index)).toContainText(step);
      await expect(steps.nth(2)).toContainText(tracking);
    });
  });
}
