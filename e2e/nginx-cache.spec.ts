import { expect, test } from '@playwright/test';
import { type RunningNginx, startNginx } from '../deploy/start-nginx.js';

// deploy/nginx.conf, as committed, in front of the server under test: a guest's catalog pages come
// from the shared cache, a signed-in shopper's pages never do (and never land in it), the English
// and Arabic addresses of a page are cached apart, a visitor who reads Arabic still gets the home
// page's redirect to /ar/, and a product edited in the console reaches its
// cached page once the server's s-maxage (PAGE_CACHE_SECONDS, 2 in e2e/playwright.config.ts) runs out.
// Requests go through Node's fetch, so no cookie is sent but those a test names.

const SHOPPER = { email: 'shopper@kahraba.eg', password: 'Shopper#2026' };
const ADMIN = { email: 'admin@kahraba.eg', password: 'Admin#2026' };
const SESSION_COOKIE = 'kahraba_session';

let nginx: RunningNginx;

test.beforeAll(async () => {
  nginx = await startNginx({ upstreamPort: Number(process.env.E2E_PORT) });
});

test.afterAll(async () => {
  await nginx?.stop();
});

interface Answer {
  status: number;
  location: string;
  /** X-Cache-Status: HIT, MISS, EXPIRED, STALE, UPDATING, REVALIDATED, BYPASS, or '' (not cacheable). */
  cache: string;
  cacheControl: string;
  body: string;
}

