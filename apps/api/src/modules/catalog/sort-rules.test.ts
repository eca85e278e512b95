import { PRODUCT_SORTS } from '@kahraba/domain';
import { describe, expect, it } from 'vitest';
import { productStats, products } from '../../db/schema.js';
import { ORDER_COLUMNS } from './listing-index/columns.js';
import { ORDER_SQL_COLUMNS, SORT_RULES, sortKeysOf, sortRuleOf } from './sort-rules.js';

// Each sort is defined once (sort-rules.ts): these tests fail when a sort has no entry, or an
// entry's order is one the copy does not keep or the database names otherwise.

describe('sort rules', () => {
  it('give every sort an entry, in an order the copy keeps', () => {
    expect(Object.keys(SORT_RULES).sort()).toEqual([...PRODUCT_SORTS].sort());
    for (const rule of Object.values(SORT_RULES)) expect(ORDER_COLUMNS).toContain(rule.order);
  });

  it('read each order from the database column of the same name', () => {
    expect(Object.keys(ORDER_SQL_COLUMNS).sort()).toEqual([...ORDER_COLUMNS].sort());
    for (const column of ORDER_COLUMNS) expect(ORDER_SQL_COLUMNS[column].name).toBe(column);
  });

  it('order the database by the entry’s column, then the id, both in its direction', () => {
    for (const sort of PRODUCT_SORTS) {
      const rule = SORT_RULES[sort];
      const direction = rule.descending ? 'desc' : 'asc';
      expect(sortKeysOf(sort), sort).toEqual([
        { column: ORDER_SQL_COLUMNS[rule.order], direction },
        { column: products.id, direction },
      ]);
    }
    expect(sortKeysOf('price-low')[0]).toEqual({ column: products.price, direction: 'asc' });
    expect(sortKeysOf('most-selling')[0]).toEqual({ column: productStats.views, direction: 'desc' });
  });

  it('list the newest first without a sort', () => {
    expect(sortRuleOf(undefined)).toEqual({ order: 'created_at', descending: true });
    expect(sortKeysOf(undefined)).toEqual(sortKeysOf('newest'));
  });
});
