import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { logIn, registerShopper, type Session, signedIn, useLanguage } from './shopper.js';

// A guard for the Arabic interface: every shopper page and every staff page, rendered in Arabic,
// holds no Latin word except the ones that are data, not interface: product names, brands,
// specification values and brand descriptions as the catalog writes them, people's names, what the
// shopper typed, and codes, model numbers and e-mail addresses.
// What a person typed and identifiers are drawn in <bdi> (shared/ui/bidi.tsx) or, for a paragraph,
// in an element of `dir="auto"`; codes in <code>; and a language's own name in the language switch
// is marked with its `lang`: none of them is read.
// A new label that forgets its Arabic text fails here, on whichever page first shows it.

const ADMIN = { email: 'admin@kahraba.eg', password: 'Admin#2026' };

/**
 * Words an Egyptian electronics shop writes in Latin letters in Arabic as well: units, standards and
 * file formats as on the boxes, and the names of the services it works with.
 */
const WORDS_KEPT_IN_LATIN = new Set([
  ...['GB', 'TB', 'MB', 'mAh', 'Hz', 'W', 'MP', 'RAM', 'USB', 'HDMI', 'Wi-Fi', 'Bluetooth'],
  ...['JPEG', 'PNG', 'WebP', 'AVIF'],
  ...['Facebook', 'Google', 'InstaPay', 'valU'],
]);

/** What the pages below are opened with: the shopper's own words, which the page repeats. */
const SEARCHES = ['samsung', 'samsng'];

/** A token that is a code or a model number: it holds a digit ("S24", "KH-20261126-AB12CD", "5G"). */
const isCode = (word: string) => /\d/.test(word);

interface LatinWord {
  word: string;
  where: string;
}

/**
 * The Latin words a reader meets on the page: its text (screen-reader-only text included, <bdi>
 * runs excluded), the accessible names and hints held in attributes, and the document title.
 */
