import { createHash } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { addressField } from './addresses.js';
import { expect, test } from './fixtures.js';
import { expectHydrated } from './hydration.js';
import { inLanguage, type Lang, registerShopper, type Session, signedIn, useLanguage } from './shopper.js';

// Every shop page is rendered on the server by React and hydrated in the browser: full pages with
// scripts off, true HTTP statuses, signed-in pages drawn from the session cookie, a login form that
// works without scripts, hydration without errors, client-side navigation after it, inline scripts
// allowed by their hashes, and cookie-signed writes refused from other sites.

interface Texts {
  dir: 'ltr' | 'rtl';
  products: string;
  mobiles: string;
  resultsFor: (q: string) => string;
  notFound: string;
  signIn: string;
  email: string;
  password: string;
  wrongPassword: string;
  cart: string;
  account: string;
  messages: string;
  description: string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    dir: 'ltr',
    products: 'Products',
    mobiles: 'Mobiles & Tablets',
    resultsFor: (q) => `Results for “${q}”`,
    notFound: 'Page not found',
    signIn: 'Sign in',
    email: 'Email',
    password: 'Password',
    wrongPassword: 'Incorrect email or password.',
    cart: 'Shopping cart',
    account: 'My account',
    messages: 'Messages',
    description: 'Description',
  },
  ar: {
    dir: 'rtl',
    products: 'المنتجات',
    mobiles: 'موبايلات وتابلت',
    resultsFor: (q) => `نتائج البحث عن «${q}»`,
    notFound: 'الصفحة غير موجودة',
    signIn: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    wrongPassword: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    cart: 'سلة التسوق',
    account: 'حسابي',
    messages: 'الرسائل',
    description: 'الوصف',
  },
};

const LANGS: Lang[] = ['en', 'ar'];

/** The API's first page size for listings (LIMITS.pageSizeDefault). */
const PAGE_SIZE = 24;

interface ProductSummary {
  _id: string;
  name: string;
  nameAr: string | null;
  description: string;
  descriptionAr: string | null;
  quantity: number;
  referralCode: string | null;
}

/** A product's name as the page shows it in `lang` (Arabic where the catalog has it). */
const nameIn = (product: ProductSummary, lang: Lang) =>
  lang === 'ar' && product.nameAr?.trim() ? product.nameAr.trim() : product.name;

