import { LIMITS } from './limits.js';
import { parseSpecToken } from './spec-filters.js';
import { CATEGORIES, PRODUCT_SORTS, PRODUCT_TYPE_FILTERS } from './taxonomy.js';

// The rules of GET /product's query parameters, shared by two readers: the API's strict schema
// (schemas/product-list-query.ts), which answers 400 naming a bad parameter, and the lenient reader
// below, with which the listing pages read their URL. URLs are typed and bookmarked by people, so a
// value the API would refuse is dropped there instead of breaking the page. The reader is plain code
// rather than the schema itself so a listing page's first load carries no schema library (zod is
// most of that code); product-list-params.test.ts holds it to the schema's answers.

/** A price bound: digits with an optional decimal part. */
export const DECIMAL_TEXT = /^\d+(\.\d+)?$/;
export const WHOLE_NUMBER_TEXT = /^\d+$/;
export const SEARCH_TEXT_MAX = 100;
export const BRAND_NAME_MAX = 60;
export const BRANDS_MAX = 20;
export const STOCK_FILTERS = ['in', 'out'] as const;
export const DISCOUNT_FILTERS = ['yes', 'no'] as const;
export const RATING_FILTER = { min: 1, max: 4 } as const;
/** The most specification values one listing filters on (a panel shows about twenty). */
export const SPEC_TOKENS_MAX = 24;

/** The values of GET /product's parameters, read from their URL text. */
export interface ProductListParams {
  category: (typeof CATEGORIES)[number];
  brand: string[];
  productType: (typeof PRODUCT_TYPE_FILTERS)[number];
  priceMin: number;
  priceMax: number;
  rating: number;
  inStock: (typeof STOCK_FILTERS)[number];
  discount: (typeof DISCOUNT_FILTERS)[number];
  used: boolean;
  isNew: boolean;
  exclusive: boolean;
  spec: string[];
  q: string;
  search: string;
  asTyped: boolean;
  sort: (typeof PRODUCT_SORTS)[number];
  page: number;
  limit: number;
}

type Reader<T> = (text: string) => T | undefined;

const oneOf =
  <T extends string>(list: readonly T[]): Reader<T> =>
  (text) =>
    (list as readonly string[]).includes(text) ? (text as T) : undefined;

const decimal: Reader<number> = (text) => (DECIMAL_TEXT.test(text.trim()) ? Number(text.trim()) : undefined);

const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): Reader<number> =>
  (text) => {
    if (!WHOLE_NUMBER_TEXT.test(text.trim())) return undefined;
    const value = Number(text.trim());
    return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
  };

const yesOrNo: Reader<boolean> = (text) => (text === 'true' ? true : text === 'false' ? false : undefined);

/**
 * Trimmed words; blank means no search. Too long fails rather than being cut, and so does a NUL
 * character, which no shopper types and the database cannot compare.
 */
const searchText: Reader<string> = (text) => {
  if (text.includes('\u0000')) return undefined;
  const words = text.trim();
  return words.length <= SEARCH_TEXT_MAX && words ? words : undefined;
};

/** "Apple,Samsung" → ['Apple', 'Samsung']; a name too long, or too many, fails the whole list. */
const brandList: Reader<string[]> = (text) => {
  const brands = text
    .split(',')
    .map((brand) => brand.trim())
    .filter(Boolean);
  if (brands.length === 0 || brands.length > BRANDS_MAX) return undefined;
  return brands.every((brand) => brand.length <= BRAND_NAME_MAX) ? brands : undefined;
};

/** "ram:8,storage:256" → ['ram:8', 'storage:256']; a token of no known filter fails the whole list. */
const specList: Reader<string[]> = (text) => {
  const tokens = [
    ...new Set(
      text
        .split(',')
        .map((token) => token.trim())
        .filter(Boolean),
    ),
  ];
  if (tokens.length === 0 || tokens.length > SPEC_TOKENS_MAX) return undefined;
  return tokens.every((token) => token.length <= SPEC_TOKEN_MAX && parseSpecToken(token) !== null)
    ? tokens
    : undefined;
};

/** The longest token a filter writes ("processor:intel-core-ultra"), with room to spare. */
export const SPEC_TOKEN_MAX = 40;

const readers: { [K in keyof ProductListParams]: Reader<ProductListParams[K]> } = {
  category: oneOf(CATEGORIES),
  brand: brandList,
  productType: oneOf(PRODUCT_TYPE_FILTERS),
  priceMin: decimal,
  priceMax: decimal,
  rating: wholeNumber(RATING_FILTER.min, RATING_FILTER.max),
  inStock: oneOf(STOCK_FILTERS),
  discount: oneOf(DISCOUNT_FILTERS),
  used: yesOrNo,
  isNew: yesOrNo,
  exclusive: yesOrNo,
  spec: specList,
  q: searchText,
  search: searchText,
  asTyped: yesOrNo,
  sort: oneOf(PRODUCT_SORTS),
  page: wholeNumber(1),
  limit: wholeNumber(1, LIMITS.pageSizeMax),
};

/**
 * A GET /product parameter read from its URL text as the API reads it, or undefined when it is
 * missing, empty (a cleared form field), or a value the API would refuse.
 */
export function readProductListParam<K extends keyof ProductListParams>(
  name: K,
  text: string | null | undefined,
): ProductListParams[K] | undefined {
  return text ? readers[name](text) : undefined;
}
