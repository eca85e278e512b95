import { type Product, productSchema, VARIANT_AXES, type VariantAxis } from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, runPreparedOn } from '../../db/client.js';
import { productJson, productStats, products } from '../../db/schema.js';
import { seedDatabase } from '../../db/seed.js';
import { createProduct, createProductFamily, newProductValues } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-app.js';
import { productJsonSql, statementTemplate } from './product-json.js';
import { type ProductRow, productRowColumns, toProductWire } from './product-wire.js';

// The catalog's reads have the database write each product's JSON (product-json.ts); everything
// else in the API uses toProductWire. Both must say the same about every product.

let database: DatabaseHandle;
const edgeCases: ProductRow[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  // The demo catalog covers every category, type field, used and exclusive products, fractions
  // and percents of discount, installments and ratings.
  await seedDatabase(db, { products: 150, seed: 7 });
  edgeCases.push(
    await createProduct(db, {
      name: 'Quotes "and" back\\slashes\ttabs',
      nameAr: null,
      images: [],
      companyName: '',
      rating: null,
      views: 0,
      discount: null,
      priceAfterDiscount: null,
      installments: null,
      createdAt: new Date('2026-03-01T10:20:30.999Z'),
    }),
    await createProduct(db, {
      name: 'Fractions',
      price: 1234.57,
      priceAfterDiscount: 999.99,
      discount: 0.125,
      rating: 4.5,
      views: 37,
      companyName: 'Samsung Electronics',
      installments: { '3': 333.33, '12': 83.33 },
      specs: { ram: '8GB', screen: '6.7" AMOLED' },
    }),
    await createProduct(db, { name: 'Many views, no rating', rating: null, views: 1_000 }),
    await createProduct(db, { name: 'A rating above five', rating: 9.9 }),
    // Shoppers' reviews outrank the catalog rating; halves round away from zero.
    await createProduct(db, { name: 'Reviewed', rating: 3.1, reviewsCount: 4, reviewsStarSum: 17 }),
    await createProduct(db, {
      name: 'Reviewed thirds',
      reviewsCount: 3,
      reviewsStarSum: 13,
      ratingsQuantity: 40,
    }),
  );
  // Variants of one family, one of them deleted (left out of the counts).
  const family = await createProductFamily(db);
  for (const [options, deletedAt] of [
    [{ color: 'Gray', storage: '256GB' }, null],
    [{ color: 'Blue', storage: '256GB' }, null],
    [{ color: 'Gray', storage: '512GB' }, null],
    [{ color: 'Gray', storage: '1TB' }, new Date()],
  ] as const)
    await createProduct(db, { familyId: family.id, options, deletedAt });
  // Microseconds, which a JS Date cannot hold: both must cut them the same way.
  await db
    .update(products)
    .set({ updatedAt: sql`'2026-04-05 06:07:08.123987+00'::timestamptz` })
    .where(eq(products.id, edgeCases[0]!.id));
});
afterAll(() => database.close());

/** A card's count of its family's different values per axis, worked out apart from the SQL. */
function variantCountsOf(rows: ProductRow[], row: ProductRow): Product['variantCounts'] {
  if (row.familyId === null) return null;
  const values = new Map<VariantAxis, Set<string>>();
  for (const sibling of rows) {
    if (sibling.familyId !== row.familyId || sibling.deletedAt) continue;
    for (const [axis, value] of Object.entries(sibling.options ?? {}) as [VariantAxis, string][])
      values.set(axis, (values.get(axis) ?? new Set()).add(value));
  }
  return Object.fromEntries(
    VARIANT_AXES.filter((axis) => values.has(axis)).map((axis) => [axis, values.get(axis)!.size]),
  );
}

async function jsonOf(id: string): Promise<unknown> {
  const template = statementTemplate(
    sql`select ${productJsonSql}::text as "json" from ${products} where ${products.id} = ${id}`,
    { named: false },
  );
  const [row] = await runPreparedOn(database.db)(template.statement, template.params);
  return JSON.parse(String(row?.json));
}

