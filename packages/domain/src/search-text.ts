// Shoppers in Egypt type the same word many ways: "IPHONE", "آيفون", "ايفون", "١٥" for 15, with or
// without tashkeel. Both the stored search text and the query go through normalizeSearchText, so
// they meet in the middle; expandSearchQuery also turns Arabic brand and product words into the
// English ones the catalog is written in.

const COMBINING_MARKS = /\p{M}/gu;
const TATWEEL = /\u0640/g;
const LETTER_FOLDS: Record<string, string> = {
  // أ إ آ ؤ ئ lose their hamza/madda as combining marks after NFKD; these have no decomposition.
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  // Persian/Urdu keyboard variants that arrive through copy and paste.
  ک: 'ك',
  ی: 'ي',
};
const LETTER_FOLD_PATTERN = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** "١٥" and "۱۵" → "15"; everything else unchanged. */
export function toWesternDigits(text: string): string {
  return text.replace(ARABIC_INDIC_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

export function normalizeSearchText(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(TATWEEL, '')
    .toLowerCase()
    .replace(LETTER_FOLD_PATTERN, (c) => LETTER_FOLDS[c] ?? c);
  return toWesternDigits(folded).replace(/\s+/g, ' ').trim();
}

/** Arabic spellings (already normalised) of brands and product words, to their catalog English. */
export const ARABIC_ALIASES: Readonly<Record<string, string>> = {
  // Brands and product lines
  ابل: 'apple',
  ايفون: 'iphone',
  ايباد: 'ipad',
  'ماك بوك': 'macbook',
  ماكبوك: 'macbook',
  ايربودز: 'airpods',
  سامسونج: 'samsung',
  سامسونغ: 'samsung',
  جالكسي: 'galaxy',
  جلاكسي: 'galaxy',
  شاومي: 'xiaomi',
  ريدمي: 'redmi',
  هواوي: 'huawei',
  اوبو: 'oppo',
  ريلمي: 'realme',
  هونر: 'honor',
  انفينكس: 'infinix',
  تكنو: 'tecno',
  نوكيا: 'nokia',
  فيفو: 'vivo',
  'ون بلس': 'oneplus',
  جوجل: 'google',
  بكسل: 'pixel',
  لينوفو: 'lenovo',
  ديل: 'dell',
  'اتش بي': 'hp',
  اسوس: 'asus',
  ايسر: 'acer',
  'ام اس اي': 'msi',
  مايكروسوفت: 'microsoft',
  سوني: 'sony',
  بلايستيشن: 'playstation',
  'بلاي ستيشن': 'playstation',
  'اكس بوكس': 'xbox',
  نينتندو: 'nintendo',
  انكر: 'anker',
  بيلكين: 'belkin',
  'جي بي ال': 'jbl',
  بوز: 'bose',
  بيتس: 'beats',
  فيتبيت: 'fitbit',
  جارمن: 'garmin',
  // Product words
  موبايل: 'mobile',
  هاتف: 'phone',
  جوال: 'phone',
  اكسسوارات: 'accessories',
  جيمنج: 'gaming',
  العاب: 'games',
  تابلت: 'tablet',
  لابتوب: 'laptop',
  'لاب توب': 'laptop',
  سماعه: 'headphones',
  سماعات: 'headphones',
  شاحن: 'charger',
  كابل: 'cable',
  كيبل: 'cable',
  'باور بانك': 'powerbank',
  باوربانك: 'powerbank',
  جراب: 'case',
  ساعه: 'watch',
  دراع: 'controller',
};

/**
 * Franco-Arabic (Arabic written in Latin letters and digits, 3 for ع, 7 for ح), more Arabic words
 * and English phrases typed apart, to the catalog English: "sa3a" is ساعة, a watch. Only the query
 * is expanded with these; the stored search text keeps to ARABIC_ALIASES, so no product's stored
 * text changes.
 */
export const QUERY_ALIASES_ONLY: Readonly<Record<string, string>> = {
  // Arabic plurals and loanwords the stored text has no need to carry.
  ساعات: 'watch',
  تليفون: 'phone',
  موبيل: 'mobile',
  سبيكر: 'speaker',
  سوار: 'band',
  sa3a: 'watch',
  sa3aa: 'watch',
  sa3at: 'watch',
  mobail: 'mobile',
  mobayl: 'mobile',
  mubail: 'mobile',
  mobil: 'mobile',
  telefon: 'phone',
  tilifon: 'phone',
  labtop: 'laptop',
  laptob: 'laptop',
  labtob: 'laptop',
  'lab top': 'laptop',
  'lap top': 'laptop',
  sama3a: 'headphones',
  sama3at: 'headphones',
  sma3a: 'headphones',
  sm3a: 'headphones',
  shahen: 'charger',
  sha7en: 'charger',
  sha7n: 'charger',
  sha7in: 'charger',
  kabl: 'cable',
  kabel: 'cable',
  garab: 'case',
  gerab: 'case',
  grab: 'case',
  gorab: 'case',
  al3ab: 'games',
  el3ab: 'games',
  dra3: 'controller',
  dera3: 'controller',
  ayfon: 'iphone',
  aifon: 'iphone',
  shaomi: 'xiaomi',
  shawmi: 'xiaomi',
  shawmy: 'xiaomi',
  hawawi: 'huawei',
  hawawy: 'huawei',
  samsong: 'samsung',
  'smart watch': 'smartwatch',
  'smart band': 'band',
  'power bank': 'powerbank',
  'screen protector': 'protector',
  'play station': 'playstation',
};

const QUERY_ALIASES = { ...ARABIC_ALIASES, ...QUERY_ALIASES_ONLY };
const MAX_ALIAS_WORDS = Math.max(...Object.keys(QUERY_ALIASES).map((k) => k.split(' ').length));
// "الايفون" (the iPhone), "للايفون" (for the iPhone): a known word behind the article still counts.
const ARTICLE_PREFIXES = ['وال', 'بال', 'لل', 'ال'];

// A Map, because shoppers may well search for "constructor", which every plain object answers.
const ALIASES = new Map(Object.entries(QUERY_ALIASES));

function aliasOf(phrase: string): string | undefined {
  const direct = ALIASES.get(phrase);
  if (direct !== undefined) return direct;
  for (const prefix of ARTICLE_PREFIXES) {
    if (phrase.startsWith(prefix)) {
      const bare = ALIASES.get(phrase.slice(prefix.length));
      if (bare !== undefined) return bare;
    }
  }
  return undefined;
}

/** The normalised query with known Arabic and Franco-Arabic words in English: "آيفون ١٥" → "iphone 15", "sa3a" → "watch". */
export function expandSearchQuery(query: string): string {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  const out: string[] = [];
  let i = 0;
  while (i < words.length) {
    let matched = false;
    for (let n = Math.min(MAX_ALIAS_WORDS, words.length - i); n >= 1 && !matched; n--) {
      const english = aliasOf(words.slice(i, i + n).join(' '));
      if (english !== undefined) {
        out.push(english);
        i += n;
        matched = true;
      }
    }
    if (!matched) {
      out.push(words[i]!);
      i += 1;
    }
  }
  return out.join(' ');
}

export interface SearchableProduct {
  name: string;
  brand: string;
  category: string;
  productType: string;
  nameAr?: string | null;
}

/**
 * The text stored for searching a product. Besides its own words it carries the Arabic spellings of
 * its brand and of product lines named in it ("galaxy", "iphone"), so a query that reaches the
 * database without expansion still finds it.
 */
export function productSearchText(p: SearchableProduct): string {
  const own = normalizeSearchText([p.name, p.nameAr ?? '', p.brand, p.category, p.productType].join(' '));
  const words = new Set(own.split(' '));
  const arabic = Object.entries(ARABIC_ALIASES)
    .filter(([, english]) => words.has(english))
    .map(([spelling]) => spelling);
  return [own, ...arabic].join(' ');
}
