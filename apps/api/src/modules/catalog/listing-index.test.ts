import {
  CATEGORIES,
  CATEGORY_PAGES,
  PRODUCT_SORTS,
  type ProductListQuery,
  type ProductListQueryInput,
  productFacetsQuerySchema,
  productListQuerySchema,
} from '@kahraba/domain';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachPreparedRunner,
  type DatabaseHandle,
  preparedSessionOn,
  type RunPrepared,
  runPreparedOn,
} from '../../db/client.js';
import { productStats, products } from '../../db/schema.js';
import { mulberry32 } from '../../db/seed/prng.js';
import { seedDatabase } from '../../db/seed.js';
import { createProduct, createProductFamily } from '../../test/factories.js';
import { listBothWays } from '../../test/listing-both-ways.js';
import { createTestDatabase } from '../../test/test-app.js';
import { CatalogCache } from './catalog-cache.js';
import { jsonTextOf } from './json-text.js';
import { intsOf } from './listing-index/views.js';
import { ListingIndex } from './listing-index.js';
import { productFacets } from './product-facets.js';
import { listFromIndex, listProducts } from './product-list.js';
import { readListVersion } from './product-queries.js';

// The listing index must answer exactly as the database does: the same products in the same
// order, the same counts, for every filter and sort it takes. Each query below is read both ways.

let handle: DatabaseHandle;
let brands: string[];
let tokens: string[];

const parse = (input: ProductListQueryInput): ProductListQuery => productListQuerySchema.parse(input);

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  await seedDatabase(db, { products: 300, seed: 11 });
  // Ties on every sort key, which the id must break the same way in both; products the index
  // must leave out or treat as having no specification values.
  await db.execute(sql`update products set price = 5000, discount_percent = 10,
    created_at = '2026-01-01T00:00:00Z', name = 'Same Name'
    where id in (select id from products order by id limit 40)`);
  await db.execute(sql`update product_stats set views = 7
    where product_id in (select id from products order by id limit 40)`);
  await db.execute(
    sql`update products set spec_facets = null where id in (select id from products order by id desc limit 15)`,
  );
  await db.execute(
    sql`update products set quantity = 0 where id in (select id from products order by slug limit 30)`,
  );
  await db.execute(
    sql`update products set deleted_at = now() where id in (select id from products order by slug desc limit 10)`,
  );
  brands = (await db.selectDistinct({ brand: products.brand }).from(products)).map((r) => r.brand);
  const facets = await db.select({ tokens: products.specFacets }).from(products);
  tokens = [...new Set(facets.flatMap((r) => r.tokens ?? []))].sort();
}, 120_000);
afterAll(() => handle.close());

/** The same listing through the index (which must answer) and through the database alone. */
async function bothWays(index: ListingIndex, input: ProductListQueryInput) {
  const { indexed, database } = await listBothWays(handle.db, index, input);
  expect(indexed, JSON.stringify(input)).toBeDefined();
  return { indexed: indexed!, database };
}

function randomQuery(next: () => number): ProductListQueryInput {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const maybe = (share: number) => next() < share;
  const category = maybe(0.8) ? pick(CATEGORIES) : undefined;
  const page =
    category && category in CATEGORY_PAGES
      ? CATEGORY_PAGES[category as keyof typeof CATEGORY_PAGES]
      : undefined;
  const low = Math.round(next() * 40_000);
  return {
    category,
    sort: pick(PRODUCT_SORTS.filter((s) => s !== 'relevance')),
    brand: maybe(0.3) ? [pick(brands), ...(maybe(0.4) ? [pick(brands)] : [])].join(',') : undefined,
    productType: page && maybe(0.3) ? pick(page.typeIds) : undefined,
    priceMin: maybe(0.25) ? low : undefined,
    priceMax: maybe(0.25) ? low + Math.round(next() * 60_000) : undefined,
    inStock: maybe(0.15) ? pick(['in', 'out'] as const) : undefined,
    discount: maybe(0.15) ? pick(['yes', 'no'] as const) : undefined,
    used: maybe(0.1) ? maybe(0.5) : undefined,
    isNew: maybe(0.1) ? maybe(0.5) : undefined,
    exclusive: maybe(0.1) ? maybe(0.5) : undefined,
    spec: maybe(0.25) ? [pick(tokens), ...(maybe(0.5) ? [pick(tokens)] : [])].join(',') : undefined,
    page: maybe(0.3) ? 1 + Math.floor(next() * 5) : undefined,
    limit: pick([1, 5, 12, 24]),
  };
}