/** Checks every product's JSON against toProductWire of its row; the rows, for more checks. */
async function expectEveryProductAsWire(): Promise<ProductRow[]> {
  const rows = await database.db
    .select(productRowColumns)
    .from(products)
    .innerJoin(productStats, eq(productStats.productId, products.id));
  for (const row of rows) {
    const json = await jsonOf(row.id);
    const wire = toProductWire(row, variantCountsOf(rows, row));
    expect(json, row.name).toStrictEqual(wire);
    // The same fields in the same order: a page's JSON is passed through as the database wrote it.
    expect(Object.keys(json as object), row.name).toEqual(Object.keys(wire));
  }
  return rows;
}

describe('product JSON written by the database', () => {
  it('equals toProductWire for every product, field by field', async () => {
    const rows = await expectEveryProductAsWire();
    expect(rows.length).toBeGreaterThan(150);
    expect(rows.some((row) => row.familyId !== null)).toBe(true);
  });

  it('follows the wire rules on the edge cases', async () => {
    const [plain, fractions, viewed, overrated] = await Promise.all(edgeCases.map((p) => jsonOf(p.id)));
    expect(plain).toMatchObject({
      name: 'Quotes "and" back\\slashes\ttabs',
      images: ['/media/products/mobile-samsung-0.svg'],
      company: null,
      rating: 4,
      createdAt: '2026-03-01T10:20:30.999Z',
      updatedAt: '2026-04-05T06:07:08.123Z',
    });
    expect(fractions).toMatchObject({
      price: 1234.57,
      priceAfterDiscount: 999.99,
      discount: 0.125,
      rating: 4.5,
      company: { name: 'Samsung Electronics' },
      installments: { '3': 333.33, '12': 83.33 },
    });
    expect(viewed).toMatchObject({ rating: 5, views: 1_000 });
    expect(overrated).toMatchObject({ rating: 5 });
  });

  it("keeps each family's counts through every write to its variants", async () => {
    const db = database.db;
    const [first, second] = [await createProductFamily(db), await createProductFamily(db)];
    const variant = (familyId: string, color: string, storage: string) =>
      createProduct(db, { familyId, options: { color, storage } });
    const moved = await variant(first.id, 'Gray', '128GB');
    const recoloured = await variant(first.id, 'Blue', '128GB');
    const removed = await variant(first.id, 'Green', '256GB');
    const erased = await variant(second.id, 'Gray', '512GB');
    // Added in one statement, as the seed adds them.
    await db
      .insert(products)
      .values(
        ['Black', 'White'].map((color) =>
          newProductValues({ familyId: second.id, options: { color, storage: '1TB' } }),
        ),
      );
    const countsOf = async (id: string) => ((await jsonOf(id)) as Product).variantCounts;
    expect(await countsOf(moved.id)).toStrictEqual({ color: 3, storage: 2 });
    expect(await countsOf(erased.id)).toStrictEqual({ color: 3, storage: 2 });

    await db.update(products).set({ familyId: second.id }).where(eq(products.id, moved.id));
    await db
      .update(products)
      .set({ options: { color: 'Gray', storage: '128GB' } })
      .where(eq(products.id, recoloured.id));
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, removed.id));
    await db.delete(products).where(eq(products.id, erased.id));
    // A stock or view update is no change of variants.
    await db.update(products).set({ quantity: 0 }).where(eq(products.id, recoloured.id));
    await db.update(productStats).set({ views: 99 }).where(eq(productStats.productId, recoloured.id));
    expect(await countsOf(recoloured.id)).toStrictEqual({ color: 1, storage: 1 });
    expect(await countsOf(moved.id)).toStrictEqual({ color: 3, storage: 2 });

    await db.update(products).set({ deletedAt: null }).where(eq(products.id, removed.id));
    expect(await countsOf(recoloured.id)).toStrictEqual({ color: 2, storage: 2 });
    await expectEveryProductAsWire();
  });

  it('is written again by every write to a product, stock included, and reads views and units sold as they are', async () => {
    const db = database.db;
    const edited = await createProduct(db, { name: 'Before', price: 1000, quantity: 5, views: 3 });
    // One statement over many products (not the edited one), as the view counter and orders write them.
    const viewed = await db
      .update(productStats)
      .set({ views: sql`${productStats.views} + 7`, sold: sql`${productStats.sold} + 1` })
      .where(
        sql`${productStats.productId} in (select "id" from "products" where "id" <> ${edited.id} order by "id" limit 20)`,
      )
      .returning({ id: productStats.productId, views: productStats.views, sold: productStats.sold });
    expect(viewed).toHaveLength(20);
    await db
      .update(products)
      .set({ name: 'After', price: 1500, quantity: 0, reviewsCount: 2, reviewsStarSum: 9 })
      .where(eq(products.id, edited.id));
    expect(await jsonOf(edited.id)).toMatchObject({
      name: 'After',
      price: 1500,
      quantity: 0,
      views: 3,
      rating: 4.5,
      reviews: 2,
    });
    const [first] = viewed;
    expect(await jsonOf(first!.id)).toMatchObject({ views: first!.views, sold: first!.sold });
    await expectEveryProductAsWire();
  });

  it('shows the rating that comes from the views as the views are now, its kept JSON untouched', async () => {
    const db = database.db;
    const unrated = await createProduct(db, { name: 'Unrated', rating: null, views: 0 });
    const keptOf = async () =>
      (await db.select().from(productJson).where(eq(productJson.productId, unrated.id)))[0];
    const kept = await keptOf();
    expect(kept?.rating).toBeNull();
    expect(await jsonOf(unrated.id)).toMatchObject({ views: 0, rating: 4, ratingsAverage: 4 });
    await db.update(productStats).set({ views: 60 }).where(eq(productStats.productId, unrated.id));
    expect(await jsonOf(unrated.id)).toMatchObject({ views: 60, rating: 4.7, ratingsAverage: 4.7 });
    expect(await keptOf()).toStrictEqual(kept);
    await expectEveryProductAsWire();
  });

  it('matches the product schema the API documents', async () => {
    for (const product of edgeCases)
      expect(productSchema.safeParse(await jsonOf(product.id)).success).toBe(true);
  });
});

