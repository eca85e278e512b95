import { z } from 'zod';
import { LIMITS } from '../limits.js';
import {
  BRAND_NAME_MAX,
  BRANDS_MAX,
  DECIMAL_TEXT,
  DISCOUNT_FILTERS,
  RATING_FILTER,
  SEARCH_TEXT_MAX,
  SPEC_TOKEN_MAX,
  SPEC_TOKENS_MAX,
  STOCK_FILTERS,
  WHOLE_NUMBER_TEXT,
} from '../product-list-params.js';
import { parseSpecToken, SPEC_FILTER_KEYS } from '../spec-filters.js';
import { CATEGORIES, PRODUCT_SORTS, PRODUCT_TYPE_FILTERS } from '../taxonomy.js';

// Query strings arrive as text. Each parameter is parsed strictly: a value that does not parse
// fails (so the API can answer 400 naming it) instead of being dropped. An empty value (`?brand=`)
// is what a form sends for a cleared filter, so it means "not set". Numbers and booleans built in
// code are read as the text they would be in a URL, so one parser serves both. The rules' numbers
// and patterns live in product-list-params.ts, shared with the web's lenient reader of its URLs.

function param<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (value === '') return undefined;
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  }, schema.optional());
}

// Numbers are short: the length is checked first, so no pattern reads a long text.
const NUMBER_TEXT_MAX = 32;

const decimalText = z
  .string()
  .trim()
  .max(NUMBER_TEXT_MAX, { abort: true })
  .regex(DECIMAL_TEXT, 'Expected a non-negative number')
  .transform(Number)
  .pipe(z.number());

function wholeNumber(min: number, max?: number) {
  const range = max === undefined ? z.int().min(min) : z.int().min(min).max(max);
  return z
    .string()
    .trim()
    .max(NUMBER_TEXT_MAX, { abort: true })
    .regex(WHOLE_NUMBER_TEXT, 'Expected a whole number')
    .transform(Number)
    .pipe(range);
}

const booleanText = z.enum(['true', 'false']).transform((v) => v === 'true');

const searchText = z
  .string()
  .trim()
  .max(SEARCH_TEXT_MAX, { abort: true })
  // No shopper types a NUL, and the database cannot compare one: the client's mistake, a 400.
  .refine((s) => !s.includes('\u0000'), 'Search text cannot hold a NUL character')
  .transform((s) => s || undefined);

/** "Apple,Samsung" or a repeated `brand` parameter → ['Apple', 'Samsung']. */
const brandList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => {
    const brands = (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(','))
      .map((b) => b.trim())
      .filter(Boolean);
    return brands.length > 0 ? brands : undefined;
  })
  .pipe(z.array(z.string().max(BRAND_NAME_MAX)).max(BRANDS_MAX).optional());

/** "ram:8,ram:12" or a repeated `spec` parameter → ['ram:8', 'ram:12']; a token of no known filter fails. */
const specList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => {
    const tokens = (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(','))
      .map((token) => token.trim())
      .filter(Boolean);
    return tokens.length > 0 ? [...new Set(tokens)] : undefined;
  })
  .pipe(
    z
      .array(
        z
          .string()
          .max(SPEC_TOKEN_MAX)
          .refine((token) => parseSpecToken(token) !== null, 'Unknown specification filter'),
      )
      .max(SPEC_TOKENS_MAX)
      .optional(),
  );

/**
 * GET /product query string. A public read: keys it does not know (a client's own, a tracking
 * tag) are dropped, not refused, as the original API did; the keys it knows are checked strictly.
 */
export const productListQuerySchema = z.object({
  category: param(z.enum(CATEGORIES)),
  brand: param(brandList),
  /** A product type or any category page's type id; see typeFieldFor for the field it matches. */
  productType: param(z.enum(PRODUCT_TYPE_FILTERS)),
  priceMin: param(decimalText),
  priceMax: param(decimalText),
  /** Minimum stars: "4 stars and up" … "1 star and up". */
  rating: param(wholeNumber(RATING_FILTER.min, RATING_FILTER.max)),
  inStock: param(z.enum(STOCK_FILTERS)),
  discount: param(z.enum(DISCOUNT_FILTERS)),
  used: param(booleanText),
  isNew: param(booleanText),
  exclusive: param(booleanText),
  /** Specification filters (domain spec-filters.ts): one of each filter's chosen values. */
  spec: param(specList),
  q: param(searchText),
  search: param(searchText),
  /**
   * "true": search the words as typed, none read as a near catalog word ("samsng" stays "samsng").
   * The link "Search instead for …" beside a corrected search sets it.
   */
  asTyped: param(booleanText).describe(
    'true: search the words as typed, without reading a misspelt word as a near catalog word',
  ),
  sort: param(z.enum(PRODUCT_SORTS)),
  page: param(wholeNumber(1)).transform((v) => v ?? 1),
  limit: param(wholeNumber(1, LIMITS.pageSizeMax)).transform((v) => v ?? LIMITS.pageSizeDefault),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

/** GET /product/facets query string: a listing's filters, without its order and paging. */
export const productFacetsQuerySchema = productListQuerySchema.omit({ sort: true, page: true, limit: true });
export type ProductFacetsQuery = z.infer<typeof productFacetsQuerySchema>;
export type ProductFacetsQueryInput = z.input<typeof productFacetsQuerySchema>;

const facetCount = z.number().int().nonnegative();

/**
 * GET /product/facets answer: how many of a listing's results each brand and each type of its
 * category page has. A facet counts the results as if its own filter were not set, so the other
 * brands stay choosable beside the chosen one.
 */
export const productFacetsSchema = z.object({
  brands: z.array(z.object({ name: z.string(), count: facetCount })),
  /** Only with a category: a type id belongs to one category page (CATEGORY_PAGES). */
  types: z.array(z.object({ id: z.string(), count: facetCount })),
  /**
   * Only with a category: each value of the category page's specification filters (domain
   * SPEC_FILTERS_BY_PAGE) that some result has, with how many do.
   */
  specs: z.array(z.object({ key: z.enum(SPEC_FILTER_KEYS), value: z.string(), count: facetCount })),
  /** How many results were counted; all of them when `exact`, else the first FACET_BOUND. */
  counted: facetCount,
  exact: z.boolean(),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;
