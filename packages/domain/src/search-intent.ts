// What a shopper's search words mean beyond their letters: a word that names a category or a type
// ("laptop", "لابتوب", "charger", "شاحن"), how many typing mistakes a word may carry and still be
// read as the word the shopper meant, and how far a listing counts its matches.
import { ARABIC_ALIASES, normalizeSearchText } from './search-text.js';
import { CATEGORIES, type Category, type TypeField } from './taxonomy.js';

/** Where a search word points: a whole category, or one value of a type field. */
export type WordTarget = { category: Category } | { field: TypeField; value: string };

const category = (c: Category): WordTarget => ({ category: c });
const type = (field: TypeField, value: string): WordTarget => ({ field, value });

/**
 * English words (as the search text stores them, lower case) that name a category or a type: a
 * product in it matches the word whatever its name says. The Arabic ones reach these through
 * ARABIC_ALIASES ("لابتوب" → "laptop", "سماعه" → "headphones"), so both languages share one table.
 */
export const SEARCH_WORD_TARGETS: Readonly<Record<string, readonly WordTarget[]>> = {
  mobile: [category('Mobile')],
  mobiles: [category('Mobile')],
  phone: [category('Mobile')],
  phones: [category('Mobile')],
  smartphone: [category('Mobile')],
  tablet: [category('Tablet')],
  tablets: [category('Tablet')],
  laptop: [category('Laptop')],
  laptops: [category('Laptop')],
  notebook: [category('Laptop')],
  macbook: [type('laptopType', 'MacBook')],
  gaming: [category('Gaming'), type('laptopType', 'Gaming')],
  games: [type('subType', 'Games')],
  game: [type('subType', 'Games')],
  console: [type('subType', 'PlayStation')],
  controller: [type('subType', 'Controller')],
  accessories: [category('Accessories')],
  charger: [type('productType', 'Charger')],
  chargers: [type('productType', 'Charger')],
  cable: [type('productType', 'Cable')],
  cables: [type('productType', 'Cable')],
  powerbank: [type('productType', 'PowerBank')],
  case: [type('productType', 'CaseCover')],
  cover: [type('productType', 'CaseCover')],
  protector: [type('productType', 'ScreenProtector')],
  wearables: [category('Wearables')],
  watch: [type('wearableType', 'SmartWatch')],
  smartwatch: [type('wearableType', 'SmartWatch')],
  band: [type('wearableType', 'SmartBand')],
  audio: [category('Audio')],
  headphones: [category('Audio')],
  headphone: [category('Audio')],
  headset: [category('Audio')],
  earbuds: [type('audioType', 'InEar')],
  speaker: [type('audioType', 'Wireless')],
  speakers: [type('audioType', 'Wireless')],
};

/**
 * Product lines and the category they are first of all: the word alone does not select the category
 * (a case "for iPhone 17" matches "iphone"), but ranks its products first, so phones come before
 * their cases.
 */
export const PRODUCT_LINE_TARGETS: Readonly<Record<string, readonly WordTarget[]>> = {
  iphone: [category('Mobile')],
  galaxy: [category('Mobile')],
  pixel: [category('Mobile')],
  redmi: [category('Mobile')],
  ipad: [category('Tablet')],
  airpods: [category('Audio')],
};

/**
 * What a shopper naming a brand or a model means first, then second: its phones, tablets, laptops
 * and consoles, then its watches and headphones; its accessories and gaming add-ons come last.
 * Applied to searches whose words name no category or type (a word that does already says which
 * products come first): "samsung" lists phones before cases, "xbox series x" the console before
 * its skin.
 */
export const MAIN_DEVICE_TARGETS: readonly WordTarget[] = [
  category('Mobile'),
  category('Tablet'),
  category('Laptop'),
  type('subType', 'PlayStation'),
  type('subType', 'Console'),
];
export const OTHER_DEVICE_TARGETS: readonly WordTarget[] = [category('Wearables'), category('Audio')];
/** The score a main device, and another device, adds (product-filters.ts relevanceSql). */
export const MAIN_DEVICE_BONUS = 4;
export const OTHER_DEVICE_BONUS = 2;
/** The score a word adds to products of a category or type it ranks first (rankingTargets). */
export const RANKED_FIRST_BONUS = 8;
/**
 * The score each two neighbouring words of a search add to a product whose name has them side by
 * side ("ipad pro": the iPad Pro, not the "iPad mini (A17 Pro)"). More than MAIN_DEVICE_BONUS, so
 * a case made for the model named comes before another model of its line; a device of the model
 * gets both and still comes before its cases.
 */
export const PHRASE_BONUS = 6;

/** Whether a search's words (each with the targets it selects) leave devices to come first. */
export function devicesFirst(words: readonly { targets: readonly WordTarget[] }[]): boolean {
  return words.length > 0 && words.every((w) => w.targets.length === 0);
}

const own = (table: Readonly<Record<string, readonly WordTarget[]>>, word: string) =>
  Object.hasOwn(table, word) ? (table[word] ?? []) : [];

/** The categories and types a search word (normalised and expanded) selects; none for most words. */
export function wordTargets(word: string): readonly WordTarget[] {
  return own(SEARCH_WORD_TARGETS, word);
}

