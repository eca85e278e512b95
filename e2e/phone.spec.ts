import type { Page } from '@playwright/test';
import { buyableProduct } from './catalog-data.js';
import { expect, test } from './fixtures.js';
import { inLanguage, type Lang, registerShopper, signedIn, useLanguage } from './shopper.js';

// A shopper's first screen on a phone (390 × 844): the products, not tiles and a second search
// box, and a header whose brand and icons keep to one row.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const LANGS: Lang[] = ['en', 'ar'];

/** How far down the page the first product card starts. */
async function firstCardTop(page: Page): Promise<number> {
  const card = page.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  return (await card.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
}

for (const lang of LANGS) {
  test(`shows products on the first screen of /products, with one search box (${lang})`, async ({ page }) => {
    await useLanguage(page.context(), lang);
    await page.goto('/products');
    // The card's picture, not just its top edge, is within the first screen.
    expect(await firstCardTop(page)).toBeLessThan(PHONE.height - 200);
    await expect(page.getByRole('combobox').filter({ visible: true })).toHaveCount(1);
  });

  test(`lists two products to a row, each with its price and both actions in view (${lang})`, async ({
    page,
  }) => {
    await useLanguage(page.context(), lang);
    await page.goto('/category/Mobile');
    const cards = page.getByTestId('product-card');
    await expect(cards.nth(1)).toBeVisible();
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first && second).toBeTruthy();
    // Side by side: one row, each under half the screen.
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
    expect(first!.width).toBeLessThan(PHONE.width / 2);
    for (const index of [0, 1, 2, 3]) {
      const card = cards.nth(index);
      const box = (await card.boundingBox())!;
      // Nothing the shopper acts on is cut off by the card's fixed height.
      for (const action of await card.getByRole('link').or(card.getByRole('button')).all()) {
        const inner = (await action.boundingBox())!;
        expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
      }
    }
  });

  test(`shows products on the first screen of the home page (${lang})`, async ({ page }) => {
    await useLanguage(page.context(), lang);
    await page.goto('/');
    expect(await firstCardTop(page)).toBeLessThan(PHONE.height - 100);
  });

  test(`folds the home page's filters into a button that opens them as a sheet (${lang})`, async ({
    page,
  }) => {
    const texts = lang === 'en' ? HOME_FILTER_TEXTS.en : HOME_FILTER_TEXTS.ar;
    await useLanguage(page.context(), lang);
    await page.goto(inLanguage(lang, '/'));
    await expect(page.getByRole('region', { name: texts.panel })).toBeHidden();
    await page.getByRole('button', { name: texts.open, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: texts.sheet });
    await expect(sheet).toBeVisible();
    // A sheet along the bottom of the screen, as wide as it.
    const box = (await sheet.boundingBox())!;
    expect(box.width).toBeGreaterThan(PHONE.width - 2);
    expect(Math.abs(box.y + box.height - PHONE.height)).toBeLessThan(2);
    await sheet.getByRole('checkbox', { name: 'Samsung' }).check();
    await sheet.getByRole('button', { name: texts.show }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: texts.applied })).toBeVisible();
  });
}

const HOME_FILTER_TEXTS = {
  en: {
    panel: 'Filters',
    open: 'Filters',
    sheet: 'Filter products',
    show: /^Show \d+ products?$/,
    applied: 'Filters, 1 applied',
  },
  ar: {
    panel: 'الفلاتر',
    open: 'الفلاتر',
    sheet: 'تصفية المنتجات',
    show: /^اعرض/,
    applied: 'الفلاتر، 1 مطبّقة',
  },
} as const;

const COMPARE_TEXTS = {
  en: {
    card: 'Compare',
    open: 'Compare 3 products',
    dialog: 'Compare products',
    price: 'Price',
    more: /2 more products/,
  },
  ar: {
    card: 'قارن',
    open: 'قارن 3 منتجات',
    dialog: 'مقارنة المنتجات',
    price: 'السعر',
    more: /منتجان آخران/,
  },
} as const;

