import { type ProductFacetsQuery, productFacetsQuerySchema, productListQuerySchema } from '@kahraba/domain';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  answerable,
  CATEGORY,
  conditionsBesidesCategory,
  dependsOnViews,
  FILTER_RULES,
  type FilterRule,
  filterOf,
  RATING,
  WORDS,
  whereOf,
} from './filter-rules.js';
import { Codes, type Snapshot } from './listing-index/columns.js';
import { openFilter } from './listing-index/filters.js';
import { plainSearchPlan } from './search-plan.js';

// The rule table is the one place a filter is defined: these tests fail when a query key has no
// entry, when an entry lacks a side, or when a side does not act on the filter it is chosen for.
// That the two sides agree is what the both-ways tests (listing-index.test.ts) hold them to.

/** One chosen value per entry, named by the entry's first key: a new entry needs one here too. */
const SAMPLES: Record<string, ProductFacetsQuery> = {
  category: { category: 'Mobile' },
  brand: { brand: ['Apple'] },
  productType: { productType: 'Laptop' },
  priceMin: { priceMin: 100, priceMax: 900 },
  rating: { rating: 4 },
  inStock: { inStock: 'out' },
  discount: { discount: 'yes' },
  used: { used: true },
  isNew: { isNew: false },
  exclusive: { exclusive: true },
  spec: { spec: ['ram:8', 'ram:12', 'storage:256'] },
  q: { q: 'iphone' },
};

const sampleOf = (rule: FilterRule) => SAMPLES[rule.keys[0]!]!;
const dialect = new PgDialect();
const render = (condition: SQL) => dialect.sqlToQuery(condition);

/** A copy with one brand, type and two specification values, enough for each entry to find its codes. */
function copyWith(): Snapshot {
  const brands = new Codes();
  brands.code('Apple');
  const specs = new Codes();
  for (const token of ['ram:8', 'storage:256']) specs.code(token);
  const laptops = new Codes();
  laptops.code('Laptop');
  const type = {
    codes: laptops,
    of: new Uint16Array(1),
    byCode: { start: new Uint32Array(2), positions: new Int32Array(0) },
  };
  const types = Object.fromEntries(
    ['deviceType', 'laptopType', 'productType', 'wearableType', 'audioType', 'subType'].map((field) => [
      field,
      type,
    ]),
  );
  return { brands, specs, types } as unknown as Snapshot;
}

describe('filter rules', () => {
  it('give every filter of a listing one entry, and nothing else one', () => {
    const keys = FILTER_RULES.flatMap((rule) => rule.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(productFacetsQuerySchema.shape).sort());
    // A listing's other keys are its order and paging (sort-rules.ts), not filters.
    const others = Object.keys(productListQuerySchema.shape).filter((key) => !keys.includes(key as never));
    expect(others.sort()).toEqual(['limit', 'page', 'sort']);
    expect(Object.keys(SAMPLES).sort()).toEqual(FILTER_RULES.map((rule) => rule.keys[0]).sort());
  });

  it('give every entry a database side, and a copy side or the reason it has none', () => {
    for (const rule of FILTER_RULES) {
      expect(rule.sql).toBeTypeOf('function');
      if (typeof rule.copy !== 'function') expect(rule.copy.sqlOnly.length).toBeGreaterThan(20);
    }
    // The one filter the copy leaves to the database; a second would need a decision of its own.
    expect(FILTER_RULES.filter((rule) => typeof rule.copy !== 'function')).toEqual([RATING]);
  });

  it('test each chosen filter in the database, and nothing when none is chosen', () => {
    const none = render(whereOf({})).sql;
    for (const rule of FILTER_RULES) {
      const sample = sampleOf(rule);
      expect(rule.chosen(sample), rule.keys[0]).toBe(true);
      expect(rule.chosen({}), rule.keys[0]).toBe(false);
      const where = render(whereOf(sample));
      expect(where.sql, rule.keys[0]).not.toBe(none);
      // The listing's branches per category carry every condition but the category's.
      const besides = conditionsBesidesCategory(sample).filter((c) => c !== undefined).length;
      expect(besides, rule.keys[0]).toBe(
        rule === CATEGORY ? 1 : 1 + rule.sql(sample, (_n, v) => v, undefined).length,
      );
    }
    expect(render(whereOf(SAMPLES.brand!)).params).toEqual(['Apple']);
  });

  it('narrow the copy’s test for each chosen filter, once per listing', () => {
    const snapshot = copyWith();
    const open = openFilter(snapshot);
    for (const rule of FILTER_RULES) {
      if (typeof rule.copy !== 'function') continue;
      const sample = sampleOf(rule);
      const plan = rule === WORDS ? plainSearchPlan('iphone') : undefined;
      // The words are matched in the copy's postings (search-index tests); a plan without words matches nothing.
      if (rule === WORDS) {
        expect(filterOf(snapshot, sample, { ...plan!, words: [] })).toBeNull();
        continue;
      }
      const filter = filterOf(snapshot, sample, plan);
      expect(filter, rule.keys[0]).not.toBeNull();
      expect(filter, rule.keys[0]).not.toEqual(open);
      // Every filter has the one shape `passes` is compiled for.
      expect(Object.keys(filter!)).toEqual(Object.keys(open));
    }
  });

  it('find no product for a value the copy does not have', () => {
    const snapshot = copyWith();
    expect(filterOf(snapshot, { brand: ['Nokia'] }, undefined)).toBeNull();
    expect(filterOf(snapshot, { brand: ['Nokia', 'Apple'] }, undefined)?.brands).toEqual(Uint8Array.of(0, 1));
    expect(filterOf(snapshot, { spec: ['ram:8', 'storage:512'] }, undefined)).toBeNull();
    expect(filterOf(snapshot, { productType: 'Cable' }, undefined)).toBeNull();
  });

  it('leave the minimum rating, which moves with views, to the database', () => {
    expect(answerable(SAMPLES.rating!, undefined)).toBe(false);
    expect(dependsOnViews(SAMPLES.rating!)).toBe(true);
    expect(() => filterOf(copyWith(), SAMPLES.rating!, undefined)).toThrow(/rating/);
    for (const rule of FILTER_RULES)
      if (rule !== RATING) expect(dependsOnViews(sampleOf(rule)), rule.keys[0]).toBe(false);
    // A search is answered from the copy only with the plan of its words.
    expect(answerable(SAMPLES.q!, undefined)).toBe(false);
    expect(answerable(SAMPLES.q!, plainSearchPlan('iphone'))).toBe(true);
    expect(answerable({ ...SAMPLES.brand!, ...SAMPLES.spec!, ...SAMPLES.priceMin! }, undefined)).toBe(true);
  });
});