it('keeps every product JSON whole, never compressed, however long its descriptions', async () => {
  const db = database.db;
  // Well over the 2 kB at which PostgreSQL compresses a row's values by default.
  const long = await createProduct(db, {
    description: 'A long description of a phone. '.repeat(60),
    descriptionAr: 'وصف طويل لهاتف. '.repeat(60),
  });
  const template = statementTemplate(
    sql`select count(*) filter (where pg_column_compression("head") is not null
        or pg_column_compression("arabic") is not null)::int as "compressed",
      count(*)::int as "total",
      (select coalesce(pg_column_compression("head"), pg_column_compression("arabic"))
        from "product_json" where "product_id" = ${long.id}) as "longOne"
    from "product_json"`,
    { named: false },
  );
  const [row] = await runPreparedOn(db)(template.statement, template.params);
  expect(row).toMatchObject({ compressed: 0, longOne: null });
  expect(Number(row?.total)).toBeGreaterThan(150);
});

it('keeps the Arabic fields apart from the head, which is ASCII where the rest of the product is', async () => {
  const db = database.db;
  const product = await createProduct(db, {
    name: 'Galaxy A56',
    nameAr: 'جالكسي A56',
    descriptionAr: 'هاتف "ذكي"\tجديد',
  });
  const template = statementTemplate(
    sql`select "head", "arabic",
      (select count(*)::int from "product_json" where "head" ~ '[\\u0600-\\u06ff]') as "arabicHeads"
    from "product_json" where "product_id" = ${product.id}`,
    { named: false },
  );
  const [row] = await runPreparedOn(db)(template.statement, template.params);
  expect(row?.arabic).toBe(',"nameAr":"جالكسي A56","descriptionAr":"هاتف \\"ذكي\\"\\tجديد"');
  expect(String(row?.head)).toMatch(/^\{"_id":"[^\u0080-\uffff]+"options":null$/);
  // Nor does any head of the demo catalog hold Arabic (its English fields have a few "×", "–" and "’").
  expect(row?.arabicHeads).toBe(0);
});