/** The categories and types whose products rank first for a word: those it selects, and its product line's. */
export function rankingTargets(word: string): readonly WordTarget[] {
  return [...own(SEARCH_WORD_TARGETS, word), ...own(PRODUCT_LINE_TARGETS, word)];
}

/**
 * How many typing mistakes a word may carry (SPEC: one in a word of 4 or more letters, two in one
 * of 8 or more), in either script; a shorter word must be typed as it is.
 */
export function allowedEdits(word: string): number {
  const letters = [...word].length;
  if (letters >= 8) return 2;
  if (letters >= 4) return 1;
  return 0;
}

/**
 * Edits between two words: letters inserted, deleted, replaced or two neighbours swapped ("samsnug"
 * is one edit from "samsung"). Stops early and answers `max + 1` once the distance exceeds `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/**
 * How far "Did you mean …" may look for a word that found nothing: one edit further than a search
 * forgives by itself, so "sny" offers "sony" and "smsng" offers "samsung".
 */
export function suggestionEdits(word: string): number {
  return allowedEdits(word) + 1;
}

/** Whether `candidate` is a word the shopper may have meant by `typed` (within its allowed edits). */
export function isForgivenMisspelling(typed: string, candidate: string): boolean {
  const max = allowedEdits(typed);
  return max > 0 && typed !== candidate && editDistance(typed, candidate, max) <= max;
}

// Counting ----------------------------------------------------------------------------------------

/**
 * Listings count their matches exactly up to this many and say "1 000+" above it: counting every
 * phone of a 100 000-product catalog for each page costs more than the page itself.
 */
export const COUNT_BOUND = 1000;

/**
 * The filter panels count brands and types over this many results at most. A category of a large
 * catalog holds a few thousand products, which a count by brand reads in milliseconds; a search
 * of a word in most products stops here, and the panel then shows the brands without numbers.
 */
export const FACET_BOUND = 20_000;

/**
 * How many matches a listing page counts before it stops: the bound, or further when the page
 * itself lies beyond it, so a deep page still knows whether another follows.
 */
export function countLimit(page: number, limit: number): number {
  return Math.max(COUNT_BOUND, page * limit) + 1;
}

export interface CountedTotal {
  /** The number of matches, or when `totalExact` is false, a number the matches exceed. */
  total: number;
  totalExact: boolean;
  totalPages: number;
  hasNextPage: boolean;
}

/** The list envelope's counts (SPEC §7) from a count that stopped at `countLimit(page, limit)`. */
export function countedTotal(counted: number, page: number, limit: number): CountedTotal {
  const stop = countLimit(page, limit);
  const totalExact = counted < stop;
  const total = totalExact ? counted : stop - 1;
  // Above the bound there are more than `total` matches, so at least one page more than `total` fills.
  const totalPages = totalExact ? Math.ceil(total / limit) : Math.floor(total / limit) + 1;
  return { total, totalExact, totalPages, hasNextPage: page < totalPages };
}

// Suggestions -------------------------------------------------------------------------------------

const ARABIC_CATEGORY_WORDS: Readonly<Record<Category, readonly string[]>> = {
  Mobile: ['موبايل', 'هاتف', 'جوال', 'تليفون'],
  Tablet: ['تابلت'],
  Laptop: ['لابتوب', 'لاب توب'],
  Accessories: ['اكسسوارات', 'اكسسوار'],
  Wearables: ['ساعه', 'ساعات'],
  Audio: ['سماعه', 'سماعات', 'صوتيات'],
  Gaming: ['العاب', 'جيمنج'],
};

/**
 * The words that name each category, normalized once: the search box asks on every key, and
 * normalizing them all each time was a sixth of a suggestion's work.
 */
const CATEGORY_WORDS = new Map<Category, readonly string[]>(
  CATEGORIES.map((c) => [
    c,
    [
      c.toLowerCase(),
      ...ARABIC_CATEGORY_WORDS[c].map(normalizeSearchText),
      ...Object.entries(SEARCH_WORD_TARGETS)
        .filter(([, targets]) => targets.some((t) => 'category' in t && t.category === c))
        .map(([word]) => word),
    ],
  ]),
);

/**
 * The categories a search-box prefix may be the start of, in English ("lap") or Arabic ("لاب"),
 * by their names and the words that name them.
 */
export function categoriesForPrefix(prefix: string): Category[] {
  const typed = normalizeSearchText(prefix);
  if (typed.length < 2) return [];
  return CATEGORIES.filter((c) =>
    CATEGORY_WORDS.get(c)!.some((w) => w.startsWith(typed) || typed.startsWith(w)),
  );
}

/**
 * The English catalog words an Arabic prefix may be the start of: "سامس" → ["samsung"], so the
 * search box suggests Samsung while the shopper is still typing its Arabic name.
 */
export function englishWordsForArabicPrefix(prefix: string): string[] {
  const typed = normalizeSearchText(prefix);
  if (typed.length < 2 || !/[\u0600-\u06ff]/.test(typed)) return [];
  const words = new Set<string>();
  for (const [arabic, english] of Object.entries(ARABIC_ALIASES))
    if (arabic.startsWith(typed) || arabic.startsWith(typed.replace(/^ال/, ''))) words.add(english);
  return [...words];
}