function latinWordsOf(page: Page): Promise<LatinWord[]> {
  return page.evaluate(() => {
    const found: { word: string; where: string }[] = [];
    const collect = (text: string, where: string) => {
      for (const match of text.matchAll(/[A-Za-z0-9][A-Za-z0-9'’.\-/+]*/g)) {
        if (/[A-Za-z]/.test(match[0])) found.push({ word: match[0].replace(/[.'’\-/]+$/, ''), where });
      }
    };
    const skipped = (element: Element | null) =>
      !element ||
      element.closest(
        'script, style, noscript, template, bdi, code, [dir="auto"], [translate="no"], [lang]:not([lang="ar"])',
      ) !== null;
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `<${element.tagName.toLowerCase()}> "${text.slice(0, 60)}"`;
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skipped(parent) || !shown(parent)) continue;
      collect(node.textContent ?? '', describe(parent));
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (skipped(element) || !shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) collect(value, `${name} of ${describe(element)}`);
      }
    }
    collect(document.title, '<title>');
    return found;
  });
}

/**
 * Every Latin token the data holds: the catalog's product names (both), brands, codes,
 * specification values and brand descriptions, the staff's names and the searches typed below.
 */
async function dataWords(api: APIRequestContext): Promise<Set<string>> {
  const words = new Set<string>(SEARCHES);
  const add = (text: unknown) => {
    if (typeof text !== 'string') return;
    for (const match of text.matchAll(/[A-Za-z0-9][A-Za-z0-9'’.\-/+]*/g))
      words.add(match[0].replace(/[.'’\-/]+$/, ''));
  };
  for (let page = 1; ; page++) {
    const res = await api.get(`/api/product?limit=100&page=${page}`);
    expect(res.status()).toBe(200);
    const body = await res.json();
    for (const product of body.data as Record<string, unknown>[]) {
      for (const key of ['name', 'nameAr', 'brand', 'productCode']) add(product[key]);
      for (const value of Object.values((product.specs ?? {}) as Record<string, unknown>)) add(value);
    }
    if (!body.hasNextPage) break;
  }
  const dealers = await api.get('/api/dealer');
  expect(dealers.status()).toBe(200);
  for (const dealer of (await dealers.json()).data.dealers as { name: string; briefAr: string }[]) {
    add(dealer.name);
    add(dealer.briefAr);
  }
  const staff = await api.get('/api/admin/users?limit=100', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(staff.status(), await staff.text()).toBe(200);
  for (const person of (await staff.json()).data.items as { name: string }[]) add(person.name);
  // Reviews are what shoppers wrote; the console names one in its buttons' labels.
  const reviews = await api.get('/api/admin/reviews?limit=100', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(reviews.status(), await reviews.text()).toBe(200);
  for (const review of (await reviews.json()).data.items as { title: string; text: string }[]) {
    add(review.title);
    add(review.text);
  }
  return words;
}

let shopper: Session;
let admin: Session;
let orderId = '';
let tradeInId = '';
let productId = '';
let allowed = new Set<string>();

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  shopper = await registerShopper(api, 'سلمى يوسف', 'arabic-only');
  const auth = { authorization: `Bearer ${shopper.token}`, 'accept-language': 'ar' };

  const list = await (await api.get('/api/product?category=Mobile&inStock=in&limit=2')).json();
  const [first, second] = list.data as { _id: string }[];
  productId = first!._id;

  // An order with an Arabic address, then a second product left in the cart.
  expect(
    (await api.post('/api/cart', { headers: auth, data: { product: first!._id, quantity: 1 } })).status(),
  ).toBe(200);
  const placed = await api.post('/api/order', {
    headers: auth,
    data: {
      shippingAddress: {
        firstName: 'سلمى',
        lastName: 'يوسف',
        email: shopper.email,
        phone: '01001234567',
        address: '12 شارع التحرير، الدقي',
        city: 'الجيزة',
        postalCode: '12611',
      },
      paymentMethod: 'cash',
      shippingMethod: 'standard',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  orderId = (await placed.json()).data.order._id;
  expect(
    (await api.post('/api/cart', { headers: auth, data: { product: second!._id, quantity: 1 } })).status(),
  ).toBe(200);

  const tradeIn = await api.post('/api/tradein', {
    headers: auth,
    data: {
      category: 'MobileTablet',
      productType: 'Mobile',
      specs: { name: 'آيفون قديم', ram: '4GB', internalMemory: '128GB', color: 'أزرق' },
      replacement: second!._id,
    },
  });
  expect(tradeIn.status(), await tradeIn.text()).toBe(201);
  tradeInId = (await tradeIn.json()).data._id;

  const contacts = await (await api.get('/api/messages/contacts', { headers: auth })).json();
  const sent = await api.post('/api/messages', {
    headers: auth,
    data: { to: contacts.data[0]._id, message: 'هل يتوفر هذا الهاتف باللون الأزرق؟' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  admin = await logIn(api, ADMIN);
  allowed = await dataWords(api);
  await api.dispose();
});

/** The Latin words on the page that are not data: each one is an untranslated piece of the interface. */
async function untranslated(page: Page, api: APIRequestContext): Promise<string[]> {
  let words = (await latinWordsOf(page)).filter(
    ({ word }) => !isCode(word) && !WORDS_KEPT_IN_LATIN.has(word) && !allowed.has(word),
  );
  // Other spec files add products while this one runs: read the catalog again before failing.
  if (words.length > 0) {
    allowed = await dataWords(api);
    words = words.filter(({ word }) => !allowed.has(word));
  }
  return words.map(({ word, where }) => `${word} in ${where}`);
}

async function expectArabicOnly(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The staff console draws in the browser: wait for its loading to end before reading it.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Soft: one run lists every page's untranslated words.
  expect.soft(await untranslated(page, page.context().request), path).toEqual([]);
}

test.describe('the Arabic interface holds no untranslated Latin words', () => {
  test('on every shopper page, as a guest', async ({ page, context }) => {
    test.setTimeout(120_000);
    await useLanguage(context, 'ar');
    for (const path of [
      '/',
      '/products',
      '/offers',
      ...SEARCHES.map((query) => `/search?q=${query}`),
      '/category/Mobile',
      `/product/${productId}`,
      '/login',
      '/signup',
      '/forgot-password',
      `/reset-password?token=${'x'.repeat(43)}`,
      '/no-such-page',
      '/product/000000000000000000000000',
    ]) {
      await expectArabicOnly(page, path);
    }
  });

  test('on every shopper page, signed in', async ({ page }) => {
    test.setTimeout(120_000);
    await signedIn(page, shopper, 'ar');
    for (const path of [
      '/cart',
      '/checkout',
      '/user-account',
      '/user-account?tab=addresses',
      '/user-account?tab=settings',
      '/user-chats',
      '/trade-in',
      `/order/${orderId}`,
      '/notifications',
    ]) {
      await expectArabicOnly(page, path);
    }
  });

  test('on every staff page', async ({ page }) => {
    test.setTimeout(150_000);
    await signedIn(page, admin, 'ar');
    for (const path of [
      '/admin',
      '/admin/products',
      '/admin/products/new',
      `/admin/products/${productId}`,
      '/admin/orders',
      `/admin/orders/${orderId}`,
      '/admin/trade-ins',
      `/admin/trade-ins/${tradeInId}`,
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
      '/admin/no-such-page',
    ]) {
      await expectArabicOnly(page, path);
    }
  });
});
