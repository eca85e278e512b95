import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe.js';
import { expect, test } from './fixtures.js';

// The price history on the product page, in both languages: a chart of the last 90 days, and a
// discount shown with its old price and the lowest price of the last 30 days only when the product
// really sold at that old price (the demo catalog backs most of its sales, not all).

interface ListedProduct {
  _id: string;
  price: number;
  priceAfterDiscount: number | null;
}

interface PricePoint {
  price: number;
  recordedAt: string;
}

interface DiscountedDemoProducts {
  /** Sold at its list price for weeks before the sale began. */
  backed: ListedProduct;
  /** Sold at its sale price since it came in: its list price was never a price it had. */
  unbacked: ListedProduct;
}

let demo: DiscountedDemoProducts;

async function historyOf(api: APIRequestContext, id: string): Promise<PricePoint[]> {
  const res = await api.get(`/api/product/${id}/price-history`);
  expect(res.status()).toBe(200);
  return (await res.json()).data.points;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const list = await (await api.get('/api/product?discount=yes&limit=100')).json();
  let backed: ListedProduct | undefined;
  let unbacked: ListedProduct | undefined;
  for (const product of list.data as ListedProduct[]) {
    if (product.priceAfterDiscount === null || product.priceAfterDiscount >= product.price) continue;
    const points = await historyOf(api, product._id);
    if (!backed && points.length === 2 && points[0]!.price === product.price) backed = product;
    if (!unbacked && points.length === 1) unbacked = product;
    if (backed && unbacked) break;
  }
  expect(backed, 'a discounted demo product whose list price the history backs').toBeDefined();
  expect(unbacked, 'a discounted demo product always sold at its sale price').toBeDefined();
  demo = { backed: backed!, unbacked: unbacked! };
  await api.dispose();
});

const egp = (amount: number) => new Intl.NumberFormat('en-US').format(amount);

const WORDS = {
  en: {
    prefix: '',
    dir: 'ltr',
    section: /^Price history/,
    chart: 'Prices over the last 90 days',
    lowest: (amount: number) => new RegExp(`^Lowest price in the last 30 days: EGP\\s${egp(amount)}$`),
    summary: /^(Over the last 90 days|Since .+): highest EGP\s[\d,]+, lowest EGP\s[\d,]+, now EGP\s[\d,]+\.$/,
    unchanged: /(stayed at|has stayed at) EGP\s[\d,]+\.$/,
    off: /% off/,
  },
  ar: {
    prefix: '/ar',
    dir: 'rtl',
    section: /^تاريخ السعر/,
    chart: 'الأسعار خلال آخر 90 يومًا',
    lowest: (amount: number) => new RegExp(`^أقل سعر خلال آخر 30 يومًا: .*${egp(amount)}`),
    summary: /^(خلال آخر 90 يومًا|منذ .+): الأعلى .+، والأقل .+، والآن .+$/,
    unchanged: /بقي السعر .*[\d,]+/,
    off: /خصم \d+%/,
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const t = WORDS[lang];

  test(`${lang}: a discount the history backs shows its chart and the lowest price of 30 days`, async ({
    page,
  }) => {
    const { backed } = demo;
    // The chart is worked out from the answer's own clock, so the browser draws what the server drew.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${t.prefix}/product/${backed._id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', t.dir);
    const price = page.getByTestId('product-price');
    await expect(price).toContainText(t.off);
    await expect(price.locator('s')).toHaveText(new RegExp(egp(backed.price)));
    // The sale began within the last 30 days, after weeks at the list price: it is the lowest.
    await expect(page.getByTestId('lowest-price-30')).toHaveText(t.lowest(backed.priceAfterDiscount!));

    const history = page.getByRole('region', { name: t.section });
    await expect(history.getByRole('img', { name: t.chart })).toBeVisible();
    await expect(history.getByTestId('price-history-summary')).toHaveText(t.summary);
    expect(errors).toEqual([]);
  });

  test(`${lang}: a list price the product never sold at is not struck through as an old price`, async ({
    page,
  }) => {
    const { unbacked } = demo;
    await page.goto(`${t.prefix}/product/${unbacked._id}`);
    const price = page.getByTestId('product-price');
    await expect(price).toContainText(egp(unbacked.priceAfterDiscount!));
    await expect(price.locator('s')).toHaveCount(0);
    await expect(price).not.toContainText(t.off);
    await expect(page.getByTestId('lowest-price-30')).toHaveCount(0);
    const history = page.getByRole('region', { name: t.section });
    await expect(history.getByRole('img', { name: t.chart })).toBeVisible();
    await expect(history.getByTestId('price-history-summary')).toHaveText(t.unchanged);
  });
}

test.describe('accessibility', () => {
  // axe is injected into the page, which the store's Content-Security-Policy refuses (axe.ts).
  test.use({ bypassCSP: true });

  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: the product page with its price history breaks no axe rule`, async ({ page }) => {
      await page.goto(`${WORDS[lang].prefix}/product/${demo.backed._id}`);
      await expect(page.getByTestId('price-history-chart')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