async function productList(request: APIRequestContext, query: string): Promise<ProductSummary[]> {
  const answer = await request.get(`/api/product?${query}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).data;
}

/** HTML as the markup says it, for looking for a text in the rendered page. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's markup without its scripts: what it shows, not the data it hydrates with. */
const markup = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

async function expectLanguage(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', TEXTS[lang].dir);
}

let shopper: Session;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  shopper = await registerShopper(api, `Nadia Farouk ${Date.now().toString(36)}`, 'ssr');
  await api.dispose();
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    const t = TEXTS[lang];

    test.describe(`in ${lang}`, () => {
      test.beforeEach(async ({ context }) => {
        await useLanguage(context, lang);
      });

      /**
       * Opens `path` and expects the first page of the listing the API answers for `query`, every
       * card shown. Other spec files may add products meanwhile: read both again if they differ.
       */
      async function expectFullListing(page: Page, path: string, query: string, heading: string) {
        await expect(async () => {
          const products = await productList(page.request, query);
          expect(products).toHaveLength(PAGE_SIZE);
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          const names = page.getByTestId('product-card').getByRole('heading');
          await expect(names).toHaveText(
            products.map((product) => nameIn(product, lang)),
            { timeout: 1_000 },
          );
        }).toPass({ timeout: 20_000 });
        await expectLanguage(page, lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByTestId('product-card').filter({ visible: true })).toHaveCount(PAGE_SIZE);
      }

      test('/products shows the whole first page of products', async ({ page }) => {
        await expectFullListing(page, '/products', `page=1&limit=${PAGE_SIZE}`, t.products);
      });

      test('/search?q= shows the whole first page of results', async ({ page }) => {
        await expectFullListing(
          page,
          '/search?q=samsung',
          `q=samsung&sort=relevance&page=1&limit=${PAGE_SIZE}`,
          t.resultsFor('samsung'),
        );
      });

      test('/category/Mobile shows the whole first page of the category', async ({ page }) => {
        await expectFullListing(
          page,
          '/category/Mobile',
          `category=Mobile&sort=newest&page=1&limit=${PAGE_SIZE}`,
          t.mobiles,
        );
      });

      test('a product page shows its name, description and breadcrumb', async ({ page }) => {
        const [product] = (await productList(page.request, 'category=Laptop&limit=24')).filter(
          (candidate) => candidate.nameAr && candidate.descriptionAr,
        );
        expect(product).toBeDefined();
        const response = await page.goto(`/product/${product!._id}`);
        expect(response?.status()).toBe(200);
        await expectLanguage(page, lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameIn(product!, lang));
        await expect(page).toHaveTitle(`${nameIn(product!, lang)} · ${lang === 'ar' ? 'كهربا' : 'Kahraba'}`);
        await expect(page.getByRole('tab', { name: t.description, selected: true })).toBeVisible();
        const description = lang === 'ar' ? product!.descriptionAr! : product!.description;
        await expect(page.getByText(description, { exact: true })).toBeVisible();
        const breadcrumb = page.getByRole('navigation', {
          name: lang === 'ar' ? 'مسار التصفح' : 'Breadcrumb',
        });
        await expect(breadcrumb).toContainText(nameIn(product!, lang));
        await expect(page.getByTestId('product-card').first()).toBeVisible();
      });

      test('signs in through the login form and lands on the redirect target, signed in', async ({
        page,
        context,
      }) => {
        await page.goto('/login?redirect=cart');
        await expectLanguage(page, lang);
        await expect(page.getByRole('heading', { level: 1, name: t.signIn })).toBeVisible();
        const form = page.locator('form', { has: page.getByLabel(new RegExp(`^${t.password}\\*?$`)) });
        const fill = async (password: string) => {
          await form.getByLabel(new RegExp(`^${t.email}\\*?$`)).fill(shopper.email);
          await form.getByLabel(new RegExp(`^${t.password}\\*?$`)).fill(password);
          await form.getByRole('button', { name: t.signIn, exact: true }).click();
        };

        // A wrong password: the form comes back with the server's message, no session.
        await fill('not-the-password');
        await expect(page.getByRole('alert')).toHaveText(t.wrongPassword);
        expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('kahraba_session');

        await fill(shopper.password);
        await expect(page).toHaveURL(/\/cart$/);
        await expect(page.getByRole('heading', { level: 1, name: t.cart })).toBeVisible();
        await expectLanguage(page, lang);
        await expect(
          page.getByRole('banner').getByRole('button', { name: new RegExp(shopper.user.name) }),
        ).toBeVisible();
        const session = (await context.cookies()).find((cookie) => cookie.name === 'kahraba_session');
        expect(session?.httpOnly).toBe(true);
      });
    });
  }
});

test.describe('buying with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest adds to cart, signs in, comes back, and places an order, in Arabic', async ({
    page,
    context,
    playwright,
  }, testInfo) => {
    // A shopper of its own: the cart and orders counted below are this test's alone.
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const buyer = await registerShopper(api, `Karim Adel ${Date.now().toString(36)}`, 'no-script');
    const [product] = (await productList(api, 'inStock=in&limit=100')).filter(
      (candidate) => candidate.quantity >= 5 && !candidate.referralCode,
    );
    expect(product).toBeDefined();
    await useLanguage(context, 'ar');
    const label = (text: string) => new RegExp(`^${text}\\*?$`);

    // A guest's Add to cart posts the form; the page sends them to sign in and back again.
    await page.goto(`/product/${product!._id}`);
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page).toHaveURL(/\/ar\/login\?redirect=%2Far%2Fproduct%2F/);
    await page.getByLabel(label(TEXTS.ar.email)).fill(buyer.email);
    await page.getByLabel(label(TEXTS.ar.password)).fill(buyer.password);
    await page.getByRole('button', { name: TEXTS.ar.signIn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product!._id}$`));

    await page.getByLabel('الكمية', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.ar.cart })).toBeVisible();
    const cart = await (await api.get('/api/cart')).json();
    expect(cart.data.items).toMatchObject([{ product: { _id: product!._id }, quantity: 2 }]);

    // Refused for a missing street: the API's message in Arabic, and nothing typed is lost. Without
    // scripts the area picker lists every area under its governorate.
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /عنوان جديد/ })).toBeChecked();
    await addressField(page, 'ar', 'recipientName').fill('كريم عادل');
    await addressField(page, 'ar', 'phone').fill('01012345678');
    await addressField(page, 'ar', 'governorate').selectOption({ label: 'الجيزة' });
    await addressField(page, 'ar', 'area').selectOption({ label: 'الدقي' });
    for (const name of ['building', 'floor', 'apartment'] as const)
      await addressField(page, 'ar', name).fill('4');
    await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).check();
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await expect(page.getByRole('alert')).toContainText('يرجى إدخال الشارع.');
    await expect(addressField(page, 'ar', 'recipientName')).toHaveValue('كريم عادل');
    await expect(addressField(page, 'ar', 'area')).toHaveValue('dokki');
    await expect(page.getByRole('radio', { name: /الدفع عند الاستلام/ })).toBeChecked();
    expect((await (await api.get('/api/order/my-orders')).json()).data.orders).toHaveLength(0);

    await addressField(page, 'ar', 'street').fill('١٢ شارع التحرير');
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await expect(page).toHaveURL(/\/order\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^الطلب KH-/ })).toBeVisible();
    await expect(page.getByTestId('order-governorate')).toContainText('الدقي، الجيزة');
    const { orders } = (await (await api.get('/api/order/my-orders')).json()).data;
    expect(orders).toHaveLength(1);
    expect(orders[0].paymentMethod).toBe('cash');
    await api.dispose();
  });
});

