import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, runPreparedOn } from '../../db/client.js';
import { productStats, products } from '../../db/schema.js';
import { seedDatabase } from '../../db/seed.js';
import { createProduct } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-app.js';
import { countsJson, statementTemplate } from './product-json.js';
import { keysKept, PRODUCT_FIELDS, productJsonHeadSql } from './product-shape.js';
import { productRowColumns, toProductWire } from './product-wire.js';

// PRODUCT_FIELDS is the one definition of a product's JSON: toProductWire is built from it, and
// the database's product_json_head must be its rendering, installed by a migration.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 150, seed: 7 });
  await createProduct(database.db, {
    name: 'Quotes "and" back\\slashes\ttabs',
    images: [],
    companyName: '',
    discount: null,
    priceAfterDiscount: null,
    installments: null,
  });
}, 60_000);
afterAll(() => database.close());

async function rowsOf(query: SQL): Promise<Record<string, unknown>[]> {
  const template = statementTemplate(query, { named: false });
  return runPreparedOn(database.db)(template.statement, template.params);
}

/** SQL text with its runs of whitespace made one space, its ends trimmed. */
const normalised = (text: string): string => text.replaceAll(/\s+/g, ' ').trim();

describe('the one list of a product’s fields', () => {
  it('is what the installed product_json_head runs: a change to the list needs a migration', async () => {
    const [installed] = await rowsOf(
      sql`select p.prosrc as "body" from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.proname = 'product_json_head' and n.nspname = current_schema()`,
    );
    expect(installed).toBeDefined();
    expect(normalised(String(installed?.body))).toBe(normalised(productJsonHeadSql()));
    // The migration writes the rendering as it is, whitespace included.
    expect(String(installed?.body)).toBe(productJsonHeadSql());
  });

  it('orders its fields as the kept JSON does: the head, then the counts, then the Arabic fields', async () => {
    const keys = PRODUCT_FIELDS.map((f) => f.key);
    expect([...keysKept('head'), ...keysKept('counts'), ...keysKept('arabic')]).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    // The tail product-json.ts writes holds the counts' fields in the list's order.
    expect(Object.keys(JSON.parse(`{${countsJson(1, 2, null).slice(1)}}`))).toEqual(keysKept('counts'));
    const [arabic] = await rowsOf(sql`select "arabic" from "product_json" limit 1`);
    expect(Object.keys(JSON.parse(`{${String(arabic?.arabic).slice(1)}}`))).toEqual(keysKept('arabic'));
  });

  it("gives, rendered as SQL, each seeded product's kept head and the head of its toProductWire", async () => {
    // The rendered body run over every product, its argument `p` a row of products.
    const rendered = await rowsOf(
      sql`select "p"."id" as "id", (${sql.raw(productJsonHeadSql())}) as "head", "product_json"."head" as "kept"
        from "products" "p" join "product_json" on "product_json"."product_id" = "p"."id"`,
    );
    const rows = await database.db
      .select(productRowColumns)
      .from(products)
      .innerJoin(productStats, eq(productStats.productId, products.id));
    expect(rendered.length).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(150);
    const headKeys = keysKept('head');
    for (const row of rows) {
      const { head, kept } = rendered.find((r) => r.id === row.id)!;
      // Byte for byte the text the installed function kept.
      expect(head, row.name).toBe(kept);
      const json = JSON.parse(`${String(head)}}`) as object;
      const wire = toProductWire(row);
      const wireHead = Object.fromEntries(headKeys.map((key) => [key, wire[key as keyof typeof wire]]));
      expect(json, row.name).toStrictEqual(wireHead);
      expect(Object.keys(json), row.name).toEqual(headKeys);
    }
  });
});
