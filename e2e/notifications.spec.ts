import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { fillCheckoutAddressIfNew } from './addresses.js';
import { type BuyableProduct, buyableProduct } from './catalog-data.js';
import { expect, test } from './fixtures.js';
import { inLanguage, type Lang, logIn, registerShopper, type Session, signedIn } from './shopper.js';

// The notification centre and the messages behind it, in both languages: the e-mail of an order
// for each way of paying (read from the .eml files the server writes to DATA_DIR/outbox, as no
// SMTP_URL is set), the bell and the /notifications page, a price drop reaching the shopper who
// saved the product, and a back-in-stock alert heard of once.

const outboxDir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const ADMIN = { email: 'admin@kahraba.eg', password: 'Admin#2026' };

let session: Session;
let admin: Session;
let product: BuyableProduct;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await registerShopper(api, 'Mona Hassan', 'notify');
  admin = await logIn(api, ADMIN);
  product = await buyableProduct(api, 'limit=100', 20);
  await api.dispose();
});

const auth = (who: Session = session) => ({ authorization: `Bearer ${who.token}` });

/** Every message mailed to `email` so far, parsed. */
async function mailsTo(email: string): Promise<ParsedMail[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const mails: ParsedMail[] = [];
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const raw = await readFile(path.join(outboxDir, file));
    if (!raw.includes(`To: ${email}`)) continue;
    mails.push(await simpleParser(raw));
  }
  return mails;
}

/**
 * The message to the shopper whose subject holds `subject` (or that `matches`), once the outbox
 * worker has written it.
 */
async function mailAbout(subject: string | ((mail: ParsedMail) => boolean)): Promise<ParsedMail> {
  const matches =
    typeof subject === 'string' ? (mail: ParsedMail) => !!mail.subject?.includes(subject) : subject;
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(session.email)).find(matches);
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

const TEXT = {
  en: {
    checkout: 'Checkout',
    place: 'Place order',
    placed: 'Order placed successfully!',
    backHome: 'Back to home',
    methods: {
      cash: { radio: /Cash on delivery/, mail: ['Cash on delivery', 'Expected delivery: between'] },
      instapay: { radio: /InstaPay/, mail: ['Pay with InstaPay', 'kahraba@instapay', '01001234567'] },
      pickup: { radio: /Pick up from our store/, mail: ['Pick up at our store', '6th of October'] },
    },
    title: 'Notifications',
    bell: /^Notifications, \d+ unread$/,
    placedEntry: (number: string) => `Order ${number} placed`,
    markAll: 'Mark all read',
    unread: 'Unread',
    priceDrop: 'Price drop on your wishlist',
    backInStock: 'Back in stock',
    subscribe: /^Tell me when .+ is back in stock$/,
    subscribed: 'We will e-mail you once when it is back.',
  },
  ar: {
    checkout: 'إتمام الشراء',
    place: 'تأكيد الطلب',
    placed: 'تم تأكيد طلبك بنجاح!',
    backHome: 'العودة إلى الرئيسية',
    methods: {
      cash: { radio: /الدفع عند الاستلام/, mail: ['الدفع نقدًا عند الاستلام', 'موعد التوصيل المتوقع'] },
      instapay: { radio: /إنستاباي/, mail: ['الدفع عبر إنستاباي', 'kahraba@instapay', '01001234567'] },
      pickup: { radio: /الاستلام من المتجر/, mail: ['الاستلام من المتجر', 'السادس من أكتوبر'] },
    },
    title: 'الإشعارات',
    bell: /^الإشعارات، .+غير مقروء/,
    placedEntry: (number: string) => `تم تأكيد الطلب ${number}`,
    markAll: 'تحديد الكل كمقروء',
    unread: 'غير مقروء',
    priceDrop: 'انخفض سعر منتج في مفضلتك',
    backInStock: 'عاد للمخزون',
    subscribe: /^نبهني عند توفر /,
    subscribed: 'سنرسل لك رسالة واحدة عند توفره.',
  },
} as const;

