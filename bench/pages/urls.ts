// The pages the page benchmarks load: what many shoppers open at once, each something else. Guests
// open products, category pages (every sort, price ranges, product types, pages), the new and used
// listings, offers, searches (English and Arabic words, misspelt ones) and the home page; signed-in
// shoppers their home page, cart, an order and their account. Every page in English and in Arabic.
// Built from a fixed seed, so every run asks the same pages.
import {
  CATEGORIES,
  CATEGORY_PAGE_KEYS,
  CATEGORY_PAGES,
  CATEGORY_SORTS,
  SEARCH_CATEGORIES,
  SEARCH_SORTS,
} from '@kahraba/domain';
import { random, searchMix } from '../api/query-mix.ts';
import type { Language } from '../web/language.ts';

export type { Language };

export const LANGUAGES: readonly Language[] = ['en', 'ar'];

export const GUEST_KINDS = ['home', 'category', 'products', 'offers', 'search', 'product'] as const;
export const SIGNED_IN_KINDS = ['home', 'cart', 'order', 'account'] as const;
export type PageKind = (typeof GUEST_KINDS)[number] | (typeof SIGNED_IN_KINDS)[number];

export interface PageRequest {
  kind: PageKind;
  language: Language;
  /** Path and query, with the language prefix. */
  path: string;
  /** The Cookie header of a signed-in shopper; absent for a guest. */
  cookie?: string;
}

/** A signed-in shopper: their session cookie and an order of theirs. */
export interface PageShopper {
  cookie: string;
  orderId: string;
}

/**
 * Where a page lives in a language: English pages at their path, Arabic ones at the same path under
 * `/ar` (`/ar/product/…`, `/ar/` for the home page).
 */
export function pageUrl(language: Language, path: string): string {
  if (!path.startsWith('/')) throw new Error(`a page path starts with "/": ${path}`);
  return language === 'ar' ? `/ar${path}` : path;
}

const withQuery = (pathname: string, params: Record<string, string | number | undefined>): string => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
};

const PRICE_STEPS = [500, 1_000, 2_500, 5_000, 10_000, 20_000, 40_000];

/** The words shoppers search for: those of the API's search mix, English and Arabic. */
function searchTexts(): string[] {
  const texts = searchMix().map((path) =>
    new URLSearchParams(path.slice(path.indexOf('?') + 1)).get('search'),
  );
  return [...new Set(texts.filter((t): t is string => Boolean(t)))];
}

/** Distinct paths (without language) of one kind, up to `target`, from the seeded generator. */
function distinctPaths(target: number, make: () => string): string[] {
  const seen = new Set<string>();
  for (let tries = 0; seen.size < target && tries < target * 50; tries++) seen.add(make());
  return [...seen];
}

function categoryPaths(next: () => number, target: number): string[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return distinctPaths(target, () => {
    const key = pick(CATEGORY_PAGE_KEYS);
    const typeIds = CATEGORY_PAGES[key].typeIds;
    const priced = next();
    const low = pick(PRICE_STEPS);
    return withQuery(`/category/${key}`, {
      sort: next() < 0.8 ? pick(CATEGORY_SORTS) : undefined,
      productType: typeIds.length > 0 && next() < 0.25 ? pick(typeIds) : undefined,
      priceMin: priced < 0.2 || priced > 0.8 ? low : undefined,
      priceMax: priced > 0.6 ? low * 4 : undefined,
      discount: next() < 0.1 ? pick(['yes', 'no']) : undefined,
      page: next() < 0.6 ? undefined : 2 + Math.floor(next() * 8),
    });
  });
}

function productsPaths(next: () => number, target: number): string[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return distinctPaths(target, () =>
    withQuery('/products', {
      type: pick(['new', 'used', 'new', 'used', 'all']),
      category: next() < 0.5 ? pick(CATEGORIES) : undefined,
      page: next() < 0.3 ? undefined : 2 + Math.floor(next() * 30),
    }),
  );
}

function searchPaths(next: () => number, target: number): string[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const texts = searchTexts();
  return distinctPaths(target, () => {
    const extra = next();
    return withQuery('/search', {
      q: pick(texts),
      category: extra < 0.15 ? pick(SEARCH_CATEGORIES) : undefined,
      sort: extra > 0.8 ? pick(SEARCH_SORTS) : undefined,
      priceMin: extra > 0.9 ? pick(PRICE_STEPS) : undefined,
    });
  });
}