async function get(path: string, cookie?: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${nginx.baseUrl}${path}`, {
    redirect: 'manual',
    headers: cookie ? { ...headers, cookie } : headers,
  });
  return {
    status: response.status,
    location: response.headers.get('location') ?? '',
    cache: response.headers.get('x-cache-status') ?? '',
    cacheControl: response.headers.get('cache-control') ?? '',
    body: await response.text(),
  };
}

/**
 * Asks for a guest page until two answers in a row come back, the second from the cache: the first
 * may fill the cache, the second must then be a HIT with the same bytes. A few tries, because with
 * s-maxage 2 a slow machine can let the entry expire between the two.
 */
async function cachedTwice(path: string): Promise<[Answer, Answer]> {
  let pair: [Answer, Answer] | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const first = await get(path);
    const second = await get(path);
    pair = [first, second];
    if (second.cache === 'HIT') break;
  }
  const [first, second] = pair!;
  expect(first.status, `${path}: ${first.body.slice(0, 300)}`).toBe(200);
  expect(first.cacheControl, `${path} is a guest page the shared cache may keep`).toMatch(
    /\bpublic\b.*\bs-maxage=\d+/,
  );
  expect(second.cache, `${path} from the cache`).toBe('HIT');
  expect(second.body).toBe(first.body);
  return [first, second];
}

async function logIn(who: { email: string; password: string }) {
  const response = await fetch(`${nginx.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  expect(session, 'the login sets the session cookie').toBeDefined();
  return { token: body.token as string, name: body.data.name as string, cookie: session! };
}

const htmlTag = (body: string) => body.match(/<html[^>]*>/)?.[0] ?? '';

test('a guest page is answered from the shared cache', async () => {
  const [, cached] = await cachedTwice('/products');
  expect(htmlTag(cached.body)).toContain('lang="en"');
  await cachedTwice('/');
});

test("a signed-in shopper's pages are never cached, nor served from the guests' copy", async () => {
  const [guestHome] = await cachedTwice('/');
  const shopper = await logIn(SHOPPER);
  expect(guestHome.body).not.toContain(shopper.name);

  for (const path of ['/', '/user-account']) {
    for (let i = 0; i < 2; i++) {
      const page = await get(path, shopper.cookie);
      expect(page.status, `${path} signed in`).toBe(200);
      expect(page.cache, `${path} signed in goes past the cache`).not.toBe('HIT');
      expect(page.cacheControl).toMatch(/\bprivate\b/);
      expect(page.body, `${path} signed in shows the shopper`).toContain(shopper.name);
    }
  }

  // The signed-in pages did not land in the cache: a guest still gets a guest's home.
  const guestAgain = await get('/');
  expect(guestAgain.status).toBe(200);
  expect(guestAgain.body).not.toContain(shopper.name);
});

test('the English and Arabic addresses of a page are cached apart', async () => {
  const list = await (await fetch(`${nginx.baseUrl}/api/product?limit=1`)).json();
  const id: string = list.data[0]._id;

  const [, english] = await cachedTwice(`/product/${id}`);
  const [, arabic] = await cachedTwice(`/ar/product/${id}`);
  expect(htmlTag(english.body)).toContain('lang="en"');
  expect(htmlTag(arabic.body)).toContain('lang="ar"');
  expect(htmlTag(arabic.body)).toContain('dir="rtl"');

  expect(arabic.body).not.toBe(english.body);
});

test('a visitor who reads Arabic is still sent from the cached English home to /ar/', async () => {
  await cachedTwice('/');
  const chosen = await get('/', 'lang=ar');
  expect(chosen.cache).not.toBe('HIT');
  expect(chosen.status).toBe(302);
  expect(chosen.location).toBe('/ar/');
  const browser = await get('/', undefined, { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
  expect(browser.cache).not.toBe('HIT');
  expect(browser.status).toBe(302);
  expect(browser.location).toBe('/ar/');
  // Neither redirect took the English home's place in the cache.
  const guest = await get('/');
  expect(guest.status).toBe(200);
  expect(htmlTag(guest.body)).toContain('lang="en"');
});

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
function writePayload(product: AdminProduct) {
  const typeFields = Object.fromEntries(
    ['deviceType', 'laptopType', 'wearableType', 'audioType', 'subType'].flatMap((field) => {
      const value = product[field];
      return typeof value === 'string' && value !== '' ? [[field, value]] : [];
    }),
  );
  return {
    name: product.name,
    nameAr: product.nameAr ?? null,
    brand: product.brand,
    category: product.category,
    productType: product.productType,
    description: product.description,
    descriptionAr: product.descriptionAr ?? '',
    price: product.price,
    priceAfterDiscount: product.priceAfterDiscount,
    quantity: product.quantity,
    isExclusive: product.isExclusive,
    isNew: product.isNew,
    used: product.used,
    usedStatus: product.usedStatus,
    referralCode: product.referralCode,
    installments: product.installments,
    specs: { ...typeFields, ...product.specs },
    images: product.images.length > 0 ? product.images : [product.image],
  };
}

test('a product edited in the console reaches its cached page within s-maxage', async () => {
  const admin = await logIn(ADMIN);
  const asAdmin = { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' };

  // A product no other spec picks: the last plain accessory (no family, new, no referral prompt) of
  // its listing. Its name is put back afterwards.
  const list = await (await fetch(`${nginx.baseUrl}/api/product?category=Accessories&limit=50`)).json();
  const candidates = (
    list.data as { _id: string; familyId?: string | null; used: boolean; referralCode: string | null }[]
  ).filter((p) => !p.familyId && !p.used && !p.referralCode);
  const id = candidates.at(-1)?._id;
  expect(id, 'a plain accessory to edit').toBeDefined();
  const read = await fetch(`${nginx.baseUrl}/api/admin/products/${id}`, { headers: asAdmin });
  expect(read.status).toBe(200);
  const original = ((await read.json()) as { data: AdminProduct }).data;

  const path = `/product/${id}`;
  const [cached] = await cachedTwice(path);
  const sMaxAge = Number(cached.cacheControl.match(/s-maxage=(\d+)/)?.[1]);
  expect(sMaxAge, 'e2e/playwright.config.ts sets PAGE_CACHE_SECONDS to a few seconds').toBeLessThanOrEqual(
    10,
  );

  const marker = `Cache check ${Date.now().toString(36)}`;
  try {
    const edited = await fetch(`${nginx.baseUrl}/api/admin/products/${id}`, {
      method: 'PUT',
      headers: asAdmin,
      body: JSON.stringify({ ...writePayload(original), name: `${original.name} ${marker}` }),
    });
    expect(edited.status, await edited.text()).toBe(200);
    const editedAt = Date.now();

    // Until s-maxage runs out the cached page may still show the old name; after it, the first
    // request may still be handed the stale copy while nginx fetches the new one in the background.
    const deadline = editedAt + (sMaxAge + 5) * 1000;
    let page = await get(path);
    while (!page.body.includes(marker) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      page = await get(path);
    }
    expect(page.body, `the new name within ${sMaxAge} s + 5 s`).toContain(marker);
    expect((Date.now() - editedAt) / 1000).toBeLessThanOrEqual(sMaxAge + 5);

    // And the cache keeps the new page.
    const again = await get(path);
    expect(again.body).toContain(marker);
  } finally {
    const restored = await fetch(`${nginx.baseUrl}/api/admin/products/${id}`, {
      method: 'PUT',
      headers: asAdmin,
      body: JSON.stringify(writePayload(original)),
    });
    expect(restored.status, await restored.text()).toBe(200);
  }
});
