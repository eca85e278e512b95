import {
  type Category,
  categoriesForFilter,
  expandSearchQuery,
  type ProductSort,
  type TypeField,
  typeFieldFor,
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
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema.js';

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

/** The rating a card shows (domain displayRating), in SQL so the minimum-rating filter agrees with it. */
export const displayRatingSql = sql<number>`coalesce(${products.rating}, case when ${products.views} > 0 then round(least(5, 3.5 + ${products.views} / 50.0), 1) else 4 end)`;

export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * How a filter value enters the SQL: as itself (the default), or as a named placeholder when the
 * statement is built once and run many times with different values (see product-list.ts).
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
const asValue: Bind = (_name, value) => value;

/** The query's words as the search text stores them, at most 8. */
export function searchWords(query: string): string[] {
  return expandSearchQuery(query).split(' ').filter(Boolean).slice(0, 8);
}

/** Every word of the query must occur in the folded name/brand/category text (trigram-indexed). */
export function textCondition(query: string, bind: Bind = asValue): SQL | undefined {
  const words = searchWords(query);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word, i) => sql`${products.searchText} like ${bind(`word${i}`, `%${escapeLike(word)}%`)}`),
  );
}

/** The free text of a listing (the home page sends `q`, the search page `search`). */
export const searchTextOf = (f: ProductFilters): string => [f.q, f.search].filter(Boolean).join(' ');

/** Every condition of `f` except the category, which the listing splits into one branch per category. */
export function conditionsBesidesCategory(f: ProductFilters, bind: Bind = asValue): (SQL | undefined)[] {
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
  const text = searchTextOf(f);
  if (text) conditions.push(textCondition(text, bind));
  return conditions;
}

export function whereOf(f: ProductFilters, bind: Bind = asValue): SQL {
  const category = f.category
    ? inArray(
        products.category,
        categoriesForFilter(f.category).map((c, i) => bind(`category${i}`, c)),
      )
    : undefined;
  return and(category, ...conditionsBesidesCategory(f, bind))!;
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
      return descending(products.views);
    case 'discount':
      return descending(products.discountPercent);
    default:
      return descending(products.createdAt);
  }
}

export function orderOf(sort: ProductSort | undefined): SQL[] {
  return sortKeysOf(sort).map((key) => (key.direction === 'asc' ? asc(key.column) : desc(key.column)));
}
