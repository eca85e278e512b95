import { type ColourChoice, type ProductDetail, productWithAnotherColour } from './catalog-data.js';
import { expect, test } from './fixtures.js';
import { type Lang, logIn, registerShopper, type Session, signedIn } from './shopper.js';

// One shopper's journey through a product family, in each language: choose another colour on the
// product page, save that variant to the wishlist, order it, staff deliver it, review it, and find
// the review on the product.

const ADMIN = { email: 'admin@kahraba.eg', password: 'Admin#2026' };

const TEXTS = {
  en: {
    colour: /^Colour/,
    save: (name: string) => `Save ${name} to your wishlist`,
    wishlistTab: 'Wishlist',
    reviewsTab: 'Reviews',
    form: 'Write a review',
    fourStars: '4 stars',
    title: 'Title',
    text: 'Your review',
    publish: 'Publish review',
    verified: 'Verified purchase',
    review: {
      title: 'The colour I wanted',
      text: 'Exactly the colour on the page, and delivered in two days.',
    },
  },
  ar: {
    colour: /^اللون/,
    save: (name: string) => `حفظ ${name} في قائمة المفضلة`,
    wishlistTab: 'المفضلة',
    reviewsTab: 'التقييمات',
    form: 'اكتب مراجعة',
    fourStars: '4 نجوم',
    title: 'العنوان',
    text: 'مراجعتك',
    publish: 'نشر المراجعة',
    verified: 'شراء مؤكد',
    review: { title: 'اللون الذي أردته', text: 'اللون مطابق للصورة تمامًا، ووصل خلال يومين.' },
  },
} as const satisfies Record<Lang, unknown>;

let shopper: Session;
let adminToken: string;
const choices = {} as Record<Lang, ColourChoice>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  shopper = await registerShopper(api, 'Hana Mostafa', 'product-depth');
  adminToken = (await logIn(api, ADMIN)).token;
  // Families other spec files do not use (they take the first), one per language.
  choices.en = await productWithAnotherColour(api, 2);
  choices.ar = await productWithAnotherColour(api, 3);
  await api.dispose();
});

for (const lang of ['en', 'ar'] as const) {
  const t = TEXTS[lang];
  const nameOf = (p: ProductDetail) => (lang === 'ar' && p.nameAr ? p.nameAr : p.name);

  test(`${lang}: chooses a colour, saves it, orders it, and reviews it once delivered`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { product, other, sibling } = choices[lang];
    const colourName = (value: string) =>
      lang === 'ar' ? (product.family.valueNamesAr.color?.[value] ?? value) : value;
    await signedIn(page, shopper, lang);

    await test.step('chooses the other colour on the product page', async () => {
      await page.goto(`/product/${product._id}`);
      const colours = page.getByRole('radiogroup', { name: t.colour });
      await colours.getByRole('radio', { name: new RegExp(`^${colourName(other.options.color!)}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${other.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(sibling));
    });

    await test.step('saves that variant to the wishlist', async () => {
      const heart = page.getByRole('button', { name: t.save(nameOf(sibling)), exact: true });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.goto('/user-account');
      await page.getByRole('tab', { name: t.wishlistTab }).click();
      await expect(page.getByTestId('wishlist-item').filter({ hasText: nameOf(sibling) })).toBeVisible();
    });

    await test.step('orders it, and staff deliver it', async () => {
      const asShopper = { authorization: `Bearer ${shopper.token}` };
      const added = await request.post('/api/cart', { headers: asShopper, data: { product: other.id } });
      expect(added.status(), await added.text()).toBe(200);
      const placed = await request.post('/api/order', {
        headers: asShopper,
        data: {
          shippingAddress: {
            firstName: 'Hana',
            lastName: 'Mostafa',
            email: shopper.email,
            phone: '01012345678',
            address: '15 Gameat El Dowal St',
            city: 'Giza',
            postalCode: '12655',
          },
          paymentMethod: 'cash',
          shippingMethod: 'standard',
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const order = (await placed.json()).data.order as {
        _id: string;
        items: { product: { _id: string } }[];
      };
      expect(order.items.map((item) => item.product._id)).toEqual([other.id]);
      for (const status of ['processing', 'shipped', 'delivered']) {
        const moved = await request.patch(`/api/admin/orders/${order._id}/status`, {
          headers: { authorization: `Bearer ${adminToken}` },
          data: status === 'shipped' ? { status, trackingNumber: `EG-${Date.now()}` } : { status },
        });
        expect(moved.status(), await moved.text()).toBe(200);
      }
    });

    await test.step('reviews the variant, and the review shows on the product', async () => {
      await page.goto(`/product/${other.id}`);
      await page.getByRole('tab', { name: t.reviewsTab }).click();
      const form = page.getByRole('form', { name: t.form });
      const stars = form.getByRole('radio', { name: t.fourStars });
      await stars.focus();
      await page.keyboard.press('Space');
      await expect(stars).toBeChecked();
      await form.getByLabel(new RegExp(`^${t.title}\\*?$`)).fill(t.review.title);
      await form.getByLabel(new RegExp(`^${t.text}\\*?$`)).fill(t.review.text);
      await form.getByRole('button', { name: t.publish }).click();
      const reviews = page.getByRole('tabpanel');
      // Reloading before the review is answered would abort it; read afresh once it shows.
      await expect(reviews.getByRole('heading', { name: t.review.title })).toBeVisible();

      await page.reload();
      await page.getByRole('tab', { name: t.reviewsTab }).click();
      await expect(reviews.getByRole('heading', { name: t.review.title })).toBeVisible();
      await expect(reviews.getByText(t.review.text).first()).toBeVisible();
      await expect(reviews.getByText(t.verified)).toBeVisible();
    });
  });
}