async function placeOrder(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  radio: RegExp,
): Promise<string> {
  const t = TEXT[lang];
  const added = await request.post('/api/cart', {
    headers: auth(),
    data: { product: product._id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  await page.goto(inLanguage(lang, '/checkout'));
  await expect(page.getByRole('heading', { level: 1, name: t.checkout })).toBeVisible();
  await fillCheckoutAddressIfNew(page, lang);
  await page.getByRole('radio', { name: radio }).check();
  await page.getByRole('button', { name: t.place }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t.placed })).toBeVisible();
  const number = (await dialog.textContent())?.match(/KH-\d{8}-[2-9A-HJ-NP-Z]{6}/)?.[0];
  expect(number, 'the order number in the confirmation').toBeDefined();
  await dialog.getByRole('button', { name: t.backHome }).click();
  return number!;
}

const nav = (page: Page) => page.getByRole('navigation', { name: /Main navigation|التنقل الرئيسي/ });

for (const lang of ['en', 'ar'] as const) {
  test(`each way of paying gets its order e-mail and an entry in the notification centre (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    await signedIn(page, session, lang);
    const numbers: string[] = [];
    for (const method of ['cash', 'instapay', 'pickup'] as const) {
      const number = await placeOrder(page, request, lang, t.methods[method].radio);
      numbers.push(number);
      const mail = await mailAbout(number);
      for (const words of t.methods[method].mail) expect(mail.text, `${method} e-mail`).toContain(words);
      expect(mail.html || '').toContain(lang === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
    }

    // The bell, drawn by the server with the page, counts them.
    await page.goto(inLanguage(lang, '/'));
    const bell = nav(page).getByRole('link', { name: t.bell });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(new RegExp(`${inLanguage(lang, '/notifications')}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    for (const number of numbers)
      await expect(page.getByRole('link', { name: t.placedEntry(number) })).toBeVisible();

    await page.getByRole('button', { name: t.markAll }).click();
    await expect(page.getByText(t.unread, { exact: true })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: t.title, exact: true })).toBeVisible();
  });
}

interface AdminProduct {
  _id: string;
  name: string;
  nameAr: string | null;
  brand: string;
  category: string;
  productType: string;
  description: string;
  descriptionAr: string | null;
  price: number;
  priceAfterDiscount: number | null;
  quantity: number;
  isExclusive: boolean;
  isNew: boolean;
  used: boolean;
  usedStatus: string | null;
  referralCode: string | null;
  installments: Record<string, number> | null;
  specs: Record<string, string>;
  image: string;
  images: string[];
  [typeField: string]: unknown;
}

/** What PUT /api/admin/products/{id} takes to leave the product as it is (as the console's form sends it). */
function writePayload(p: AdminProduct) {
  const typeFields = Object.fromEntries(
    ['deviceType', 'laptopType', 'wearableType', 'audioType', 'subType'].flatMap((field) => {
      const value = p[field];
      return typeof value === 'string' && value !== '' ? [[field, value]] : [];
    }),
  );
  return {
    name: p.name,
    nameAr: p.nameAr ?? null,
    brand: p.brand,
    category: p.category,
    productType: p.productType,
    description: p.description,
    descriptionAr: p.descriptionAr ?? '',
    price: p.price,
    priceAfterDiscount: p.priceAfterDiscount,
    quantity: p.quantity,
    isExclusive: p.isExclusive,
    isNew: p.isNew,
    used: p.used,
    usedStatus: p.usedStatus,
    referralCode: p.referralCode,
    installments: p.installments,
    specs: { ...typeFields, ...p.specs },
    images: p.images.length > 0 ? p.images : [p.image],
  };
}

/**
 * Plain audio products no other spec picks (the last ones of their listing, new, no family, no
 * referral prompt, no discount): this spec changes their price and stock.
 */
async function quietAudioProducts(request: APIRequestContext): Promise<AdminProduct[]> {
  const list = await (await request.get('/api/product?category=Audio&limit=50')).json();
  const ids = (
    list.data as {
      _id: string;
      familyId?: string | null;
      used: boolean;
      referralCode: string | null;
      priceAfterDiscount: number | null;
      quantity: number;
    }[]
  )
    .filter(
      (p) => !p.familyId && !p.used && !p.referralCode && p.priceAfterDiscount === null && p.quantity > 0,
    )
    .map((p) => p._id);
  expect(ids.length, 'two plain audio products').toBeGreaterThanOrEqual(2);
  const products: AdminProduct[] = [];
  for (const id of ids.slice(-2)) {
    const read = await request.get(`/api/admin/products/${id}`, { headers: auth(admin) });
    expect(read.status()).toBe(200);
    products.push((await read.json()).data);
  }
  return products;
}

