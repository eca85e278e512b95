import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { type Lang, logIn, registerShopper, type Session, signedIn, useLanguage } from './shopper.js';

// Wishlist and reviews end to end, in each language: a heart tapped on a product page (by a guest,
// who signs in and comes back with it saved) shows in the account's wishlist; a shopper whose order
// the staff delivered writes a review, which then shows on the product with its stars.

interface ProductSummary {
  _id: string;
  name: string;
  nameAr: string | null;
  quantity: number;
  referralCode: string | null;
}

const ADMIN = { email: 'admin@kahraba.eg', password: 'Admin#2026' };

const TEXTS = {
  en: {
    save: (name: string) => `Save ${name} to your wishlist`,
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    wishlistTab: 'Wishlist',
    reviewsTab: 'Reviews',
    form: 'Write a review',
    fiveStars: '5 stars',
    title: 'Title',
    text: 'Your review',
    publish: 'Publish review',
    verified: 'Verified purchase',
    oneRating: '(1 rating)',
    review: {
      title: 'Worth every pound',
      text: 'Arrived quickly and works perfectly. Battery lasts all day.',
    },
  },
  ar: {
    save: (name: string) => `حفظ ${name} في قائمة المفضلة`,
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    wishlistTab: 'المفضلة',
    reviewsTab: 'التقييمات',
    form: 'اكتب مراجعة',
    fiveStars: '5 نجوم',
    title: 'العنوان',
    text: 'مراجعتك',
    publish: 'نشر المراجعة',
    verified: 'شراء مؤكد',
    oneRating: '(تقييم واحد)',
    review: { title: 'يستحق كل جنيه', text: 'وصل بسرعة ويعمل بشكل ممتاز. البطارية تكفي يومًا كاملًا.' },
  },
} as const satisfies Record<Lang, unknown>;

let session: Session;
let adminToken: string;
const picks: Record<Lang, { wish: ProductSummary; review: ProductSummary }> = {} as never;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  // Registrations are rate limited: one shopper for the file.
  session = await registerShopper(api, 'Salma Youssef', 'wishlist-reviews');
  adminToken = (await logIn(api, ADMIN)).token;
  const products = (await (await api.get('/api/product?limit=100')).json()).data as ProductSummary[];
  const usable = products.filter((p) => p.quantity >= 5 && !p.referralCode);
  expect(usable.length).toBeGreaterThanOrEqual(4);
  picks.en = { wish: usable[0]!, review: usable[1]! };
  picks.ar = { wish: usable[2]!, review: usable[3]! };
  await api.dispose();
});

const nameIn = (product: ProductSummary, lang: Lang) => (lang === 'ar' && product.nameAr) || product.name;

/** A form field by its label, which carries a "*" when the field is required. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

/** Orders the product through the shop's API as the shopper, and has the admin deliver it. */
async function deliveredOrderOf(request: APIRequestContext, productId: string) {
  const shopper = { authorization: `Bearer ${session.token}` };
  const admin = { authorization: `Bearer ${adminToken}` };
  expect((await request.post('/api/cart', { headers: shopper, data: { product: productId } })).status()).toBe(
    200,
  );
  const placed = await request.post('/api/order', {
    headers: shopper,
    data: {
      shippingAddress: {
        firstName: 'Salma',
        lastName: 'Youssef',
        email: session.email,
        phone: '01012345678',
        address: '7 Mesaha Square',
        city: 'Giza',
        postalCode: '12611',
      },
      paymentMethod: 'cash',
      shippingMethod: 'standard',
      notes: '',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = (await placed.json()).data.order._id as string;
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await request.patch(`/api/admin/orders/${orderId}/status`, {
      headers: admin,
      data: status === 'shipped' ? { status, trackingNumber: 'BOSTA-2026' } : { status },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

for (const lang of ['en', 'ar'] as const) {
  const t = TEXTS[lang];

  test(`${lang}: a guest's heart leads to sign in and back; the product is then in the account's wishlist`, async ({
    page,
  }) => {
    const product = picks[lang].wish;
    const name = nameIn(product, lang);
    await useLanguage(page.context(), lang);
    await page.goto(`/product/${product._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const heart = page.getByRole('button', { name: t.save(name), exact: true });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();

    await expect(page).toHaveURL(/\/login\?redirect=/);
    await field(page, t.email).fill(session.email);
    await field(page, t.password).fill(session.password);
    await page.getByRole('button', { name: t.signIn, exact: true }).click();

    // Back on the product, with the heart done and the intent gone from the address.
    await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
    await expect(page.getByRole('button', { name: t.save(name), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/user-account');
    await page.getByRole('tab', { name: t.wishlistTab }).click();
    await expect(page.getByTestId('wishlist-item').filter({ hasText: name })).toBeVisible();
  });

  test(`${lang}: a shopper whose order was delivered reviews the product, and the review shows on it`, async ({
    page,
    request,
  }) => {
    const product = picks[lang].review;
    await deliveredOrderOf(request, product._id);
    await signedIn(page, session, lang);
    await page.goto(`/product/${product._id}`);
    await page.getByRole('tab', { name: t.reviewsTab }).click();

    const form = page.getByRole('form', { name: t.form });
    // The stars are drawn over visually hidden radios: chosen from the keyboard, as anyone can.
    const fiveStars = form.getByRole('radio', { name: t.fiveStars });
    await fiveStars.focus();
    await page.keyboard.press('Space');
    await expect(fiveStars).toBeChecked();
    await field(form, t.title).fill(t.review.title);
    await field(form, t.text).fill(t.review.text);
    await form.getByRole('button', { name: t.publish }).click();

    const reviews = page.getByRole('tabpanel');
    await expect(reviews.getByRole('heading', { name: t.review.title })).toBeVisible();
    await expect(reviews.getByText(t.verified)).toBeVisible();

    // Read afresh, the product's own stars count the review.
    await page.reload();
    await expect(page.getByText(t.oneRating)).toBeVisible();
  });
}

test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the heart is a form: it saves the product and comes back, then takes it off again', async ({
    page,
  }) => {
    const product = picks.en.wish;
    await signedIn(page, session, 'en');
    await page.request.delete(`/api/wishlist/${product._id}`);
    await page.goto(`/product/${product._id}`);
    const heart = () => page.getByRole('button', { name: TEXTS.en.save(product.name), exact: true });
    await expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await heart().click();
    await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
    await expect(heart()).toHaveAttribute('aria-pressed', 'true');
    await heart().click();
    await expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });
});