describe('listing index', () => {
  it('answers 400 listings exactly as the database does', async () => {
    // Read 7 products at a time, so chunks also end inside a run of equal names.
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000, chunk: 7 });
    await index.ready();
    const next = mulberry32(42);
    let nonEmpty = 0;
    for (let n = 0; n < 400; n++) {
      const input = randomQuery(next);
      const { indexed, database } = await bothWays(index, input);
      expect(indexed, JSON.stringify(input)).toEqual(database);
      if (database.results > 0) nonEmpty++;
    }
    // The mix must reach real pages, not only empty ones.
    expect(nonEmpty).toBeGreaterThan(200);
  }, 120_000);

  it('answers listings asked for together, their products read as one, each page its own', async () => {
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    const next = mulberry32(7);
    // Pages that share products, an empty one and a one-product one among them.
    const inputs = [
      ...Array.from({ length: 12 }, () => randomQuery(next)),
      { category: 'Mobile', sort: 'price-asc', limit: 5 },
      { category: 'Mobile', sort: 'price-asc', limit: 3 },
      { priceMin: 999_999_999 },
      { sort: 'newest', limit: 1 },
    ] as ProductListQueryInput[];
    const version = await readListVersion(handle.db);
    const together = await Promise.all(
      inputs.map((input) => listFromIndex(index, productListQuerySchema.parse(input), version)),
    );
    for (const [n, input] of inputs.entries()) {
      const database = await listProducts(handle.db, new CatalogCache(), productListQuerySchema.parse(input));
      expect(jsonTextOf(together[n]!.dataJson), JSON.stringify(input)).toBe(jsonTextOf(database.dataJson));
    }
    expect(together.filter((page) => page!.results > 1).length).toBeGreaterThan(8);
  });

  it('counts 300 filter panels exactly as the database does', async () => {
    // Two brands with equal counts that sort one way by character code and the other in a
    // language's collation ("Hoxx" before "HPX" in en_US): ties go in the database's order.
    for (const brand of ['HPX', 'Hoxx'])
      await createProduct(handle.db, { brand, category: 'Audio', productType: 'Audio', deviceType: null });
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000, chunk: 7 });
    await index.ready();
    const audio = productFacetsQuerySchema.parse({ category: 'Audio' });
    expect(index.facets(audio, await readListVersion(handle.db))).toEqual(
      await productFacets(handle.db, audio),
    );
    const version = await readListVersion(handle.db);
    const next = mulberry32(7);
    let withBrands = 0;
    let withSpecs = 0;
    for (let n = 0; n < 300; n++) {
      const { sort: _sort, page: _page, limit: _limit, ...input } = randomQuery(next);
      const query = productFacetsQuerySchema.parse(input);
      const fromIndex = index.facets(query, version);
      expect(fromIndex, JSON.stringify(input)).toEqual(await productFacets(handle.db, query));
      if ((fromIndex?.brands.length ?? 0) > 1) withBrands++;
      if ((fromIndex?.specs.length ?? 0) > 0 && query.spec) withSpecs++;
    }
    // The mix must reach real panels, and counts of specification values beside chosen ones.
    expect(withBrands).toBeGreaterThan(150);
    expect(withSpecs).toBeGreaterThan(5);
  }, 120_000);

  it('pages through every sort, ties included, and counts past the bound as the database does', async () => {
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    for (const sort of PRODUCT_SORTS.filter((s) => s !== 'relevance')) {
      for (const page of [1, 2, 7]) {
        const { indexed, database } = await bothWays(index, { sort, page, limit: 7 });
        expect(indexed, `${sort} page ${page}`).toEqual(database);
        expect(indexed.results).toBe(7);
      }
      // A page past the last one, and a count that stops at the bound (limit 1 of 290 products).
      expect((await bothWays(index, { sort, page: 60, limit: 5 })).indexed.results).toBe(0);
      const deep = await bothWays(index, { sort, page: 3, limit: 1 });
      expect(deep.indexed).toEqual(deep.database);
    }
  }, 60_000);

  it('keeps the products priced exactly at either bound, in every sort', async () => {
    // 40 live products or fewer cost exactly 5000 (beforeAll), and the price orders skip to them.
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    const bounds = [{ priceMin: 5000, priceMax: 5000 }, { priceMin: 5000 }, { priceMax: 5000 }];
    for (const sort of PRODUCT_SORTS.filter((s) => s !== 'relevance'))
      for (const bound of bounds)
        for (const page of [1, 2]) {
          const { indexed, database } = await bothWays(index, { ...bound, sort, page, limit: 12 });
          expect(indexed, `${sort} ${JSON.stringify(bound)} page ${page}`).toEqual(database);
        }
    const tied = await bothWays(index, { priceMin: 5000, priceMax: 5000, limit: 100 });
    expect(tied.indexed.results).toBeGreaterThan(20);
  }, 60_000);

  it('counts past the page from a brand in every category, or from the prices in its bounds', async () => {
    // One brand in two products of three: its listing in one category walks the category's order
    // until the page is full, then counts over the brand's products in every category.
    const brand = brands[0]!;
    await handle.db.execute(
      sql`update products set brand = ${brand} where id in (select id from products order by slug limit 200)`,
    );
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    const filters: ProductListQueryInput[] = [
      { brand },
      { brand, priceMin: 3000 },
      { priceMin: 3000, priceMax: 30_000 },
      { priceMax: 20_000, inStock: 'in' },
    ];
    for (const category of [...CATEGORIES, undefined])
      for (const filter of filters)
        for (const page of [1, 3]) {
          const input = { ...filter, category, sort: 'name' as const, page, limit: 4 };
          const { indexed, database } = await bothWays(index, input);
          expect(indexed, JSON.stringify(input)).toEqual(database);
        }
  }, 60_000);

  it('leaves the rating filter to the database, and searches without their plan or with panels', async () => {
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    const version = await readListVersion(handle.db);
    expect(index.page(parse({ search: 'samsung' }), version)).toBeUndefined();
    const plan = await index.searchPlan('samsung');
    expect(index.page(parse({ search: 'samsung', rating: 4 }), version, plan)).toBeUndefined();
    expect(index.page(parse({ rating: 4 }), version)).toBeUndefined();
    expect(index.facets(productFacetsQuerySchema.parse({ search: 'samsung' }), version)).toBeUndefined();
    expect(index.facets(productFacetsQuerySchema.parse({ rating: 4 }), version)).toBeUndefined();
    expect(index.page(parse({ category: 'Mobile' }), version)).toBeDefined();
  });

  it('answers only at the version the database is at, and reads a new one in the background', async () => {
    const errors: unknown[] = [];
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000, onError: (e) => errors.push(e) });
    await index.ready();
    const cheapest = parse({ sort: 'price-asc', limit: 1 });
    const before = await readListVersion(handle.db);
    const page = index.page(cheapest, before)!;
    const added = await createProduct(handle.db, { name: 'Brand New Listing Phone', price: 1 });
    // Written after the version was read: the products read by id say so, and nothing is answered.
    expect(await index.products(page)).toBeUndefined();
    const after = await readListVersion(handle.db);
    expect(after).not.toBe(before);
    // The copy is read again in the background: until it is, nothing is answered at the new version
    // (a quick read may already be done here, under load or not), and never the old cheapest.
    const meanwhile = index.page(cheapest, after);
    if (meanwhile) expect(meanwhile.ids).toEqual([added.id]);
    await expect.poll(() => index.page(cheapest, after)?.ids).toEqual([added.id]);
    expect(jsonTextOf((await listFromIndex(index, cheapest, after))!.dataJson)).toContain(added.id);
    expect(errors).toEqual([]);
  });

  it('reads its columns on one connection of its own, not a statement at a time through the pool', async () => {
    // The same database, with its statements recorded as run inside a held connection or not.
    const db = Object.create(handle.db) as typeof handle.db;
    const run = runPreparedOn(handle.db);
    const ran: { columns: boolean; held: boolean }[] = [];
    const recorded =
      (held: boolean): RunPrepared =>
      (statement, params) => {
        ran.push({ columns: statement.text.includes('"specFacets"'), held });
        return run(statement, params);
      };
    attachPreparedRunner(db, recorded(false), (work) =>
      preparedSessionOn(handle.db)(() => work(recorded(true))),
    );
    const index = new ListingIndex(db, { viewsMaxAgeMs: 60_000, chunk: 25 });
    await index.ready();
    expect(index.version).toBe(await readListVersion(handle.db));
    const columnReads = ran.filter((statement) => statement.columns);
    expect(columnReads.length).toBeGreaterThan(10);
    expect(columnReads.every((statement) => statement.held)).toBe(true);
  });

  it("gives a card its family's variant counts as they are once a variant joins", async () => {
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    const family = await createProductFamily(handle.db);
    const first = await createProduct(handle.db, {
      name: 'Variant Counts Phone Gray',
      price: 0.5,
      familyId: family.id,
      options: { color: 'Gray', storage: '128GB' },
    });
    const cheapest = parse({ sort: 'price-asc', limit: 1 });
    const cardOf = async () => {
      const version = await readListVersion(handle.db);
      const page = index.page(cheapest, version);
      const json = page && (await index.products(page));
      return json && JSON.parse(jsonTextOf(json))[0];
    };
    await expect.poll(cardOf).toMatchObject({ id: first.id, variantCounts: { color: 1, storage: 1 } });
    await createProduct(handle.db, {
      name: 'Variant Counts Phone Blue',
      price: 900_000,
      familyId: family.id,
      options: { color: 'Blue', storage: '128GB' },
    });
    await expect.poll(cardOf).toMatchObject({ id: first.id, variantCounts: { color: 2, storage: 1 } });
    const { indexed, database } = await bothWays(index, cheapest);
    expect(indexed.dataJson).toBe(database.dataJson);
  });

  /** An index under `limits`, asked for a listing, once it has reported why it keeps no copy. */
  async function refused(limits: { maxProducts?: number; maxCodes?: number }) {
    const errors: unknown[] = [];
    const index = new ListingIndex(handle.db, {
      viewsMaxAgeMs: 60_000,
      ...limits,
      onError: (e) => errors.push(e),
    });
    const version = await readListVersion(handle.db);
    expect(index.page(parse({ category: 'Mobile' }), version)).toBeUndefined();
    await expect.poll(() => errors.length).toBe(1);
    return { index, errors, version };
  }

  it('keeps no copy of a catalog larger than it may hold, and says so', async () => {
    const { index, errors, version } = await refused({ maxProducts: 10 });
    expect(String(errors[0])).toMatch(/more than the listing index keeps/);
    expect(index.page(parse({ category: 'Mobile' }), version)).toBeUndefined();
    expect(index.version).toBeUndefined();
    // Not read again at once: the next try is minutes away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).toHaveLength(1);
  });

  it('keeps no copy when a column has more distinct values than its codes hold', async () => {
    const { index, errors } = await refused({ maxCodes: 3 });
    expect(String(errors[0])).toMatch(/too many distinct values/);
    expect(index.version).toBeUndefined();
  });

  it('reads the views order again once it is older than views wait, or this process wrote views', async () => {
    let now = 1_000_000;
    let writtenAt = 0;
    const index = new ListingIndex(handle.db, {
      viewsMaxAgeMs: 5_000,
      viewsWrittenAt: () => writtenAt,
      now: () => now,
    });
    await index.ready();
    const version = await readListVersion(handle.db);
    const bySales = parse({ sort: 'most-selling', limit: 1 });
    const byPrice = parse({ sort: 'price-asc', limit: 1 });
    const topId = async () =>
      (
        JSON.parse(jsonTextOf((await listProducts(handle.db, new CatalogCache(), bySales)).dataJson)) as {
          _id: string;
        }[]
      )[0]?._id;
    expect(index.page(bySales, version)?.ids).toEqual([await topId()]);

    // This process wrote views (which leave the list version as it is): the views order is
    // stale, the others are not.
    const [least] = await handle.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productStats, eq(productStats.productId, products.id))
      .where(isNull(products.deletedAt))
      .orderBy(asc(productStats.views), asc(products.id))
      .limit(1);
    const id = least!.id;
    await handle.db.execute(sql`update product_stats set views = 1000000 where product_id = ${id}`);
    expect(await readListVersion(handle.db)).toBe(version);
    writtenAt = now;
    now += 1;
    expect(index.page(bySales, version)).toBeUndefined();
    expect(index.page(byPrice, version)).toBeDefined();
    await expect.poll(() => index.page(bySales, version)?.ids).toEqual([id]);

    // Views written by another instance show once the order is older than views wait; until it is
    // read again, the older order answers.
    await handle.db.execute(sql`update product_stats set views = 0 where product_id = ${id}`);
    expect(index.page(bySales, version)?.ids).toEqual([id]);
    now += 5_000;
    expect(index.page(bySales, version)?.ids).toEqual([id]);
    await expect.poll(() => index.page(bySales, version)?.ids).toEqual([await topId()]);

    // Six times as old (reads failing, say), it no longer answers.
    await handle.db.execute(sql`update product_stats set views = 2000000 where product_id = ${id}`);
    now += 30_000;
    expect(index.page(bySales, version)).toBeUndefined();
    await expect.poll(() => index.page(bySales, version)?.ids).toEqual([id]);
    await handle.db.execute(sql`update product_stats set views = 0 where product_id = ${id}`);
    now += 5_000;
    await expect.poll(() => index.page(bySales, version)?.ids).toEqual([await topId()]);

    // Half as old as it may be, the order still answers, and is read again meanwhile.
    await handle.db.execute(sql`update product_stats set views = 2000000 where product_id = ${id}`);
    now += 2_501;
    expect(index.page(bySales, version)?.ids).not.toEqual([id]);
    await expect.poll(() => index.page(bySales, version)?.ids).toEqual([id]);

    // Read again with no view or sale since, the order it has is as fresh as a new one.
    now += 30_000;
    expect(index.page(bySales, version)).toBeUndefined();
    await expect.poll(() => index.page(bySales, version)?.ids).toEqual([id]);
  });

  it('applies prices, stock and discounts written since, in place, and answers as a fresh read does', async () => {
    // The same database, with every read of the columns counted: changes in place read none.
    const db = Object.create(handle.db) as typeof handle.db;
    const run = runPreparedOn(handle.db);
    let columnReads = 0;
    const counted: RunPrepared = (statement, params) => {
      if (statement.text.includes('"specFacets"')) columnReads++;
      return run(statement, params);
    };
    attachPreparedRunner(db, counted, (work) => preparedSessionOn(handle.db)(() => work(counted)));
    const index = new ListingIndex(db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    const next = mulberry32(99);
    const ids = (
      await handle.db.select({ id: products.id }).from(products).where(isNull(products.deletedAt))
    ).map((r) => r.id);
    const pick = () => ids[Math.floor(next() * ids.length)]!;
    const readsBefore = columnReads;
    for (let round = 0; round < 12; round++) {
      // A few products at a time, in one transaction or several: repriced onto others' prices
      // (ties), sold out, restocked, discounted, flagged.
      for (let n = 0; n < 1 + Math.floor(next() * 4); n++) {
        const id = pick();
        const price = next() < 0.3 ? 5000 : Math.round(next() * 90_000) + 0.5;
        const change = Math.floor(next() * 5);
        if (change === 0) await handle.db.execute(sql`update products set price = ${price} where id = ${id}`);
        else if (change === 1)
          await handle.db.execute(sql`update products set quantity = 0 where id = ${id}`);
        else if (change === 2)
          await handle.db.execute(sql`update products set quantity = quantity + 3 where id = ${id}`);
        else if (change === 3)
          await handle.db.execute(
            sql`update products set discount_percent = ${Math.floor(next() * 4) * 10} where id = ${id}`,
          );
        else
          await handle.db.execute(
            sql`update products set is_exclusive = not is_exclusive, used = not used, price = ${price} where id = ${id}`,
          );
      }
      const version = await readListVersion(handle.db);
      expect(await index.caughtUp(version)).toBe(true);
      expect(index.version).toBe(version);
      for (let n = 0; n < 25; n++) {
        const input = randomQuery(next);
        const { indexed, database } = await bothWays(index, input);
        expect(indexed, JSON.stringify(input)).toEqual(database);
      }
      const query = productFacetsQuerySchema.parse({ category: 'Mobile', inStock: 'in' });
      expect(index.facets(query, version)).toEqual(await productFacets(handle.db, query));
    }
    expect(columnReads).toBe(readsBefore);

    // A product renamed is placed among the others' names: the copy is read whole.
    await handle.db.execute(sql`update products set name = 'Aaa First By Name' where id = ${pick()}`);
    const version = await readListVersion(handle.db);
    await expect.poll(() => index.caughtUp(version)).toBe(true);
    expect(columnReads).toBeGreaterThan(readsBefore);
    const { indexed, database } = await bothWays(index, { sort: 'name-asc', limit: 3 });
    expect(indexed).toEqual(database);
  }, 120_000);
});

describe('integers read from text', () => {
  it('reads every integer of a comma-separated list, negative ones and none included', () => {
    expect([...intsOf('3,0,17,-4,250000', 5)]).toEqual([3, 0, 17, -4, 250000]);
    expect([...intsOf('9', 1)]).toEqual([9]);
    expect([...intsOf('', 0)]).toEqual([]);
  });
});