test.describe('HTTP statuses', () => {
  for (const lang of LANGS) {
    const t = TEXTS[lang];

    test(`unknown product, category, order and path answer 404 with the not-found page, in ${lang}`, async ({
      page,
      context,
    }) => {
      await signedIn(page, shopper, lang);
      for (const path of [
        '/product/no-such-product',
        '/category/NoSuchCategory',
        '/order/no-such-order',
        '/no/such/page',
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expectLanguage(page, lang);
        await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
        // The shop's frame stays around it.
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
      // The same for a request that is not a browser's.
      expect((await context.request.get('/product/no-such-product')).status()).toBe(404);
    });

    test(`a category typed in another case goes to its own address, query kept, in ${lang}`, async ({
      page,
      context,
    }) => {
      const typed = await context.request.get(inLanguage(lang, '/category/mobile?sort=price-asc'), {
        maxRedirects: 0,
      });
      expect(typed.status()).toBe(301);
      expect(typed.headers().location).toBe(inLanguage(lang, '/category/Mobile?sort=price-asc'));
      const response = await page.goto(inLanguage(lang, '/category/LAPTOP'));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${inLanguage(lang, '/category/Laptop')}$`));
    });

    test(`a guest's cart is answered with a redirect to /login?redirect=cart, in ${lang}`, async ({
      page,
      context,
    }) => {
      await useLanguage(context, lang);
      const answer = await context.request.get('/cart', { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(new URL(answer.headers().location ?? '', 'http://x').pathname).toBe('/login');
      expect(new URL(answer.headers().location ?? '', 'http://x').search).toBe('?redirect=cart');

      const response = await page.goto('/cart');
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toMatch(/\/cart$/);
      await expect(page).toHaveURL(/\/login\?redirect=cart$/);
      await expectLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: t.signIn })).toBeVisible();
    });
  }
});

test.describe("the staff console's doors", () => {
  test('a guest is sent to sign in by the server, and a shopper is answered 403 with the page that says why', async ({
    page,
    context,
  }) => {
    const guest = await context.request.get('/admin/orders?status=pending', { maxRedirects: 0 });
    expect(guest.status()).toBe(302);
    expect(guest.headers().location).toBe(
      `/login?redirect=${encodeURIComponent('/admin/orders?status=pending')}`,
    );

    await registerShopper(context.request, 'Door Tester', 'console-door');
    const shopper = await context.request.get('/admin', { maxRedirects: 0 });
    expect(shopper.status()).toBe(403);
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  });
});

