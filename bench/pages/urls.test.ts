import { describe, expect, it } from 'vitest';
import { BROWSER_ACCEPT_ENCODING, cyclingPages, onePerKindAndLanguage, pageHeaders } from './drive.ts';
import { GUEST_KINDS, guestPages, mixedPages, pageUrl, SIGNED_IN_KINDS, signedInPages } from './urls.ts';

const productIds = Array.from({ length: 2000 }, (_, i) => `p-${i}`);
const shoppers = [
  { cookie: 'kahraba_session=a', orderId: 'order-a' },
  { cookie: 'kahraba_session=b', orderId: 'order-b' },
];
const ARABIC = /[\u0600-\u06ff]/;

describe('pageUrl', () => {
  it('keeps English pages at their path and puts Arabic ones under /ar', () => {
    expect(pageUrl('en', '/category/Mobile?sort=price-low')).toBe('/category/Mobile?sort=price-low');
    expect(pageUrl('ar', '/category/Mobile?sort=price-low')).toBe('/ar/category/Mobile?sort=price-low');
    expect(pageUrl('ar', '/')).toBe('/ar/');
    expect(pageUrl('en', '/')).toBe('/');
  });

  it('refuses a path without its leading slash', () => {
    expect(() => pageUrl('ar', 'cart')).toThrow();
  });
});

describe('guestPages', () => {
  const pages = guestPages({ productIds, count: 4000 });

  it('has every guest page kind in both languages', () => {
    for (const kind of GUEST_KINDS)
      for (const language of ['en', 'ar'] as const)
        expect(
          pages.some((p) => p.kind === kind && p.language === language),
          `${kind} ${language}`,
        ).toBe(true);
  });

  it('puts the Arabic pages under /ar and the English ones outside it', () => {
    for (const page of pages) expect(page.path.startsWith('/ar/')).toBe(page.language === 'ar');
  });

  it('asks for distinct pages: only the home and offers pages repeat', () => {
    const repeatable = new Set(['/', '/ar/', '/offers', '/ar/offers']);
    const others = pages.filter((p) => !repeatable.has(p.path)).map((p) => p.path);
    expect(new Set(others).size).toBe(others.length);
    expect(others.length).toBeGreaterThan(pages.length * 0.8);
  });

  it('searches for English and Arabic words and sorts and filters category pages', () => {
    const searches = pages
      .filter((p) => p.kind === 'search')
      .map((p) => new URL(p.path, 'http://x').searchParams.get('q') ?? '');
    expect(searches.some((q) => ARABIC.test(q))).toBe(true);
    expect(searches.some((q) => /^[a-z]/.test(q))).toBe(true);
    const categories = pages.filter((p) => p.kind === 'category').map((p) => p.path);
    for (const key of ['Mobile', 'Laptop', 'Accessories', 'Wearables', 'Audio', 'Gaming'])
      expect(
        categories.some((path) => path.includes(`/category/${key}`)),
        key,
      ).toBe(true);
    expect(categories.some((path) => path.includes('sort=price-low'))).toBe(true);
    expect(categories.some((path) => path.includes('priceMin=') || path.includes('priceMax='))).toBe(true);
    expect(categories.some((path) => path.includes('page='))).toBe(true);
    const listings = pages.filter((p) => p.kind === 'products').map((p) => p.path);
    expect(listings.some((path) => path.includes('type=new'))).toBe(true);
    expect(listings.some((path) => path.includes('type=used'))).toBe(true);
  });

  it('loads the given products and sends no cookie', () => {
    expect(pages.some((p) => p.path === '/product/p-0')).toBe(true);
    expect(pages.some((p) => p.path === '/ar/product/p-0')).toBe(true);
    expect(pages.every((p) => p.cookie === undefined)).toBe(true);
  });

  it('is the same in every run and follows the languages asked for', () => {
    expect(guestPages({ productIds, count: 300 })).toEqual(guestPages({ productIds, count: 300 }));
    expect(guestPages({ productIds, count: 300, languages: ['en'] }).every((p) => p.language === 'en')).toBe(
      true,
    );
  });
});

describe('signedInPages', () => {
  it('has each shopper’s home, cart, order and account page in both languages, with their cookie', () => {
    const pages = signedInPages(shoppers);
    expect(pages).toHaveLength(shoppers.length * 2 * SIGNED_IN_KINDS.length);
    expect(pages).toContainEqual({
      kind: 'order',
      language: 'ar',
      path: '/ar/order/order-b',
      cookie: 'kahraba_session=b',
    });
    expect(pages).toContainEqual({
      kind: 'account',
      language: 'en',
      path: '/user-account',
      cookie: 'kahraba_session=a',
    });
    expect(pages).toContainEqual({
      kind: 'cart',
      language: 'ar',
      path: '/ar/cart',
      cookie: 'kahraba_session=a',
    });
    expect(pages).toContainEqual({ kind: 'home', language: 'ar', path: '/ar/', cookie: 'kahraba_session=b' });
  });
});

describe('mixedPages', () => {
  it('mixes guests’ and shoppers’ pages of every kind in both languages, evenly', () => {
    const pages = mixedPages({ productIds, shoppers, count: 1000 });
    expect(pages).toHaveLength(1000);
    const signedIn = pages.filter((p) => p.cookie);
    expect(signedIn).toHaveLength(300);
    // Evenly spread: each tenth of the soak has its share of signed-in pages.
    for (let i = 0; i < 10; i++)
      expect(pages.slice(i * 100, i * 100 + 100).filter((p) => p.cookie).length).toBeGreaterThanOrEqual(29);
    const kinds = new Set(pages.map((p) => `${p.cookie ? 'signed-in' : 'guest'} ${p.kind} ${p.language}`));
    expect(kinds.size).toBe((GUEST_KINDS.length + SIGNED_IN_KINDS.length) * 2);
    expect(onePerKindAndLanguage(pages)).toHaveLength(kinds.size);
  });
});

describe('cyclingPages', () => {
  it('goes through the pages in turn with the shopper’s cookie, a browser’s encodings and never a validator', () => {
    const pages = signedInPages(shoppers).slice(0, 3);
    const request = cyclingPages(pages);
    const sent = Array.from({ length: 4 }, () => request.setupRequest?.({ method: 'GET' }, {}));
    expect(sent.map((r) => r?.path)).toEqual([...pages.map((p) => p.path), pages[0]!.path]);
    expect(sent[0]?.headers).toEqual({
      'accept-encoding': BROWSER_ACCEPT_ENCODING,
      cookie: 'kahraba_session=a',
    });
    for (const page of guestPages({ productIds, count: 50 }))
      expect(Object.keys(pageHeaders(page)).map((h) => h.toLowerCase())).not.toContain('if-none-match');
  });
});
