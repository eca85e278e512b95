import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { baseURL } from './shopper.js';

// What search engines and link previews read of the shop, from the server's HTML as a crawler gets
// it (no scripts run): robots.txt, the sitemaps, canonical addresses, noindex on personal pages,
// structured data (JSON-LD) and Open Graph tags, in both languages.

const noRedirects = { maxRedirects: 0 } as const;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path, noRedirects);
  expect(answer.status(), path).toBe(200);
  return answer.text();
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The content of a `<meta property|name="key">` tag. */
function meta(page: string, key: string): string | undefined {
  const found = new RegExp(
    `<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`,
  ).exec(page);
  return found?.[1] === undefined ? undefined : decode(found[1]);
}

const canonical = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];

/** Every JSON-LD object of the page, arrays flattened. */
function structuredData(page: string): Array<Record<string, unknown>> {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return blocks.flatMap((block) => [JSON.parse(block[1] ?? 'null')].flat());
}

interface ListedProduct {
  _id: string;
  slug: string;
  name: string;
  brand: string;
  used: boolean;
}

async function aProduct(request: APIRequestContext): Promise<ListedProduct> {
  const list = await (await request.get('/api/product?limit=5')).json();
  return list.data[0] as ListedProduct;
}

test.describe('search engines', () => {
  test('robots.txt names the absolute sitemap and keeps crawlers out of personal pages and the API', async ({
    request,
  }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
    const robots = await answer.text();
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
    for (const path of [
      '/cart',
      '/checkout',
      '/user-account',
      '/order/',
      '/user-chats',
      '/trade-in',
      '/admin',
      '/api/',
    ]) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    expect(robots).toContain('Allow: /search?q=');
  });

  test('the sitemap index names its files, and a product file lists every product in both languages', async ({
    request,
  }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toMatch(/^application\/xml/);
    expect(index.headers()['cache-control']).toMatch(/public.*s-maxage=/);
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual(
      expect.arrayContaining([
        `${baseURL()}/sitemaps/static.xml`,
        `${baseURL()}/sitemaps/categories.xml`,
        `${baseURL()}/sitemaps/brands.xml`,
        `${baseURL()}/sitemaps/products-1.xml`,
      ]),
    );

    const summary = (await (await request.get('/api/sitemap')).json()).data;
    const products = await request.get('/sitemaps/products-1.xml');
    expect(products.status()).toBe(200);
    expect(products.headers()['cache-control']).toMatch(/public/);
    const xml = await products.text();
    const urls = xml.match(/<url>/g) ?? [];
    expect(urls).toHaveLength(summary.products.count * 2);
    const product = await aProduct(request);
    const english = `${baseURL()}/product/${product._id}`;
    expect(xml).toContain(`<loc>${english}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${baseURL()}/ar/product/${product._id}"/>`,
    );
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);

    const categories = await (await request.get('/sitemaps/categories.xml')).text();
    expect(categories).toContain(`<loc>${baseURL()}/ar/category/Mobile</loc>`);
    expect((await request.get('/sitemaps/products-99.xml')).status()).toBe(404);
  });

  test('a product page names its canonical address, and describes the product and its offer', async ({
    request,
  }) => {
    const product = await aProduct(request);
    // Reached by its slug, it is counted under its id.
    const page = await html(request, `/product/${product.slug}`);
    expect(canonical(page)).toBe(`${baseURL()}/product/${product._id}`);
    expect(page).not.toContain('name="robots"');

    const data = structuredData(page);
    const described = data.find((item) => item['@type'] === 'Product');
    expect(described).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      brand: { '@type': 'Brand', name: product.brand },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EGP',
        availability: expect.stringMatching(/^https:\/\/schema.org\/(InStock|OutOfStock)$/),
        itemCondition: product.used ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      },
    });
    expect(Number((described?.offers as { price?: string } | undefined)?.price)).toBeGreaterThan(0);
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement as unknown[] | undefined).toHaveLength(3);
  });

  test('a product page previews as a link with its picture and price, in each language', async ({
    request,
  }) => {
    const product = await aProduct(request);
    const english = await html(request, `/product/${product._id}`);
    expect(meta(english, 'og:title')).toContain(product.name);
    expect(meta(english, 'og:description')).toBeTruthy();
    expect(meta(english, 'og:image')).toMatch(new RegExp(`^${baseURL()}/media/`));
    expect(meta(english, 'og:locale')).toBe('en_EG');
    expect(meta(english, 'og:url')).toBe(`${baseURL()}/product/${product._id}`);
    expect(Number(meta(english, 'product:price:amount'))).toBeGreaterThan(0);
    expect(meta(english, 'product:price:currency')).toBe('EGP');
    expect(meta(english, 'twitter:card')).toBe('summary_large_image');

    const arabic = await html(request, `/ar/product/${product._id}`);
    expect(meta(arabic, 'og:locale')).toBe('ar_EG');
    expect(canonical(arabic)).toBe(`${baseURL()}/ar/product/${product._id}`);
    expect(meta(arabic, 'description')).toMatch(/[\u0600-\u06FF]/);
    expect(meta(arabic, 'description')).not.toBe(meta(english, 'description'));
  });

  test('a sorted or filtered listing names its plain page, a later page its own number', async ({
    request,
  }) => {
    const sorted = await html(request, '/category/Mobile?sort=price-low&brand=Apple');
    expect(canonical(sorted)).toBe(`${baseURL()}/category/Mobile`);
    const second = await html(request, '/ar/category/Mobile?sort=price-low&page=2');
    expect(canonical(second)).toBe(`${baseURL()}/ar/category/Mobile?page=2`);
    const search = await html(request, '/search?q=iphone&sort=price-asc');
    expect(canonical(search)).toBe(`${baseURL()}/search?q=iphone`);
    expect(meta(sorted, 'og:image')).toMatch(new RegExp(`^${baseURL()}/media/`));
    expect(structuredData(sorted).some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('pages have their own title and description in their language', async ({ request }) => {
    const home = await html(request, '/');
    const category = await html(request, '/category/Laptop');
    const title = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
    expect(title(home)).not.toBe(title(category));
    expect(meta(home, 'description')).not.toBe(meta(category, 'description'));
    expect(home.match(/<meta name="description"/g)).toHaveLength(1);
    const types = structuredData(home).map((item) => item['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const arabicHome = await html(request, '/ar/');
    expect(meta(arabicHome, 'description')).toMatch(/[\u0600-\u06FF]/);
  });

  test('an address with no page answers 404 and is not indexed', async ({ request }) => {
    const missing = await request.get('/ar/product/no-such-product', noRedirects);
    expect(missing.status()).toBe(404);
    expect(meta(await missing.text(), 'robots')).toBe('noindex');
  });

  test('personal pages are not indexed, in both languages', async ({ request }) => {
    for (const path of ['/login', '/signup', '/ar/login', '/ar/signup']) {
      const page = await html(request, path);
      expect(meta(page, 'robots'), path).toBe('noindex');
      expect(canonical(page), path).toBe(`${baseURL()}${path}`);
    }
  });
});

test.describe('the shop’s policies', () => {
  const PAGES = [
    {
      path: '/returns',
      en: /14 days.*Consumer Protection Law No\. 181 of 2018/s,
      ar: /14 يومًا.*رقم 181 لسنة 2018/s,
    },
    {
      path: '/shipping',
      en: /Delivery fees and days by governorate/,
      ar: /مصاريف ومدة التوصيل حسب المحافظة/,
    },
    { path: '/privacy', en: /Privacy policy/, ar: /سياسة الخصوصية/ },
    { path: '/terms', en: /Terms of sale/, ar: /شروط البيع/ },
  ];

  for (const { path, en, ar } of PAGES) {
    test(`${path} is written in both languages, with the store's contact, and linked from the footer`, async ({
      request,
    }) => {
      const english = await html(request, path);
      expect(decode(english)).toMatch(en);
      expect(english).toMatch(/<html[^>]*lang="en"[^>]*dir="ltr"/);
      expect(canonical(english)).toBe(`${baseURL()}${path}`);
      expect(english).toContain('+20 100 123 4567');
      expect(english).toContain('https://www.google.com/maps/search/');
      // A page without a product of its own previews with the shop's logo, which is served.
      expect(meta(english, 'og:image')).toBe(`${baseURL()}/logo.svg`);
      expect((await request.get('/logo.svg')).status()).toBe(200);
      const arabic = await html(request, `/ar${path}`);
      expect(decode(arabic)).toMatch(ar);
      expect(arabic).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
      expect(meta(arabic, 'description')).toMatch(/[\u0600-\u06FF]/);
      // Every page's footer links to it, in the page's language.
      expect(await html(request, '/ar/offers')).toContain(`href="/ar${path}"`);
    });
  }

  test('the shipping page lists every governorate’s fees and days from the delivery zones, and store pickup', async ({
    request,
  }) => {
    const page = decode(await html(request, '/shipping'));
    const rows = page.match(/<tr class="border-b border-navy-100">/g) ?? [];
    expect(rows).toHaveLength(27);
    expect(page).toMatch(/Cairo/);
    expect(page).toMatch(/EGP|E£|ج\.م/);
    expect(page).toMatch(/Store pickup/);
    expect(page).toMatch(/Cash on delivery/);
    const arabic = decode(await html(request, '/ar/shipping'));
    expect(arabic).toMatch(/القاهرة/);
    expect(arabic).toMatch(/الاستلام من المتجر/);
  });
});