/** The share of each guest page kind in the mix: mostly products, categories and searches. */
export const GUEST_SHARES: Readonly<Record<(typeof GUEST_KINDS)[number], number>> = {
  product: 0.35,
  category: 0.25,
  search: 0.2,
  products: 0.08,
  offers: 0.06,
  home: 0.06,
};

/** The kind whose share `roll` (0 ≤ roll < 1) falls in, the shares laid end to end. */
function pickByShare<K>(shares: readonly [K, number][], roll: number): K {
  let left = roll;
  for (const [kind, share] of shares) {
    if (left < share) return kind;
    left -= share;
  }
  return shares[0]![0];
}

/**
 * `count` guest pages in `languages`, interleaved: products (`productIds`), categories, listings,
 * searches, offers and the home page in the shares above. Every page but the home and offers pages
 * (one per language) is distinct until the kind's pages run out.
 */
export function guestPages(options: {
  productIds: readonly string[];
  count: number;
  languages?: readonly Language[];
  seed?: number;
}): PageRequest[] {
  const { productIds, count, languages = LANGUAGES, seed = 2026 } = options;
  if (productIds.length === 0) throw new Error('guest pages need product ids');
  if (languages.length === 0) throw new Error('guest pages need a language');
  const next = random(seed);
  const perKind = Math.ceil(count / languages.length);
  const pools: Record<(typeof GUEST_KINDS)[number], string[]> = {
    home: ['/'],
    offers: ['/offers'],
    product: productIds.map((id) => `/product/${encodeURIComponent(id)}`),
    category: categoryPaths(next, perKind),
    products: productsPaths(next, perKind),
    search: searchPaths(next, perKind),
  };
  const used: Record<string, number> = {};
  const kinds = Object.entries(GUEST_SHARES) as [(typeof GUEST_KINDS)[number], number][];
  const pages: PageRequest[] = [];
  for (let i = 0; i < count; i++) {
    const kind = pickByShare(kinds, next());
    const language = languages[i % languages.length]!;
    // Each language takes the kind's paths in order, so both languages see every path once.
    const key = `${kind}:${language}`;
    const index = used[key] ?? 0;
    used[key] = index + 1;
    const pool = pools[kind];
    pages.push({ kind, language, path: pageUrl(language, pool[index % pool.length]!) });
  }
  return pages;
}

const SIGNED_IN_PATHS: Record<(typeof SIGNED_IN_KINDS)[number], (shopper: PageShopper) => string> = {
  home: () => '/',
  cart: () => '/cart',
  order: (shopper) => `/order/${encodeURIComponent(shopper.orderId)}`,
  account: () => '/user-account',
};

/** Every signed-in page of every shopper in every language, the kinds taking turns. */
export function signedInPages(
  shoppers: readonly PageShopper[],
  languages: readonly Language[] = LANGUAGES,
): PageRequest[] {
  return shoppers.flatMap((shopper) =>
    languages.flatMap((language) =>
      SIGNED_IN_KINDS.map((kind) => ({
        kind,
        language,
        path: pageUrl(language, SIGNED_IN_PATHS[kind](shopper)),
        cookie: shopper.cookie,
      })),
    ),
  );
}

/**
 * The soak's `count` pages: guests' and signed-in shoppers' pages interleaved, `signedInShare` of
 * them signed in, in every language.
 */
export function mixedPages(options: {
  productIds: readonly string[];
  shoppers: readonly PageShopper[];
  count: number;
  signedInShare?: number;
  languages?: readonly Language[];
}): PageRequest[] {
  const { shoppers, count, signedInShare = 0.3, languages = LANGUAGES } = options;
  const signedInCount = shoppers.length === 0 ? 0 : Math.round(count * signedInShare);
  const guests = guestPages({ ...options, count: count - signedInCount, languages });
  const signedIn = signedInPages(shoppers, languages);
  const pages: PageRequest[] = [];
  let g = 0;
  let s = 0;
  for (let i = 0; i < count; i++) {
    // Spread the signed-in pages evenly among the guests' pages.
    const takeSignedIn =
      s < signedInCount && (g >= guests.length || (s + 1) * count <= (i + 1) * signedInCount);
    if (takeSignedIn) pages.push(signedIn[s++ % signedIn.length]!);
    else pages.push(guests[g++]!);
  }
  return pages;
}