test('a price drop reaches the shopper who saved the product, in the centre in both languages and by e-mail', async ({
  page,
  request,
}) => {
  const [audio] = await quietAudioProducts(request);
  const saved = await request.post('/api/wishlist', { headers: auth(), data: { product: audio!._id } });
  expect(saved.status()).toBe(200);
  const lowered = Math.round(audio!.price * 0.8);
  const edited = await request.put(`/api/admin/products/${audio!._id}`, {
    headers: auth(admin),
    data: { ...writePayload(audio!), priceAfterDiscount: lowered },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  try {
    // In the account's language, which the shopper's sign-ins set: the product's link tells it apart.
    await mailAbout((m) => !!m.text?.includes(`/product/${audio!._id}`));
    for (const lang of ['en', 'ar'] as const) {
      await signedIn(page, session, lang);
      await page.goto(inLanguage(lang, '/notifications'));
      const entry = page.getByRole('listitem').filter({ hasText: TEXT[lang].priceDrop });
      await expect(entry.first()).toBeVisible();
      await expect(entry.first().getByRole('link')).toHaveAttribute(
        'href',
        inLanguage(lang, `/product/${audio!._id}`),
      );
    }
  } finally {
    const restored = await request.put(`/api/admin/products/${audio!._id}`, {
      headers: auth(admin),
      data: writePayload(audio!),
    });
    expect(restored.status()).toBe(200);
    await request.delete(`/api/wishlist/${audio!._id}`, { headers: auth() });
  }
});

test('a back-in-stock alert set on the product page is sent exactly once', async ({ page, request }) => {
  const [, audio] = await quietAudioProducts(request);
  const stock = audio!.quantity;
  const adjust = async (delta: number) => {
    const res = await request.post(`/api/admin/products/${audio!._id}/stock`, {
      headers: auth(admin),
      data: { delta, reason: 'Back-in-stock alert check' },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  const backInStockEntries = async () => {
    const res = await request.get('/api/notifications?limit=50', { headers: auth() });
    return ((await res.json()).data.notifications as { kind: string; data: { productId?: string } }[]).filter(
      (n) => n.kind === 'back-in-stock' && n.data.productId === audio!._id,
    );
  };

  await adjust(-stock);
  try {
    for (const lang of ['ar', 'en'] as const) {
      await signedIn(page, session, lang);
      await page.goto(inLanguage(lang, `/product/${audio!._id}`));
      if (lang === 'ar') {
        // Set in Arabic, then cancelled; set again below in English.
        await page.getByRole('button', { name: TEXT.ar.subscribe }).click();
        await expect(page.getByText(TEXT.ar.subscribed)).toBeVisible();
        await page.getByRole('button', { name: /^إلغاء تنبيه توفر / }).click();
        await expect(page.getByRole('button', { name: TEXT.ar.subscribe })).toBeVisible();
      } else {
        await page.getByRole('button', { name: TEXT.en.subscribe }).click();
        await expect(page.getByText(TEXT.en.subscribed)).toBeVisible();
      }
    }

    await adjust(stock);
    expect(await backInStockEntries()).toHaveLength(1);
    const isAlert = (m: ParsedMail) => !!m.text?.includes(`/product/${audio!._id}`);
    await mailAbout(isAlert);
    // Out and back again: the alert was spent when the shopper was told.
    await adjust(-stock);
    await adjust(stock);
    expect(await backInStockEntries()).toHaveLength(1);
    expect((await mailsTo(session.email)).filter(isAlert)).toHaveLength(1);

    await page.goto('/notifications');
    await expect(page.getByRole('listitem').filter({ hasText: TEXT.en.backInStock })).toHaveCount(1);
  } finally {
    const now = await request.get(`/api/admin/products/${audio!._id}`, { headers: auth(admin) });
    const quantity = (await now.json()).data.quantity as number;
    if (quantity !== stock) await adjust(stock - quantity);
  }
});