for (const lang of LANGS) {
  test(`compares on a phone: the row labels stay put and the products to the side are counted (${lang})`, async ({
    page,
  }) => {
    const texts = COMPARE_TEXTS[lang];
    await useLanguage(page.context(), lang);
    await page.goto(inLanguage(lang, '/category/Mobile'));
    const buttons = page.getByRole('main').getByRole('button', { name: texts.card, exact: true });
    for (const index of [0, 1, 2]) await buttons.nth(index).click();
    await page.getByRole('button', { name: texts.open }).click();
    const dialog = page.getByRole('dialog', { name: texts.dialog });
    await expect(dialog.getByText(texts.more)).toBeVisible();

    const label = dialog.getByRole('rowheader', { name: new RegExp(`^${texts.price}`) });
    const before = (await label.boundingBox())!;
    const third = dialog.getByRole('columnheader').nth(2);
    await third.scrollIntoViewIfNeeded();
    const after = (await label.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
    // The third product, scrolled to, is not hidden under the labels.
    const column = (await third.boundingBox())!;
    if (lang === 'en') expect(column.x).toBeGreaterThanOrEqual(after.x + after.width - 1);
    else expect(column.x + column.width).toBeLessThanOrEqual(after.x + 1);
  });
}

test.describe('signed in', () => {
  let who: Awaited<ReturnType<typeof registerShopper>>;
  test.beforeAll(async ({ request }) => {
    who = await registerShopper(request, 'Phone Shopper', 'phone');
  });

  for (const lang of LANGS) {
    test(`a product's price is on the first screen, and a bar at the bottom adds it to the cart from anywhere down the page (${lang})`, async ({
      page,
      request,
    }) => {
      const product = await buyableProduct(request, 'limit=20', 2);
      await signedIn(page, who, lang);
      await page.goto(inLanguage(lang, `/product/${product._id}`));
      const priceBox = await page.getByTestId('product-price').boundingBox();
      expect(priceBox && priceBox.y + priceBox.height).toBeLessThan(PHONE.height);
      const bar = page.getByTestId('purchase-bar');
      await expect(bar).toBeVisible();
      // Down at the reviews, the bar is still there, over the page.
      await page.mouse.wheel(0, 3000);
      await expect(bar).toBeInViewport();
      await bar.getByRole('button').click();
      await expect(
        page.getByText(lang === 'en' ? 'Added 1 item to cart!' : 'تمت إضافة منتج واحد إلى السلة!'),
      ).toBeVisible();
    });

    test(`shows every tab of the account page on the screen, none scrolled out of sight (${lang})`, async ({
      page,
    }) => {
      await signedIn(page, who, lang);
      await page.goto(inLanguage(lang, '/user-account'));
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const count = await tabs.count();
      expect(count).toBeGreaterThanOrEqual(5);
      for (let index = 0; index < count; index++) {
        const box = (await tabs.nth(index).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
    });

    test(`keeps the brand and the icons on one row of the header (${lang})`, async ({ page }) => {
      await signedIn(page, who, lang);
      await page.goto('/');
      const header = page.getByRole('banner');
      const brand = header.getByRole('link', { name: lang === 'en' ? /Kahraba/ : /كهربا/ }).first();
      const account = header.getByRole('button', { name: new RegExp(who.user.name) });
      const [brandBox, accountBox, headerBox] = await Promise.all([
        brand.boundingBox(),
        account.boundingBox(),
        header.boundingBox(),
      ]);
      const middle = (box: typeof brandBox) => (box ? box.y + box.height / 2 : Number.NaN);
      expect(Math.abs(middle(brandBox) - middle(accountBox))).toBeLessThan(8);
      // That row and the search box's: two rows, not three.
      expect(headerBox?.height ?? 0).toBeLessThan(120);
    });
  }
});
