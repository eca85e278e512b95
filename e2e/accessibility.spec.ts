import { axeViolations } from './axe.js';
import { expect, test } from './fixtures.js';
import { type Lang, logIn, registerShopper, type Session, signedIn, useLanguage } from './shopper.js';

// axe-core's WCAG 2 A and AA rules on the shopper's pages, guest and signed in, and on the staff
// console's, in both languages:
// the pages must report no violation at all.

// axe is injected into the page, which the store's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

let shopper: Session;
let admin: Session;
let productId: string;
let orderId: string;
let tradeInId: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  shopper = await registerShopper(api, 'Salma Youssef', 'a11y');
  const headers = { authorization: `Bearer ${shopper.token}` };
  const list = await (await api.get('/api/product?category=Mobile&inStock=in&limit=1')).json();
  productId = list.data[0]._id;
  const addToCart = async () => {
    const added = await api.post('/api/cart', { headers, data: { product: productId, quantity: 1 } });
    expect(added.status()).toBe(200);
  };
  // An order for the order pages, then a line left in the cart for the cart and checkout.
  await addToCart();
  const placed = await api.post('/api/order', {
    headers,
    data: {
      shippingAddress: {
        firstName: 'Salma',
        lastName: 'Youssef',
        email: shopper.email,
        phone: '01001234567',
        address: '12 Tahrir St, Dokki',
        city: 'Giza',
        postalCode: '12611',
      },
      paymentMethod: 'cash',
      shippingMethod: 'standard',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  orderId = (await placed.json()).data.order._id;
  await addToCart();
  const tradeIn = await api.post('/api/tradein', {
    headers,
    data: {
      category: 'MobileTablet',
      productType: 'Mobile',
      specs: { name: 'Galaxy S10', ram: '8GB', internalMemory: '128GB', color: 'Black' },
      replacement: productId,
    },
  });
  expect(tradeIn.status(), await tradeIn.text()).toBe(201);
  tradeInId = (await tradeIn.json()).data._id;
  admin = await logIn(api, ADMIN);
  await api.dispose();
});

const ADMIN = { email: 'admin@kahraba.eg', password: 'Admin#2026' };

const GUEST_PAGES = [
  '/',
  '/search?q=samsung',
  '/category/Mobile',
  'product',
  '/offers',
  '/products',
  '/login',
  '/signup',
  '/forgot-password',
  `/reset-password?token=${'x'.repeat(43)}`,
];
const SIGNED_IN_PAGES = [
  '/cart',
  '/checkout',
  '/user-account',
  '/user-account?tab=settings',
  '/user-chats',
  '/trade-in',
  'order',
  '/notifications',
];
const STAFF_PAGES = [
  '/admin',
  '/admin/products',
  '/admin/products/new',
  'product',
  '/admin/orders',
  'order',
  '/admin/trade-ins',
  'trade-in',
  '/admin/messages',
  '/admin/brands',
  '/admin/reviews',
  '/admin/coupons',
  '/admin/installment-plans',
  '/admin/trade-in-estimates',
  '/admin/delivery-zones',
  '/admin/staff',
  '/admin/audit',
  '/admin/outbox',
];

for (const lang of ['en', 'ar'] as Lang[]) {
  test.describe(`axe, in ${lang}`, () => {
    test('guest pages report no violation', async ({ page, context }) => {
      test.setTimeout(120_000);
      await useLanguage(context, lang);
      for (const path of GUEST_PAGES) {
        await page.goto(path === 'product' ? `/product/${productId}` : path);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });

    test('signed-in pages report no violation', async ({ page }) => {
      test.setTimeout(120_000);
      await signedIn(page, shopper, lang);
      for (const path of SIGNED_IN_PAGES) {
        await page.goto(path === 'order' ? `/order/${orderId}` : path);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });

    test('staff pages report no violation', async ({ page }) => {
      test.setTimeout(150_000);
      await signedIn(page, admin, lang);
      const detail: Record<string, string> = {
        product: `/admin/products/${productId}`,
        order: `/admin/orders/${orderId}`,
        'trade-in': `/admin/trade-ins/${tradeInId}`,
      };
      for (const path of STAFF_PAGES) {
        await page.goto(detail[path] ?? path);
        // The console draws in the browser: its pages are checked once their reads have landed.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect.soft(await axeViolations(page), path).toEqual([]);
      }
    });
  });
}
