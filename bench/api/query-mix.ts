// The distinct queries of the uncached scenarios: what many shoppers ask at once, each something
// else. Listings: every category and type id, every sort, pages 1–40, brand, price and
// specification filters and their combinations. Searches: English and Arabic words, alone and in pairs, misspelt ones and
// single letters, in "Best match" order mostly. Suggestions: the prefixes typed on the way to those
// words. Built from a fixed seed, so every run asks the same queries.
import {
  ARABIC_ALIASES,
  CATEGORIES,
  CATEGORY_PAGES,
  type Category,
  isCategoryPageKey,
  PROCESSOR_FAMILIES,
  PRODUCT_SORTS,
  SPEC_FILTERS_BY_PAGE,
  SPEC_OPTIONS,
  type SpecFilterKey,
} from '@kahraba/domain';

/** A small deterministic generator (mulberry32), so the mix is the same in every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BRANDS_BY_CATEGORY: Record<Category, readonly string[]> = {
  Mobile: ['Apple', 'Samsung', 'Xiaomi', 'Oppo', 'Realme', 'Honor', 'Infinix', 'Huawei'],
  Tablet: ['Apple', 'Samsung', 'Xiaomi', 'Lenovo', 'Huawei'],
  Laptop: ['Apple', 'Lenovo', 'Dell', 'HP', 'Asus', 'Acer', 'MSI'],
  Accessories: ['Anker', 'Belkin', 'Apple', 'Samsung', 'Baseus'],
  Wearables: ['Apple', 'Samsung', 'Huawei', 'Xiaomi', 'Garmin'],
  Audio: ['Apple', 'Samsung', 'Sony', 'JBL', 'Anker', 'Bose'],
  Gaming: ['Sony', 'Microsoft', 'Nintendo'],
};
const PRICE_STEPS = [500, 1_000, 2_500, 5_000, 10_000, 20_000, 40_000, 80_000];
const LISTING_SORTS = PRODUCT_SORTS.filter((s) => s !== 'relevance');

const ENGLISH_WORDS = [
  'samsung',
  'galaxy',
  'iphone',
  'apple',
  'xiaomi',
  'redmi',
  'oppo',
  'realme',
  'honor',
  'infinix',
  'huawei',
  'lenovo',
  'dell',
  'asus',
  'acer',
  'msi',
  'sony',
  'playstation',
  'xbox',
  'nintendo',
  'anker',
  'belkin',
  'jbl',
  'bose',
  'airpods',
  'ipad',
  'macbook',
  'laptop',
  'gaming',
  'charger',
  'cable',
  'case',
  'cover',
  'protector',
  'watch',
  'band',
  'headphones',
  'earbuds',
  'speaker',
  'controller',
  'tablet',
  'phone',
  'pro',
  'max',
  'ultra',
  'plus',
  'mini',
  'air',
  'slim',
  'legion',
  'ideapad',
  'thinkpad',
  'xps',
  'rog',
  'tuf',
  'predator',
  'powerbank',
  'usb',
  'magsafe',
  'wireless',
  'black',
  'white',
  'blue',
  'green',
  '256gb',
  '512gb',
  '16gb',
  '128gb',
  '15',
  '17',
  's26',
  'a56',
];
const ARABIC_WORDS = Object.keys(ARABIC_ALIASES).filter((w) => !w.includes(' '));
const TWO_WORDS = [
  'samsung galaxy',
  'iphone 17',
  'iphone case',
  'laptop gaming',
  'gaming laptop',
  'galaxy s26',
  'apple watch',
  'sony headphones',
  'anker charger',
  'usb cable',
  'lenovo legion',
  'dell xps',
  'asus rog',
  'ipad pro',
  'macbook air',
  'redmi note',
  'xiaomi band',
  'jbl speaker',
  'ps5 controller',
  'سامسونج جالكسي',
  'ايفون 17',
  'لابتوب جيمنج',
  'شاحن انكر',
  'سماعه سوني',
  'جراب ايفون',
  'ساعه ابل',
];

/** A word with one typing mistake: a letter dropped, doubled, swapped with the next, or replaced. */
function misspell(word: string, next: () => number): string {
  const letters = [...word];
  const at = 1 + Math.floor(next() * (letters.length - 2));
  switch (Math.floor(next() * 4)) {
    case 0:
      letters.splice(at, 1);
      break;
    case 1:
      letters.splice(at, 0, letters[at]!);
      break;
    case 2:
      [letters[at], letters[at + 1]] = [letters[at + 1] ?? letters[at]!, letters[at]!];
      break;
    default:
      letters[at] = letters[at - 1]!;
  }
  return letters.join('');
}

