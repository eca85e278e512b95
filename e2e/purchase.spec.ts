import type { APIRequestContext, Page } from '@playwright/test';
import { addressField, fillCheckoutAddressIfNew } from './addresses.js';
import { type BuyableProduct, buyableProduct } from './catalog-data.js';
import { expect, test } from './fixtures.js';
import { type Lang, registerShopper, type Session, signedIn as signInAs } from './shopper.js';

// The whole purchase path with one shopper for the file (registrations are rate limited), signed in
// through the real login: the browser context holds its HttpOnly session cookie.

let session: Session;
let product: BuyableProduct;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await registerShopper(api, 'Mona Hassan', 'purchase');
  // A product with plenty of stock and no referral prompt, from the seeded catalog.
  product = await buyableProduct(api, 'limit=100', 20);
  await api.dispose();
});

const signedIn = (page: Page, lang: Lang = 'en') => signInAs(page, session, lang);

const auth = () => ({ authorization: `Bearer ${session.token}` });

async function addThroughApi(request: APIRequestContext, quantity = 1) {
  const res = await request.post('/api/cart', { headers: auth(), data: { product: product._id, quantity } });
  expect(res.status()).toBe(200);
}

async function checkout(page: Page, payment: RegExp) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The first order enters an address (saved to the book); the next ones start from it.
  await fillCheckoutAddressIfNew(page, 'en');
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible();
  await expect(dialog).toContainText(/KH-\d{8}-[2-9A-HJ-NP-Z]{6}/);
  await dialog.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('browse, add to cart, change quantity, check out with each payment method, then cancel', async ({
  page,
  request,
}) => {
  // Three checkouts and a cancellation in one story: longer than one page's default allowance.
  test.setTimeout(90_000);
  await signedIn(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  // Browse: search for the product and open it from the results.
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(nav.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  await page.getByRole('button', { name: `Increase the quantity of ${product.name}` }).click();
  await expect(page.getByText('Cart updated')).toBeVisible();
  await expect(page.getByRole('status', { name: `Quantity of ${product.name}` })).toHaveText('2');
  await expect(nav.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await checkout(page, /InstaPay/);
  await expect(nav.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await addThroughApi(request);
  await checkout(page, /Cash on delivery/);
  await addThroughApi(request);
  await checkout(page, /Pick up from our store/);

  await page.goto('/user-account');
  await page.getByRole('tab', { name: 'Order history' }).click();
  const orders = page.getByRole('list', { name: 'Your orders' }).getByRole('link');
  await expect(orders).toHaveCount(3);
  await expect(orders.first()).toContainText('Pending');
  await orders.first().click();

  await expect(page.getByRole('heading', { level: 1, name: /^Order KH-/ })).toBeVisible();
  await expect(page.getByText('Pickup from store')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

test('the cart, checkout, order history and order in Arabic, right to left', async ({ page, request }) => {
  await addThroughApi(request, 1);
  await signedIn(page, 'ar');

  await page.goto('/cart');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'سلة التسوق' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'المتابعة لإتمام الشراء' })).toBeVisible();

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'إتمام الشراء' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /إنستاباي/ })).toBeChecked();
  // The address saved at the first checkout is chosen; a new one is checked before it is sent.
  await expect(page.getByRole('radio', { name: /منى حسن|Mona Hassan/ })).toBeChecked();
  await page.getByRole('radio', { name: /عنوان جديد/ }).check();
  // It starts from the shopper's own name; emptied, it is refused before anything is sent.
  const recipient = addressField(page, 'ar', 'recipientName');
  await expect(recipient).not.toHaveValue('');
  await recipient.fill('');
  await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await expect(page.getByText('يرجى إدخال اسم المستلم.')).toBeVisible();

  await page.goto('/user-account');
  await page.getByRole('tab', { name: 'سجل الطلبات' }).click();
  const orders = page.getByRole('list', { name: 'طلباتك' }).getByRole('link');
  await expect(orders.first()).toBeVisible();
  await orders.first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^الطلب KH-/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
