import type { Locator, Page } from '@playwright/test';
import { fillCheckoutAddressIfNew } from './addresses.js';
import { type BuyableProduct, buyableProduct } from './catalog-data.js';
import { expect, test } from './fixtures.js';
import { choosePlan } from './installments.js';
import { type Lang, registerShopper, type Session, signedIn as signInAs } from './shopper.js';

// Installment plans from the product page to the order, and the trade-in estimate before a request
// is sent, in both languages. One shopper for the file (registrations are rate limited).

let session: Session;
let product: BuyableProduct;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await registerShopper(api, 'Yasmin Fathy', 'installments');
  // A phone the seeded NBE plan finances (from EGP 3,000), with stock and no referral prompt.
  product = await buyableProduct(api, 'category=Mobile&priceMin=8000&priceMax=40000&limit=50&inStock=in', 5);
  await api.dispose();
});

/** The words each language uses on the pages this file visits. */
const WORDS = {
  en: {
    allPlans: 'All installment plans',
    plansDialog: 'Installment plans',
    bank: 'NBE',
    // Whichever 0 % plan gives the lowest instalment for the price (a longer bank plan, usually).
    headline: /^From EGP\s[\d,.]+ a month with .+ at 0% interest for \d+ months$/,
    installmentGroup: 'Pay in installments (optional)',
    bankOption: /^NBE, 12 months/,
    placeOrder: 'Place order',
    viewOrder: 'View my order',
    planHeading: 'Installment plan',
    twelveMonths: '12 months',
    tradeInCategory: ['1. Device category', 'Mobile & Tablet'],
    tradeInType: ['2. Product type', 'Mobile'],
    tradeInFields: { 'Device name': 'iPhone 13', RAM: '4GB', 'Internal memory': '128GB' },
    conditionGroup: '4. Condition and estimated credit',
    good: /^Good/,
    estimate: /^Estimated credit: EGP\s3,200 to EGP\s24,000$/,
    submitTradeIn: 'Submit trade-in request',
    tradeInSent: 'Trade-in request submitted successfully!',
  },
  ar: {
    allPlans: 'كل خطط التقسيط',
    plansDialog: 'خطط التقسيط',
    bank: 'البنك الأهلي المصري',
    headline: /^ابتداءً من .+ شهريًا مع .+ بدون فوائد لمدة \d+ شهرًا$/,
    installmentGroup: 'الدفع بالتقسيط (اختياري)',
    bankOption: /^البنك الأهلي المصري، 12 شهرًا/,
    placeOrder: 'تأكيد الطلب',
    viewOrder: 'عرض طلبي',
    planHeading: 'خطة التقسيط',
    twelveMonths: '12 شهرًا',
    tradeInCategory: ['1. فئة الجهاز', 'موبايل وتابلت'],
    tradeInType: ['2. نوع المنتج', 'موبايل'],
    tradeInFields: {
      'اسم الجهاز': 'آيفون 13',
      'الذاكرة العشوائية (RAM)': '4GB',
      'الذاكرة الداخلية': '128GB',
    },
    conditionGroup: '4. حالة الجهاز والقيمة التقديرية',
    good: /^جيدة/,
    estimate: /^القيمة التقديرية: من .*3,200.* إلى .*24,000.*$/,
    submitTradeIn: 'إرسال طلب الاستبدال',
    tradeInSent: 'تم إرسال طلب الاستبدال بنجاح!',
  },
} as const;

/** A form field by its label, which carries a "*" when the field is required. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  const words = WORDS[lang];

  test(`${lang}: sees the plans on a product page, picks one at checkout and finds it on the order`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { token } = await signInAs(page, session, lang);
    const headers = { authorization: `Bearer ${token}` };
    await request.delete('/api/cart/clear', { headers });
    const added = await request.post('/api/cart', { headers, data: { product: product._id, quantity: 1 } });
    expect(added.status()).toBe(200);

    await page.goto(`/product/${product._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('installments-headline')).toHaveText(words.headline);
    await page.getByRole('button', { name: words.allPlans }).click();
    const dialog = page.getByRole('dialog', { name: words.plansDialog });
    await expect(dialog.getByRole('row', { name: new RegExp(words.bank) }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/checkout');
    await fillCheckoutAddressIfNew(page, lang);
    await choosePlan(page, words.installmentGroup, words.bankOption);
    await page.getByRole('button', { name: words.placeOrder }).click();
    await page.getByRole('dialog').getByRole('link', { name: words.viewOrder }).click();

    const plan = page.getByRole('region', { name: words.planHeading });
    await expect(plan).toBeVisible();
    await expect(plan).toContainText(words.bank);
    await expect(plan).toContainText(words.twelveMonths);
  });

  test(`${lang}: picks the device's condition on the trade-in form and sees the estimate before sending`, async ({
    page,
    request,
  }) => {
    const { token } = await signInAs(page, session, lang);
    await page.goto('/trade-in');
    const [categoryGroup, category] = words.tradeInCategory;
    const [typeGroup, type] = words.tradeInType;
    await page
      .getByRole('group', { name: categoryGroup })
      .getByRole('radio', { name: category, exact: true })
      .check();
    await page
      .getByRole('group', { name: typeGroup })
      .getByRole('radio', { name: type, exact: true })
      .check();
    for (const [label, value] of Object.entries(words.tradeInFields)) await field(page, label).fill(value);

    await page
      .getByRole('group', { name: words.conditionGroup })
      .getByRole('radio', { name: words.good })
      .check();
    // The seeded Mobile range (EGP 4,000-30,000 when excellent) at 80 % for a good device.
    await expect(page.getByTestId('trade-in-estimate')).toHaveText(words.estimate);

    await page.locator('input[name="replacement"]').first().check();
    await page.getByRole('button', { name: words.submitTradeIn }).click();
    await expect(page.getByText(words.tradeInSent)).toBeVisible();
    await expect(page).toHaveURL(/\/user-account\?tab=tradeIns$/);
    const mine = (
      await (await request.get('/api/tradein/mine', { headers: { authorization: `Bearer ${token}` } })).json()
    ).data;
    expect(mine[0]).toMatchObject({ condition: 'good', estimate: { min: 3200, max: 24_000 } });
  });
}
