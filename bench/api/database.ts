// Prepares the catalog a benchmark runs against, before the server starts (PGlite allows one process
// at a time). Seeding goes through the API's own seedDatabase, the function behind
// `npm run seed -- --products N`, so the benchmark measures the catalog every developer gets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../../apps/api/src/db/client.ts';
import { products, users } from '../../apps/api/src/db/schema.ts';
import { seedDatabase } from '../../apps/api/src/db/seed.ts';
import { hashPassword } from '../../apps/api/src/modules/auth/password.ts';

export const BENCH_SHOPPER_PASSWORD = 'Bench#Shopper2026';

/** What the scenarios need to know about the prepared catalog. */
export interface PreparedCatalog {
  /** Environment for the server: DATABASE_URL or DATA_DIR. */
  serverEnv: Record<string, string>;
  products: number;
  shopperEmails: string[];
  /** Products given ample stock, so concurrent checkouts never run out. */
  checkoutProductIds: string[];
  /** Ids to view in random order in the product-detail scenario. */
  sampleProductIds: string[];
  /** Drops the database or deletes the data directory. */
  dispose(): Promise<void>;
}

export interface CatalogOptions {
  products: number;
  shoppers: number;
  checkoutProducts: number;
  sampleProducts: number;
}

/**
 * Shoppers are written straight into the database: signing up 32 of them through the API would trip
 * the per-address sign-up limit, which stays at its production value.
 */
async function addShoppers(handle: DatabaseHandle, count: number): Promise<string[]> {
  const passwordHash = await hashPassword(BENCH_SHOPPER_PASSWORD);
  const emails = Array.from(
    { length: count },
    (_, i) => `bench-shopper-${String(i + 1).padStart(3, '0')}@bench.kahraba.test`,
  );
  await handle.db
    .insert(users)
    .values(
      emails.map((email, i) => ({
        name: `Bench Shopper ${i + 1}`,
        email,
        phone: '01000000000',
        passwordHash,
      })),
    )
    .onConflictDoNothing();
  return emails;
}

async function fillCatalog(handle: DatabaseHandle, options: CatalogOptions, seed: boolean) {
  const seeded = seed
    ? (await seedDatabase(handle.db, { products: options.products })).products
    : ((await handle.db.select({ n: count() }).from(products))[0]?.n ?? 0);
  const shopperEmails = await addShoppers(handle, options.shoppers);
  const inStock = await handle.db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.deletedAt), gt(products.quantity, 0)))
    .orderBy(products.id)
    .limit(options.checkoutProducts);
  const checkoutProductIds = inStock.map((p) => p.id);
  // Checkout measures placing orders, not running out: a 409 out-of-stock answer would be an error.
  for (const id of checkoutProductIds)
    await handle.db.update(products).set({ quantity: 1_000_000 }).where(eq(products.id, id));
  const sample = await handle.db
    .select({ id: products.id })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(sql`random()`)
    .limit(options.sampleProducts);
  return { seeded, shopperEmails, checkoutProductIds, sampleProductIds: sample.map((p) => p.id) };
}

async function prepare(target: DatabaseTarget, options: CatalogOptions, seed = true) {
  const handle = await openDatabase(target);
  try {
    const filled = await fillCatalog(handle, options, seed);
    // A store that has been running a while has had autovacuum: fresh statistics and a visibility map.
    await handle.db.execute(sql`vacuum analyze`);
    return filled;
  } finally {
    await handle.close();
  }
}

/**
 * A fresh PostgreSQL database `name` on the server `adminUrl` points at (dropped first if it
 * exists). With `reuse`, a database left by an earlier run (`--keep-database`) is used as it is.
 */
export async function preparePostgres(
  adminUrl: string,
  name: string,
  options: CatalogOptions,
  reuse = false,
): Promise<PreparedCatalog> {
  const admin = async (statement: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query(statement, params)).rowCount ?? 0;
    } finally {
      await client.end();
    }
  };
  const quoted = `"${name.replace(/"/g, '""')}"`;
  const exists = (await admin('select 1 from pg_database where datname = $1', [name])) > 0;
  const seed = !(reuse && exists);
  if (seed) {
    await admin(`drop database if exists ${quoted} with (force)`);
    await admin(`create database ${quoted}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const filled = await prepare({ kind: 'postgres', url: url.toString() }, options, seed);
  return {
    serverEnv: { DATABASE_URL: url.toString() },
    products: filled.seeded,
    shopperEmails: filled.shopperEmails,
    checkoutProductIds: filled.checkoutProductIds,
    sampleProductIds: filled.sampleProductIds,
    dispose: async () => {
      await admin(`drop database if exists ${quoted} with (force)`);
    },
  };
}

/** A PGlite data directory in a temporary folder. */
export async function preparePglite(options: CatalogOptions): Promise<PreparedCatalog> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kahraba-bench-'));
  const filled = await prepare({ kind: 'pglite', dir }, options);
  return {
    serverEnv: { DATA_DIR: dir },
    products: filled.seeded,
    shopperEmails: filled.shopperEmails,
    checkoutProductIds: filled.checkoutProductIds,
    sampleProductIds: filled.sampleProductIds,
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