function distinct(target: number, make: () => string): string[] {
  const seen = new Set<string>();
  for (let tries = 0; seen.size < target && tries < target * 50; tries++) seen.add(make());
  return [...seen];
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();

/** Values a shopper ticks in each specification filter, as the filter tokens write them. */
const SPEC_VALUES: Record<SpecFilterKey, readonly string[]> = {
  ram: ['4', '6', '8', '12', '16', '32'],
  storage: ['64', '128', '256', '512', '1024'],
  screen: ['lt6.5', '6.5-6.8', '6.8-8', '8-11', '11+', 'lt14', '14-15', '15-16', '16+'],
  battery: ['lt4000', '4000-5000', '5000-6000', '6000+'],
  processor: PROCESSOR_FAMILIES.map((family) => family.id),
  power: ['lt25', '25-45', '45-65', '65+'],
  capacity: ['lt10000', '10000-20000', '20000+'],
  ...SPEC_OPTIONS,
};

export function listingMix(target = 1500): string[] {
  const next = random(18);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return distinct(target, () => {
    const category = next() < 0.85 ? pick(CATEGORIES) : undefined;
    const typeIds = category && isCategoryPageKey(category) ? CATEGORY_PAGES[category].typeIds : [];
    const brands = category ? BRANDS_BY_CATEGORY[category] : BRANDS_BY_CATEGORY.Mobile;
    const priced = next();
    const low = pick(PRICE_STEPS);
    // A quarter tick a specification or two: one value, or two of one filter, or one of two.
    const specKeys: readonly SpecFilterKey[] =
      category && isCategoryPageKey(category) ? SPEC_FILTERS_BY_PAGE[category] : [];
    const specToken = () => {
      const key = pick(specKeys);
      return `${key}:${pick(SPEC_VALUES[key])}`;
    };
    const spec =
      specKeys.length > 0 && next() < 0.25
        ? next() < 0.6
          ? specToken()
          : `${specToken()},${specToken()}`
        : undefined;
    return `/api/product?${query({
      category,
      productType: typeIds.length > 0 && next() < 0.3 ? pick(typeIds) : undefined,
      brand: next() < 0.3 ? (next() < 0.7 ? pick(brands) : `${pick(brands)},${pick(brands)}`) : undefined,
      priceMin: priced < 0.15 || priced > 0.85 ? low : undefined,
      priceMax: priced > 0.7 ? low * 4 : undefined,
      spec,
      sort: pick(LISTING_SORTS),
      // Most shoppers stay on the first pages; some go far.
      page: next() < 0.6 ? 1 + Math.floor(next() * 3) : 1 + Math.floor(next() * 40),
      limit: 24,
    })}`;
  });
}

/**
 * The filter panels' counts of the listings above, as a category page asks for them beside its
 * listing: the same filters without sort and page, so fewer distinct ones.
 */
export function facetsMix(): string[] {
  const panels = listingMix().map((path) => {
    const params = new URLSearchParams(path.slice(path.indexOf('?') + 1));
    for (const name of ['sort', 'page', 'limit']) params.delete(name);
    return `/api/product/facets?${params}`;
  });
  return [...new Set(panels)];
}

export function searchMix(target = 1500): string[] {
  const next = random(1800);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const letters = [...'abcdefghijklmnopqrstuvwxyz', ...'ابتثجحخدرزسشصضطعغفقكلمنهوي'];
  const words = [...ENGLISH_WORDS, ...ARABIC_WORDS];
  const long = words.filter((w) => [...w].length >= 5);
  return distinct(target, () => {
    const kind = next();
    const text =
      kind < 0.35
        ? pick(words)
        : kind < 0.55
          ? `${pick(words)} ${pick(words)}`
          : kind < 0.65
            ? pick(TWO_WORDS)
            : kind < 0.85
              ? misspell(pick(long), next)
              : kind < 0.9
                ? pick(letters)
                : `${pick(ENGLISH_WORDS)} ${misspell(pick(long), next)}`;
    const extra = next();
    return `/api/product?${query({
      search: text,
      category: extra < 0.15 ? pick(CATEGORIES) : undefined,
      sort: extra > 0.8 ? pick(LISTING_SORTS) : undefined,
      page: extra > 0.9 ? 2 + Math.floor(next() * 3) : 1,
      limit: 24,
    })}`;
  });
}

export function suggestionMix(target = 1000): string[] {
  const next = random(180);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const words = [...ENGLISH_WORDS, ...ARABIC_WORDS, ...TWO_WORDS];
  return distinct(target, () => {
    const word = pick(words);
    const typed = [...word].slice(0, 1 + Math.floor(next() * Math.min(8, [...word].length))).join('');
    return `/api/product/suggest?${query({ q: next() < 0.1 ? misspell(word, next) : typed })}`;
  });
}
