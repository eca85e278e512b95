import {
  type Category,
  categoriesForFilter,
  devicesFirst,
  groupSpecTokens,
  MAIN_DEVICE_BONUS,
  MAIN_DEVICE_TARGETS,
  OTHER_DEVICE_BONUS,
  OTHER_DEVICE_TARGETS,
  type ProductSort,
  RANKED_FIRST_BONUS,
  type TypeField,
  typeFieldFor,
  type WordTarget,
} from '@kahraba/domain';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { productStats, products } from '../../db/schema.js';
import { escapeLike, type PlannedWord, plainSearchPlan, type SearchPlan } from './search-plan.js';

export interface ProductFilters {
  category?: Category | undefined;
  brand?: readonly string[] | undefined;
  productType?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  rating?: number | undefined;
  inStock?: 'in' | 'out' | undefined;
  discount?: 'yes' | 'no' | undefined;
  used?: boolean | undefined;
  isNew?: boolean | undefined;
  exclusive?: boolean | undefined;
  /** Chosen specification values (domain spec-filters.ts tokens). */
  spec?: readonly string[] | undefined;
  q?: string | undefined;
  search?: string | undefined;
}

export const TYPE_COLUMNS: Record<TypeField, AnyPgColumn> = {
  deviceType: products.deviceType,
  laptopType: products.laptopType,
  productType: products.productType,
  wearableType: products.wearableType,
  audioType: products.audioType,
  subType: products.subType,
};

/** A product's views (product_stats), where only `products` is read. */
const viewsSql = sql<number>`(select ${productStats.views} from ${productStats} where ${productStats.productId} = ${products.id})`;

/**
 * The rating a card shows (the reviews' average where there are reviews, else domain
 * displayRating), in SQL so the minimum-rating filter agrees with it.
 */
export const displayRatingSql = sql<number>`case when ${products.reviewsCount} > 0 then round(${products.reviewsStarSum}::numeric / ${products.reviewsCount}, 1) else coalesce(${products.rating}, case when ${viewsSql} > 0 then round(least(5, 3.5 + ${viewsSql} / 50.0), 1) else 4 end) end`;

/**
 * The rows a statement over `products` reads for `keys`: joined to product_stats when a key is its
 * views (the "most selling" sort), walked in that table's views order (decision 0029).
 */
export function productRowsFor(keys: readonly SortKey[]): SQL {
  return keys.some((k) => k.column === productStats.views)
    ? sql`${products} join ${productStats} on ${productStats.productId} = ${products.id}`
    : sql`${products}`;
}

export { escapeLike };

/**
 * How a filter value enters the SQL: as itself (the default), or as a named placeholder when the
 * statement is built once and run many times with different values (see product-list.ts).
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
const asValue: Bind = (_name, value) => value;

function targetCondition(target: WordTarget, bind: Bind, name: string): SQL {
  return 'category' in target
    ? eq(products.category, bind(name, target.category))
    : eq(TYPE_COLUMNS[target.field], bind(name, target.value));
}

/**
 * The products' words (the stored search_vector of migration 0006, indexed): a word-prefix search
 * reads one posting list per word instead of every trigram's, which for a word in every tenth
 * product is what keeps a search cheap.
 */
const wordsOfProduct = sql`${products}.${sql.identifier('search_vector')}`;

