import { categoriesForFilter, groupSpecTokens, type ProductFacetsQuery, typeFieldFor } from '@kahraba/domain';
import { and, eq, gt, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema.js';
import { type Codes, EXCLUSIVE, NEW, USED } from './listing-index/columns.js';
import { type Filter, openFilter } from './listing-index/filters.js';
import { FILTER_CODES_OF } from './listing-index/orders.js';
import { targetPositionsOf } from './listing-index/targets.js';
import {
  asValue,
  type Bind,
  displayRatingSql,
  type ProductFilters,
  searchTextOf,
  specConditions,
  TYPE_COLUMNS,
  textCondition,
} from './product-filters.js';
import { matchMarks } from './search-index/matches-and-scores.js';
import { plainSearchPlan, type SearchPlan } from './search-plan.js';

// What each listing filter means, in one place: how the database tests it and how the copy in
// memory (listing-index.ts) does, one entry per filter. Listings, searches, filter panels and the
// admin's product list read their filters from here, whichever way they are answered, and the
// both-ways tests (listing-index.test.ts) hold the two sides of each entry to the same answers.
// A new filter is a new entry; filter-rules.test.ts fails until every query key has one, and
// every entry says how the copy tests it or why the copy never does.

/**
 * How the copy tests a chosen filter: it sets the fields of the listing's one test (Filter in
 * listing-index/filters.ts) that `passes` reads for every product. Run once per listing, never per
 * product (filters.ts says why). False when no product of the copy can pass (a brand it does not
 * have). `plan` is the plan of the search's words, which only the words' entry reads.
 */
export type CopyTest = (filter: Filter, query: ProductFacetsQuery, plan: SearchPlan | undefined) => boolean;

export interface FilterRule {
  /** The query keys it reads. */
  readonly keys: readonly (keyof ProductFacetsQuery)[];
  /** Whether the query chooses it; its sides are only asked when it does. */
  readonly chosen: (query: ProductFilters) => boolean;
  /** How the database tests it: conditions every product listed meets, values passed through `bind`. */
  readonly sql: (query: ProductFilters, bind: Bind, plan: SearchPlan | undefined) => SQL[];
  /** How the copy tests it; or, for a filter the copy does not answer, why (the database answers). */
  readonly copy: CopyTest | { readonly sqlOnly: string };
  /** Whether which products pass moves with view counts, which do not move the list version. */
  readonly movesWithViews?: boolean;
}

/** The filters that test one true or false column, kept in the copy as a bit of `flags`. */
const flagRule = (key: 'used' | 'isNew' | 'exclusive', column: AnyPgColumn, bit: number): FilterRule => ({
  keys: [key],
  chosen: (q) => q[key] !== undefined,
  sql: (q, bind) => [eq(column, bind(key, q[key]))],
  copy: (filter, q) => {
    filter.flagMask |= bit;
    if (q[key]) filter.flagValue |= bit;
    return true;
  },
});

/** Either way (0), or 1 when `value` is `yes`, -1 when it is `no`: the copy's stock and discount tests. */
const eitherWay = (value: string | undefined, yes: string, no: string) =>
  value === yes ? 1 : value === no ? -1 : 0;

/**
 * The products of the categories a category filter takes (categoriesForFilter: the Mobile page
 * shows phones and tablets). The listing reads one branch per category in SQL (product-list.ts),
 * so this entry is left out of conditionsBesidesCategory; the copy keeps each category filter's own
 * orders and walks only those, and tests lists of candidates against `takes`.
 */
export const CATEGORY: FilterRule = {
  keys: ['category'],
  chosen: (q) => Boolean(q.category),
  sql: (q, bind) => [
    inArray(
      products.category,
      categoriesForFilter(q.category!).map((c, i) => bind(`category${i}`, c)),
    ),
  ],
  copy: (filter, q) => {
    filter.category = q.category!;
    filter.takes = FILTER_CODES_OF.get(q.category!);
    return true;
  },
};

/** Any of the chosen brands, as written. */
export const BRAND: FilterRule = {
  keys: ['brand'],
  chosen: (q) => (q.brand?.length ?? 0) > 0,
  sql: (q, bind) => [
    inArray(
      products.brand,
      q.brand!.map((brand, i) => bind(`brand${i}`, brand)),
    ),
  ],
  copy: (filter, q) => {
    filter.brands = chosenCodes(filter.snapshot.brands, q.brand!);
    return filter.brands !== null;
  },
};

/**
 * A product type or a category page's type id, in the type column typeFieldFor names (which can
 * depend on the category); an id no column holds matches nothing.
 */
export const PRODUCT_TYPE: FilterRule = {
  keys: ['productType'],
  chosen: (q) => Boolean(q.productType),
  sql: (q, bind) => {
    const field = typeFieldFor(q.productType!, q.category);
    return [field ? eq(TYPE_COLUMNS[field], bind('productType', q.productType)) : sql`false`];
  },
  copy: (filter, q) => {
    const field = typeFieldFor(q.productType!, q.category);
    const code = field ? filter.snapshot.types[field].codes.find(q.productType!) : undefined;
    if (!field || code === undefined) return false;
    filter.typeOf = filter.snapshot.types[field].of;
    filter.typeCode = code;
    return true;
  },
};

/** The price within its bounds, both inclusive; either bound may be left open. */
export const PRICE: FilterRule = {
  keys: ['priceMin', 'priceMax'],
  chosen: (q) => q.priceMin !== undefined || q.priceMax !== undefined,
  sql: (q, bind) => [
    ...(q.priceMin === undefined ? [] : [gte(products.price, bind('priceMin', q.priceMin))]),
    ...(q.priceMax === undefined ? [] : [lte(products.price, bind('priceMax', q.priceMax))]),
  ],
  copy: (filter, q) => {
    filter.priced = true;
    if (q.priceMin !== undefined) filter.min = Number(q.priceMin);
    if (q.priceMax !== undefined) filter.max = Number(q.priceMax);
    return true;
  },
};

/** At least the chosen stars, as the card shows them (displayRatingSql). */
export const RATING: FilterRule = {
  keys: ['rating'],
  chosen: (q) => q.rating !== undefined,
  sql: (q, bind) => [sql`${displayRatingSql} >= ${bind('rating', q.rating)}`],
  copy: {
    sqlOnly:
      'an unrated product shows stars from its views, which move without the list version; the copy ' +
      'does not hold them fresh enough to filter on (decision 0016)',
  },
  movesWithViews: true,
};

/** In stock (a quantity above 0) or out of it. */
export const STOCK: FilterRule = {
  keys: ['inStock'],
  chosen: (q) => q.inStock === 'in' || q.inStock === 'out',
  sql: (q) => [q.inStock === 'in' ? gt(products.quantity, 0) : eq(products.quantity, 0)],
  copy: (filter, q) => {
    filter.stock = eitherWay(q.inStock, 'in', 'out');
    return true;
  },
};

/** Discounted (a discount above 0) or not. */
export const DISCOUNT: FilterRule = {
  keys: ['discount'],
  chosen: (q) => q.discount === 'yes' || q.discount === 'no',
  sql: (q) => [q.discount === 'yes' ? gt(products.discountPercent, 0) : eq(products.discountPercent, 0)],
  copy: (filter, q) => {
    filter.discounted = eitherWay(q.discount, 'yes', 'no');
    return true;
  },
};

export const USED_FLAG = flagRule('used', products.used, USED);
export const NEW_FLAG = flagRule('isNew', products.isNew, NEW);
export const EXCLUSIVE_FLAG = flagRule('exclusive', products.isExclusive, EXCLUSIVE);

/**
 * Specification values (domain spec-filters.ts tokens), grouped by filter: one of each filter's
 * chosen values (8 or 12 GB of RAM), and every filter (and 256 GB of storage).
 */
export const SPEC: FilterRule = {
  keys: ['spec'],
  chosen: (q) => (q.spec?.length ?? 0) > 0,
  sql: (q, bind) => specConditions(q.spec, bind),
  copy: (filter, q) => {
    for (const chosen of groupSpecTokens(q.spec!).values()) {
      const wanted = chosenCodes(filter.snapshot.specs, chosen);
      if (!wanted) return false;
      filter.specs.push(wanted);
    }
    return true;
  },
};

/**
 * A search's words (`q` from the home page, `search` from the search page; `asTyped` keeps them
 * from being corrected when planned): every word must match, as textCondition says. The copy
 * matches them in its postings (decision 0017), the same plan of the words given to both.
 */
export const WORDS: FilterRule = {
  keys: ['q', 'search', 'asTyped'],
  chosen: (q) => searchTextOf(q) !== '',
  sql: (q, bind, plan) => [textCondition(plan ?? plainSearchPlan(searchTextOf(q)), bind)],
  copy: (filter, _q, plan) => {
    if (!plan) throw new Error('The copy matches a search only with the plan of its words');
    if (plan.words.length === 0) return false;
    const found = matchMarks(filter.snapshot.words, plan, targetPositionsOf(filter.snapshot));
    filter.marks = found.marks;
    filter.wanted = plan.words.length;
    filter.matches = found.matches;
    return true;
  },
};

/**
 * Every filter, in the order the database's conditions are written: statements are kept by their
 * text (product-list.ts), so the order is part of a listing's shape. The copy's order does not
 * matter: `passes` tests the fields in its own order.
 */
export const FILTER_RULES: readonly FilterRule[] = [
  CATEGORY,
  BRAND,
  PRODUCT_TYPE,
  PRICE,
  RATING,
  STOCK,
  DISCOUNT,
  USED_FLAG,
  NEW_FLAG,
  EXCLUSIVE_FLAG,
  SPEC,
  WORDS,
];

/** Whether which products match `query` moves with view counts: such listings are never cached. */
export const dependsOnViews = (query: ProductFilters): boolean =>
  FILTER_RULES.some((rule) => rule.movesWithViews === true && rule.chosen(query));

/**
 * Whether the copy can answer `query`, given the plan of its words if it has any: not when it
 * chooses a filter the copy does not test (RATING).
 */
export function answerable(query: ProductFacetsQuery, plan: SearchPlan | undefined): boolean {
  return (
    FILTER_RULES.every((rule) => typeof rule.copy === 'function' || !rule.chosen(query)) &&
    (plan !== undefined || searchTextOf(query) === '')
  );
}

/** Every condition of `f` except the category's, which a listing splits into one branch per category. */
export function conditionsBesidesCategory(
  f: ProductFilters,
  bind: Bind = asValue,
  plan?: SearchPlan,
): (SQL | undefined)[] {
  // The copy holds live products only; the database keeps deleted ones for orders and history.
  const conditions: (SQL | undefined)[] = [isNull(products.deletedAt)];
  for (const rule of FILTER_RULES)
    if (rule !== CATEGORY && rule.chosen(f)) conditions.push(...rule.sql(f, bind, plan));
  return conditions;
}

/** The database's test of every filter of `f`. */
export function whereOf(f: ProductFilters, bind: Bind = asValue, plan?: SearchPlan): SQL {
  const category = CATEGORY.chosen(f) ? CATEGORY.sql(f, bind, plan) : [];
  return and(...category, ...conditionsBesidesCategory(f, bind, plan))!;
}

/** The database's test of `rules` (the filter panels count each facet apart), true when none is chosen. */
export function sqlOf(rules: readonly FilterRule[], f: ProductFilters): SQL {
  const conditions = rules.flatMap((rule) => (rule.chosen(f) ? rule.sql(f, asValue, undefined) : []));
  return conditions.length === 0 ? sql`true` : and(...conditions)!;
}

/**
 * The copy's test of every filter of `query` (with the plan of its words, if it has any), or of
 * `rules` alone (the filter panels count each facet apart), or null when no product can pass.
 * Only for queries the copy can answer (answerable).
 */
export function filterOf(
  snapshot: Filter['snapshot'],
  query: ProductFacetsQuery,
  plan: SearchPlan | undefined,
  rules: readonly FilterRule[] = FILTER_RULES,
): Filter | null {
  const filter = openFilter(snapshot);
  for (const rule of rules) {
    if (!rule.chosen(query)) continue;
    if (typeof rule.copy !== 'function') throw new Error(`The copy does not test ${rule.keys.join(', ')}`);
    if (!rule.copy(filter, query, plan)) return null;
  }
  return filter;
}

/** 1 at the code of each chosen value that `codes` has; null when it has none of them. */
export function chosenCodes(codes: Codes, chosen: readonly string[]): Uint8Array | null {
  const wanted = new Uint8Array(codes.values.length);
  let found = false;
  for (const value of chosen) {
    const code = codes.find(value);
    if (code !== undefined) {
      wanted[code] = 1;
      found = true;
    }
  }
  return found ? wanted : null;
}
