import type { ProductSort } from '@kahraba/domain';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { productStats, products } from '../../db/schema.js';
import type { OrderColumn } from './listing-index/columns.js';

// What each listing sort means, in one place: the column it orders by and in which direction. The
// database reads that column's index (sortKeysOf); the copy walks its order of the same column
// (listing-index/orders.ts), forwards or backwards. sort-rules.test.ts checks that every sort has
// an entry and every entry an order the copy keeps.

/**
 * The database's column for each order the copy keeps: the copy reads the column of that name
 * (listing-index/read-columns.ts), and sorts it as the database does.
 */
export const ORDER_SQL_COLUMNS: Record<OrderColumn, AnyPgColumn> = {
  created_at: products.createdAt,
  price: products.price,
  name: products.name,
  views: productStats.views,
  discount_percent: products.discountPercent,
};

export interface SortRule {
  /** The order it walks: a column of the copy and of the database (ORDER_SQL_COLUMNS). */
  readonly order: OrderColumn;
  readonly descending: boolean;
}

const ascending = (order: OrderColumn): SortRule => ({ order, descending: false });
const descending = (order: OrderColumn): SortRule => ({ order, descending: true });

/**
 * Every sort a listing can ask for. Some are the same sort under two names (the category pages'
 * and the search page's). "Best match" ranks a search's matches instead (relevanceSql in
 * product-filters.ts, relevancePageOf in listing-index/words.ts); its entry is the order it falls
 * back to without words, the default's.
 */
export const SORT_RULES: Record<ProductSort, SortRule> = {
  relevance: descending('created_at'),
  newest: descending('created_at'),
  oldest: ascending('created_at'),
  'price-asc': ascending('price'),
  'price-low': ascending('price'),
  'price-desc': descending('price'),
  'price-high': descending('price'),
  'name-asc': ascending('name'),
  name: ascending('name'),
  'name-desc': descending('name'),
  'most-selling': descending('views'),
  discount: descending('discount_percent'),
};

/** The sort's rule; a listing without a sort is the newest first. */
export const sortRuleOf = (sort: ProductSort | undefined): SortRule => SORT_RULES[sort ?? 'newest'];

export interface SortKey {
  column: AnyPgColumn;
  direction: 'asc' | 'desc';
}

/**
 * The database's keys for a sort. Each sort ends on the id so pages never repeat or skip a product
 * when values tie. The id runs in the sort's own direction, so every sort is one of the
 * (category, key, id) or (key, id) indexes (schema.ts) read forwards or backwards: a page never
 * needs a sort step, whatever its size. The copy's orders break ties on the id the same way.
 */
export function sortKeysOf(sort: ProductSort | undefined): SortKey[] {
  const rule = sortRuleOf(sort);
  const direction = rule.descending ? 'desc' : 'asc';
  return [
    { column: ORDER_SQL_COLUMNS[rule.order], direction },
    { column: products.id, direction },
  ];
}

export function orderOf(sort: ProductSort | undefined): SQL[] {
  return sortKeysOf(sort).map((key) => (key.direction === 'asc' ? asc(key.column) : desc(key.column)));
}