/** A word as a prefix in a text-search query: "sams" finds "samsung", as typing in the search box does. */
const prefix = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`;
/** The word or any of its corrections. */
const eitherOf = (w: PlannedWord) =>
  w.corrections.length === 0 ? prefix(w.word) : `(${[w.word, ...w.corrections].map(prefix).join(' | ')})`;

/**
 * Every word of the search must match: a word of the product's folded name/brand/category text
 * must start with it (or with one of its corrections), or the product must be in a category or type
 * the word names ("laptop", "لابتوب" → the Laptop category, whatever the names say). Text with no
 * word at all ("%") matches nothing.
 */
export function textCondition(plan: SearchPlan, bind: Bind = asValue): SQL {
  if (plan.words.length === 0) return sql`false`;
  const plain = plan.words.filter((w) => w.targets.length === 0);
  return and(
    plain.length > 0
      ? sql`${wordsOfProduct} @@ to_tsquery('simple', ${bind('words', plain.map(eitherOf).join(' & '))})`
      : undefined,
    ...plan.words.flatMap((w, i) =>
      w.targets.length === 0
        ? []
        : [
            or(
              sql`${wordsOfProduct} @@ to_tsquery('simple', ${bind(`word${i}`, eitherOf(w))})`,
              ...w.targets.map((t, k) => targetCondition(t, bind, `word${i}target${k}`)),
            ),
          ],
    ),
  )!;
}

const regexEscape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How well a product matches the search ("Best match"), per word: the whole word in the name 8, a
 * name word starting with it 4, the brand or a category or type it names 2, anything else (its
 * Arabic name, a correction) 1; and RANKED_FIRST_BONUS more when the product is in a category or
 * type the word ranks first, so phones come before cases "for iPhone 17" when the shopper types
 * "ايفون", and phones before phone cases for "phone". When no word names a category or type
 * (a brand, a model), devices come before accessories (domain devicesFirst).
 */
export function relevanceSql(plan: SearchPlan, bind: Bind = asValue): SQL {
  if (plan.words.length === 0) return sql`0`;
  const name = sql`lower(${products.name})`;
  const perWord = plan.words.map((w, i) => {
    const named =
      w.ranking.length > 0
        ? or(...w.ranking.map((t, k) => targetCondition(t, bind, `rank${i}target${k}`)))!
        : sql`false`;
    const pattern = regexEscape(w.word);
    return sql`(case when ${name} ~ ${bind(`rank${i}whole`, `\\m${pattern}\\M`)} then 8
        when ${name} ~ ${bind(`rank${i}start`, `\\m${pattern}`)} then 4
        when lower(${products.brand}) = ${bind(`rank${i}brand`, w.word)} or ${named} then 2 else 1 end
        + case when ${named} then ${sql.raw(String(RANKED_FIRST_BONUS))} else 0 end)`;
  });
  if (devicesFirst(plan.words)) {
    const main = or(...MAIN_DEVICE_TARGETS.map((t, k) => targetCondition(t, bind, `device${k}`)))!;
    const other = or(...OTHER_DEVICE_TARGETS.map((t, k) => targetCondition(t, bind, `otherDevice${k}`)))!;
    perWord.push(
      sql`(case when ${main} then ${sql.raw(String(MAIN_DEVICE_BONUS))} when ${other} then ${sql.raw(String(OTHER_DEVICE_BONUS))} else 0 end)`,
    );
  }
  return sql.join(perWord, sql` + `);
}

/** The free text of a listing (the home page sends `q`, the search page `search`). */
export const searchTextOf = (f: ProductFilters): string => [f.q, f.search].filter(Boolean).join(' ');

/** Every condition of `f` except the category, which the listing splits into one branch per category. */
export function conditionsBesidesCategory(
  f: ProductFilters,
  bind: Bind = asValue,
  plan?: SearchPlan,
): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [isNull(products.deletedAt)];
  if (f.brand && f.brand.length > 0)
    conditions.push(
      inArray(
        products.brand,
        f.brand.map((brand, i) => bind(`brand${i}`, brand)),
      ),
    );
  if (f.productType) {
    const field = typeFieldFor(f.productType, f.category);
    conditions.push(field ? eq(TYPE_COLUMNS[field], bind('productType', f.productType)) : sql`false`);
  }
  if (f.priceMin !== undefined) conditions.push(gte(products.price, bind('priceMin', f.priceMin)));
  if (f.priceMax !== undefined) conditions.push(lte(products.price, bind('priceMax', f.priceMax)));
  if (f.rating !== undefined) conditions.push(sql`${displayRatingSql} >= ${bind('rating', f.rating)}`);
  if (f.inStock === 'in') conditions.push(gt(products.quantity, 0));
  if (f.inStock === 'out') conditions.push(eq(products.quantity, 0));
  if (f.discount === 'yes') conditions.push(gt(products.discountPercent, 0));
  if (f.discount === 'no') conditions.push(eq(products.discountPercent, 0));
  if (f.used !== undefined) conditions.push(eq(products.used, bind('used', f.used)));
  if (f.isNew !== undefined) conditions.push(eq(products.isNew, bind('isNew', f.isNew)));
  if (f.exclusive !== undefined) conditions.push(eq(products.isExclusive, bind('exclusive', f.exclusive)));
  conditions.push(...specConditions(f.spec, bind));
  const text = searchTextOf(f);
  if (text) conditions.push(textCondition(plan ?? plainSearchPlan(text), bind));
  return conditions;
}

/**
 * One condition per specification filter: the product has one of its chosen values (8 or 12 GB of
 * RAM), and every filter must hold (and 256 GB of storage). The products_spec_facets_idx index
 * answers the overlap.
 */
export function specConditions(tokens: readonly string[] | undefined, bind: Bind = asValue): SQL[] {
  return [...groupSpecTokens(tokens ?? []).values()].map((chosen, i) => {
    const values = bind(`spec${i}`, chosen);
    // An array in a template is a list of values ("in (…)"); here it is one text[] parameter.
    return sql`${products.specFacets} && ${Array.isArray(values) ? sql.param(values) : values}::text[]`;
  });
}

export function whereOf(f: ProductFilters, bind: Bind = asValue, plan?: SearchPlan): SQL {
  const category = f.category
    ? inArray(
        products.category,
        categoriesForFilter(f.category).map((c, i) => bind(`category${i}`, c)),
      )
    : undefined;
  return and(category, ...conditionsBesidesCategory(f, bind, plan))!;
}

export interface SortKey {
  column: AnyPgColumn;
  direction: 'asc' | 'desc';
}

const by = (column: AnyPgColumn, direction: 'asc' | 'desc' = 'asc'): SortKey => ({ column, direction });

/**
 * Each sort ends on the id so pages never repeat or skip a product when values tie. The id runs in
 * the sort's own direction, so every sort is one of the (category, key, id) or (key, id) indexes
 * (schema.ts) read forwards or backwards: a page never needs a sort step, whatever its size.
 */
export function sortKeysOf(sort: ProductSort | undefined): SortKey[] {
  const ascending = (column: AnyPgColumn) => [by(column), by(products.id)];
  const descending = (column: AnyPgColumn) => [by(column, 'desc'), by(products.id, 'desc')];
  switch (sort) {
    case 'oldest':
      return ascending(products.createdAt);
    case 'price-asc':
    case 'price-low':
      return ascending(products.price);
    case 'price-desc':
    case 'price-high':
      return descending(products.price);
    case 'name-asc':
    case 'name':
      return ascending(products.name);
    case 'name-desc':
      return descending(products.name);
    case 'most-selling':
      return descending(productStats.views);
    case 'discount':
      return descending(products.discountPercent);
    default:
      return descending(products.createdAt);
  }
}

export function orderOf(sort: ProductSort | undefined): SQL[] {
  return sortKeysOf(sort).map((key) => (key.direction === 'asc' ? asc(key.column) : desc(key.column)));
}