test.describe('signed in with the session cookie', () => {
  for (const lang of LANGS) {
    const t = TEXTS[lang];

    test(`/user-account and /cart are rendered on the server for the shopper, in ${lang}`, async ({
      page,
    }) => {
      await signedIn(page, shopper, lang);
      const api = page.context().request;
      const [product] = (await productList(api, 'inStock=in&limit=50')).filter(
        (candidate) => candidate.quantity >= 5 && !candidate.referralCode,
      );
      expect(product).toBeDefined();
      // A same-site write signed by the cookie alone (no Origin header) is accepted.
      const added = await api.post('/api/cart', { data: { product: product!._id, quantity: 1 } });
      expect(added.status(), await added.text()).toBe(200);

      const account = await api.get(inLanguage(lang, '/user-account'), { maxRedirects: 0 });
      expect(account.status()).toBe(200);
      const accountHtml = await account.text();
      expect(accountHtml).toContain(`<html lang="${lang}" dir="${t.dir}">`);
      expect(markup(accountHtml)).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(t.account)}</h1>`));
      expect(markup(accountHtml)).toContain(`>${escapeHtml(shopper.user.name)}<`);
      expect(markup(accountHtml)).toContain(`>${escapeHtml(shopper.email)}<`);
      // The navbar's cart badge is drawn with the page, not asked for once the browser has it.
      expect(markup(accountHtml)).toContain(
        `aria-label="${lang === 'en' ? 'Cart, 1 item' : 'السلة، 1 منتج'}"`,
      );

      const cart = await api.get(inLanguage(lang, '/cart'), { maxRedirects: 0 });
      expect(cart.status()).toBe(200);
      const cartHtml = markup(await cart.text());
      expect(cartHtml).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(t.cart)}</h1>`));
      // The line the shopper just added, linking to its product.
      expect(cartHtml).toContain(`href="${inLanguage(lang, `/product/${product!._id}`)}"`);
      if (lang === 'en') expect(cartHtml).toContain(`>${escapeHtml(product!.name)}<`);

      const removed = await api.delete('/api/cart/clear');
      expect(removed.status()).toBeLessThan(300);
    });
  }
});

test.describe('hydration', () => {
  /** Console errors and uncaught page errors, but the browser's own line for a 404 asked for on purpose. */
  function collectErrors(page: Page, expected404s: () => boolean) {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (expected404s() && /^Failed to load resource: the server responded with a status of 404/.test(text))
        return;
      errors.push(`${page.url()}: ${text}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    return errors;
  }

  async function visit(page: Page, path: string, status = 200) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await expectHydrated(page.getByRole('heading', { level: 1 }).first());
    await page.waitForLoadState('load');
  }

  for (const lang of LANGS) {
    test(`pages hydrate without console errors, in ${lang}`, async ({ page, request }) => {
      // Six pages, each of which may take as long as hydration.ts allows on a busy machine.
      test.setTimeout(120_000);
      let on404 = false;
      const errors = collectErrors(page, () => on404);
      await useLanguage(page.context(), lang);
      const [product] = await productList(request, 'category=Mobile&limit=1');

      await visit(page, '/');
      await visit(page, '/products');
      await visit(page, `/product/${product!._id}`);
      on404 = true;
      await visit(page, '/product/no-such-product', 404);
      on404 = false;

      await signedIn(page, shopper, lang);
      await visit(page, '/cart');
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].cart })).toBeVisible();
      await visit(page, '/user-chats');
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].messages })).toBeVisible();
      // The conversation list is the browser's own read, after hydration.
      await expect(page.getByRole('button', { name: /Kahraba Support/ })).toBeVisible();
      await expectLanguage(page, lang);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('after hydration', () => {
  for (const lang of LANGS) {
    test(`a product card opens its page without loading a new document, in ${lang}`, async ({
      page,
      context,
    }) => {
      await useLanguage(context, lang);
      await page.goto('/products');
      const card = page.getByTestId('product-card').first();
      const name = (await card.getByRole('heading').textContent()) ?? '';
      expect(name).not.toBe('');
      const link = card.getByRole('link').first();
      await expectHydrated(link);

      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      const before = await page.title();
      await link.click();

      await expect(page).toHaveURL(/\/product\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page).toHaveTitle(`${name} · ${lang === 'ar' ? 'كهربا' : 'Kahraba'}`);
      expect(await page.title()).not.toBe(before);
      expect(documents).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
      await expectLanguage(page, lang);
    });
  }
});

test.describe('Content-Security-Policy', () => {
  for (const path of ['/', '/ar/products', '/login']) {
    test(`${path}: the header allows exactly the page's own inline scripts, by their hashes`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const policy = response.headers()['content-security-policy'] ?? '';
      const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src '));
      expect(scriptSrc, policy).toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'nonce-");
      const allowed = new Set(
        [...scriptSrc!.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((match) => match[1]),
      );

      const html = await response.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        (match) => !/\ssrc=/.test(match[1] ?? ''),
      );
      expect(inline.length).toBeGreaterThan(0);
      const hashes = new Set(
        inline.map(
          (match) =>
            `sha256-${createHash('sha256')
              .update(match[2] ?? '')
              .digest('base64')}`,
        ),
      );
      expect([...allowed].sort()).toEqual([...hashes].sort());
    });
  }

  test('the browser runs the page under it without refusing any script', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/products');
    await expectHydrated(page.getByRole('heading', { level: 1 }));
    expect(refused).toEqual([]);
  });
});

