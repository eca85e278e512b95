import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProduct, productList } from '../test/mock-api';
import { firstReadsFor } from './first-reads';
import { drawPage, type Visitor, visitorFrom } from './server-view';

const english: Visitor = { language: 'en', signedIn: false };
const arabic: Visitor = { language: 'ar', signedIn: false };

const phone = createProduct({
  _id: 'p-1',
  name: 'Galaxy A36 5G',
  nameAr: 'جالاكسي A36 5G',
  image: '/media/products/a36.svg',
});
const tablet = createProduct({ _id: 'p-2', name: 'Galaxy Tab S10', image: '/media/products/tab.svg' });

/** The answers the server made for a page: its first reads (first-reads.ts), answered with `body`. */
function answersFor(url: string, body: unknown): Map<string, string> {
  const { pathname, search } = new URL(url, 'http://page');
  return new Map(firstReadsFor(pathname, search).map((read) => [read.url, JSON.stringify(body)]));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('visitorFrom', () => {
  it("takes the language cookie first, then the browser's languages in their order of preference", () => {
    expect(visitorFrom({ cookie: 'lang=ar', acceptLanguage: 'en-US,en' }).language).toBe('ar');
    expect(visitorFrom({ acceptLanguage: 'fr-FR, ar-EG;q=0.8, en;q=0.9' }).language).toBe('en');
    expect(visitorFrom({ acceptLanguage: 'fr-FR, ar-EG;q=0.9, en;q=0.8' }).language).toBe('ar');
    expect(visitorFrom({ acceptLanguage: 'ar;q=0' }).language).toBe('en');
    expect(visitorFrom({}).language).toBe('en');
  });

  it('ignores a language the store does not ship, and tells a stored session by its cookie', () => {
    expect(visitorFrom({ cookie: 'lang=fr', acceptLanguage: 'ar' })).toEqual({
      language: 'ar',
      signedIn: false,
    });
    expect(visitorFrom({ cookie: 'theme=dark; signed-in=1' }).signedIn).toBe(true);
    expect(visitorFrom({ cookie: 'signed-in=0' }).signedIn).toBe(false);
  });
});

describe('drawPage', () => {
  it('draws a category page with the answers it was given, and hands them on', async () => {
    const url = '/category/Mobile';
    const drawn = await drawPage(url, english, answersFor(url, productList([phone, tablet])));
    expect(drawn?.lang).toBe('en');
    expect(drawn?.dir).toBe('ltr');
    // The title goes to the page's head, out of the drawing (the app sets it without drawing it).
    expect(drawn?.title).toBe('Mobiles &amp; Tablets · Kahraba');
    expect(drawn?.html).not.toContain('<title>');
    expect(drawn?.html).toContain('Mobiles &amp; Tablets');
    expect(drawn?.html).toContain('Galaxy A36 5G');
    expect(drawn?.html).toContain('src="/media/products/a36.svg"');
    // The navbar and footer come with it: the whole page, not a fragment.
    expect(drawn?.html).toMatch(/<nav[^>]*aria-label="Main navigation"/);
    const state = JSON.parse(drawn?.queryState ?? '{}') as { queries: { state: { data: unknown } }[] };
    expect(JSON.stringify(state.queries.map((query) => query.state.data))).toContain('Galaxy A36 5G');
  });

  it("draws in the visitor's language and direction", async () => {
    const url = '/product/p-1';
    const drawn = await drawPage(url, arabic, answersFor(url, { status: 'success', data: phone }));
    expect(drawn?.lang).toBe('ar');
    expect(drawn?.dir).toBe('rtl');
    expect(drawn?.html).toContain('جالاكسي A36 5G');
    expect(drawn?.html).not.toContain('Galaxy A36 5G');
  });

  it('shows a read it was not given as loading, never as failed, and hands on no answer for it', async () => {
    const drawn = await drawPage('/category/Mobile', english, new Map());
    expect(drawn?.html).toContain('aria-busy="true"');
    expect(drawn?.html).not.toMatch(/Failed to load|No products/);
    expect(JSON.parse(drawn?.queryState ?? '{}')).toMatchObject({ queries: [] });
  });

  it('draws each page with its own answers when pages are drawn at once', async () => {
    const [first, second] = await Promise.all([
      drawPage('/product/p-1', english, answersFor('/product/p-1', { status: 'success', data: phone })),
      drawPage('/product/p-2', english, answersFor('/product/p-2', { status: 'success', data: tablet })),
    ]);
    expect(first?.html).toContain('Galaxy A36 5G');
    expect(first?.html).not.toContain('Galaxy Tab S10');
    expect(second?.html).toContain('Galaxy Tab S10');
  });

  it.each([
    ['a signed-in shopper', '/category/Mobile', { language: 'en', signedIn: true }],
    ['a page only the app draws', '/cart', english],
    ['an address that is not a page', '/category/Fridges', english],
  ] as const)('leaves %s to the app', async (_case, url, visitor) => {
    expect(await drawPage(url, visitor, new Map())).toBeUndefined();
  });
});
