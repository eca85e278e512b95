import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { type Lang, registerShopper, type Session, signedIn as signInAs } from './shopper.js';

// One shopper for the whole file (registrations are rate limited), signed in through the real login:
// the browser context holds its HttpOnly session cookie.

let session: Session;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await registerShopper(api, 'Omar Khaled', 'tradein');
  await api.dispose();
});

const signedIn = (page: Page, lang: Lang = 'en') => signInAs(page, session, lang);

/** A form field by its label, which carries a "*" when the field is required. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

const submissions = [
  {
    category: 'Mobile & Tablet',
    type: 'Mobile',
    fields: { 'Device name': 'iPhone 12', RAM: '4GB', 'Internal memory': '128GB', 'CPU speed (GHz)': '2.99' },
  },
  {
    category: 'Laptop',
    type: 'Laptop',
    fields: { 'Device name': 'Dell XPS 13', Processor: 'Core i7', RAM: '16GB', Storage: '512GB SSD' },
  },
  {
    category: 'Accessories',
    type: 'Charger',
    fields: { 'Device name': 'Anker Nano', Power: '30W', 'Charger type': 'USB-C', Features: 'GaN, Foldable' },
  },
  { category: 'Wearables', type: 'Garmin', fields: { 'Device name': 'Forerunner 255' } },
  { category: 'Audio', type: 'JBL', fields: { 'Device name': 'Flip 5', Connectivity: 'Bluetooth' } },
  {
    category: 'Gaming',
    type: 'Gaming accessories',
    fields: { 'Device name': 'DualSense', 'Accessory type': 'Controller' },
  },
] as const;

test('submits a trade-in of every category and lands on the account page', async ({ page }) => {
  // Six submissions, each a page load and a form, in one story: longer than one page's allowance.
  test.setTimeout(90_000);
  await signedIn(page);
  for (const submission of submissions) {
    await page.goto('/trade-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Trade in your device' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit trade-in request' });
    await expect(submit).toBeDisabled();

    await page
      .getByRole('group', { name: '1. Device category' })
      .getByRole('radio', { name: submission.category, exact: true })
      .check();
    await page
      .getByRole('group', { name: '2. Product type' })
      .getByRole('radio', { name: submission.type, exact: true })
      .check();
    for (const [label, value] of Object.entries(submission.fields)) {
      await field(page, label).fill(value);
    }
    const replacement = page.locator('input[name="replacement"]').first();
    await replacement.check();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByText('Trade-in request submitted successfully!')).toBeVisible();
    // On to the account's trade-ins, where the request just sent is listed.
    await expect(page).toHaveURL(/\/user-account\?tab=tradeIns$/);
    await expect(page.getByRole('tab', { name: 'My trade-ins' })).toHaveAttribute('aria-selected', 'true');
  }
});

test('fills the form from the model picked in the catalog, in Arabic too', async ({ page }) => {
  for (const lang of ['en', 'ar'] as const) {
    const words =
      lang === 'en'
        ? {
            category: 'Mobile & Tablet',
            type: 'Mobile',
            find: /^Find your model/,
            name: 'Device name',
            filled: /Filled in/,
          }
        : {
            category: 'موبايل وتابلت',
            type: 'موبايل',
            find: /^ابحث عن موديل جهازك/,
            name: 'اسم الجهاز',
            filled: /مُلئت/,
          };
    await signedIn(page, lang);
    await page.goto(lang === 'en' ? '/trade-in' : '/ar/trade-in');
    await page.getByRole('radio', { name: words.category, exact: true }).check();
    await page.getByRole('radio', { name: words.type, exact: true }).check();
    await page.getByRole('searchbox', { name: words.find }).fill('galaxy');
    const model = page.getByRole('list').getByRole('button').first();
    await expect(model).toBeVisible();
    await model.click();
    await expect(page.getByText(words.filled)).toBeVisible();
    // The device's name comes from the catalog; the shopper did not type it.
    await expect(field(page, words.name)).toHaveValue(/galaxy/i);
  }
});

test('shows the requests under My trade-ins on the account page', async ({ page }) => {
  await signedIn(page);
  await page.goto('/user-account');
  await page.getByRole('tab', { name: 'My trade-ins' }).click();
  const panel = page.getByRole('tabpanel', { name: 'My trade-ins' });
  await expect(panel.getByRole('heading', { name: 'My trade-in requests' })).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(submissions.length);
  await expect(panel.getByText('Pending')).toHaveCount(submissions.length);
  // Newest first.
  await expect(panel.getByRole('listitem').first()).toContainText('Gaming · Gaming accessories');
  await expect(panel.getByRole('listitem').last()).toContainText('Mobile & Tablet · Mobile');
});

test('works in Arabic, right to left, naming the missing fields', async ({ page }) => {
  await signedIn(page, 'ar');
  await page.goto('/trade-in');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'استبدل جهازك القديم' })).toBeVisible();

  await page
    .getByRole('group', { name: '1. فئة الجهاز' })
    .getByRole('radio', { name: 'موبايل وتابلت' })
    .check();
  await page.getByRole('group', { name: '2. نوع المنتج' }).getByRole('radio', { name: 'تابلت' }).check();
  await page.locator('input[name="replacement"]').first().check();
  const submit = page.getByRole('button', { name: 'إرسال طلب الاستبدال' });
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'يرجى إدخال' })).toHaveText(
    'يرجى إدخال: اسم الجهاز، الشاشة، الذاكرة العشوائية (RAM)، الذاكرة الداخلية',
  );

  await field(page, 'اسم الجهاز').fill('آيباد إير');
  await field(page, 'الشاشة').fill('10.9 بوصة');
  await field(page, 'الذاكرة العشوائية (RAM)').fill('8GB');
  await field(page, 'الذاكرة الداخلية').fill('256GB');
  await submit.click();
  await expect(page.getByText('تم إرسال طلب الاستبدال بنجاح!')).toBeVisible();
  await expect(page).toHaveURL(/\/user-account\?tab=tradeIns$/);

  await expect(page.getByRole('tab', { name: 'طلبات الاستبدال' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listitem').first()).toContainText('موبايل وتابلت · تابلت');
  await expect(page.getByRole('listitem').first()).toContainText('قيد المراجعة');
});