test.describe('the stylesheet', () => {
  test('is one fingerprinted file, cached for a year, loaded once and kept while moving on', async ({
    page,
    request,
  }) => {
    const stylesheetRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'stylesheet') stylesheetRequests.push(sent.url());
    });
    await page.goto('/category/Mobile');
    await expectHydrated(page.getByRole('heading', { level: 1 }));
    const styles = () =>
      page.evaluate(() =>
        [...document.head.querySelectorAll('style, link[rel="stylesheet"]')].map((element) => ({
          tag: element.tagName.toLowerCase(),
          href: element.getAttribute('href'),
          rules: element instanceof HTMLLinkElement ? (element.sheet?.cssRules.length ?? 0) : 0,
        })),
      );
    const linked = await styles();
    expect(linked).toHaveLength(1);
    expect(linked[0]!.tag).toBe('link');
    expect(linked[0]!.href).toMatch(/^\/assets\/styles-[\w-]+\.css$/);
    expect(linked[0]!.rules).toBeGreaterThan(20);
    // The styles apply: the header is the theme's navy.
    await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(11, 21, 51)');
    // Not written into the page's HTML any more: its rules travel once, in the file.
    const html = await (await request.get('/category/Mobile')).text();
    expect(html).not.toContain('<style');
    const file = await request.get(linked[0]!.href!);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await page.getByRole('link', { name: 'Kahraba, home' }).click();
    await expect(page).toHaveURL('/');
    expect(await styles()).toEqual(linked);
    expect(stylesheetRequests).toHaveLength(1);
  });
});

test.describe('cookie-signed writes from another site', () => {
  async function cartCount(context: BrowserContext): Promise<number> {
    const cart = await context.request.get('/api/cart');
    if (cart.status() === 404) return 0;
    expect(cart.status()).toBe(200);
    const items = (await cart.json()).data.items as { quantity: number }[];
    return items.reduce((sum, item) => sum + item.quantity, 0);
  }

  test('are refused with 403 CROSS_SITE_REQUEST, while the same write from the store is accepted', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await signedIn(page, shopper);
    const [product] = (await productList(context.request, 'inStock=in&limit=50')).filter(
      (candidate) => candidate.quantity >= 5 && !candidate.referralCode,
    );
    const write = { data: { product: product!._id, quantity: 1 } };
    const before = await cartCount(context);

    const refused = await context.request.post('/api/cart', {
      ...write,
      headers: { Origin: 'http://evil.example' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ status: 'error', code: 'CROSS_SITE_REQUEST' });
    expect(await cartCount(context)).toBe(before);

    // The same write from the store's own origin goes through.
    const accepted = await context.request.post('/api/cart', { ...write, headers: { Origin: baseURL! } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    expect(await cartCount(context)).toBe(before + 1);

    // A client holding the token (no cookie) is not a cookie riding on a browser: it is served.
    const client = await playwright.request.newContext({ baseURL });
    const bearer = await client.post('/api/cart', {
      ...write,
      headers: { Origin: 'http://evil.example', Authorization: `Bearer ${shopper.token}` },
    });
    expect(bearer.status(), await bearer.text()).toBe(200);
    await client.dispose();
    expect(await cartCount(context)).toBe(before + 2);

    expect((await context.request.delete('/api/cart/clear')).status()).toBeLessThan(300);
  });
});
