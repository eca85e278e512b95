import { count, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password.js';
import { withDerivedFields } from '../modules/catalog/product-derived.js';
import type { Database } from './client.js';
import { dealers, productFamilies, products, users } from './schema.js';
import { DEALERS, generateCatalogBatches, type SeedProduct } from './seed/catalog.js';

/**
 * Demo accounts; the README lists them, passwords included, so anyone can sign in to a fresh store.
 * Never created under NODE_ENV=production unless SEED_DEMO_ACCOUNTS asks (config.ts).
 */
export const DEMO_ACCOUNTS = [
  {
    name: 'Kahraba Admin',
    email: 'admin@kahraba.eg',
    password: 'Admin#2026',
    phone: '01000000001',
    role: 'admin',
  },
  {
    name: 'Kahraba Support',
    email: 'moderator@kahraba.eg',
    password: 'Support#2026',
    phone: '01000000002',
    role: 'moderator',
  },
  {
    name: 'Mona Hassan',
    email: 'shopper@kahraba.eg',
    password: 'Shopper#2026',
    phone: '01012345678',
    role: 'user',
  },
] as const;

const BATCH_SIZE = 1000;

export interface SeedOptions {
  products: number;
  /** Create the demo accounts too (default true: the seed command and tests want them). */
  demoAccounts?: boolean;
  seed?: number;
  now?: Date;
}

/**
 * Inserts the demo accounts (unless told not to), and with a catalog of `products` products the
 * dealers too; existing rows are kept.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<{ products: number }> {
  if (options.demoAccounts ?? true) await insertDemoAccounts(db);
  if (options.products === 0) return { products: 0 };
  await db
    .insert(dealers)
    .values(DEALERS.map((d) => ({ name: d.name, brief: d.brief, briefAr: d.briefAr })))
    .onConflictDoNothing();

  let inserted = 0;
  for (const batch of generateCatalogBatches({
    count: options.products,
    batchSize: BATCH_SIZE,
    seed: options.seed ?? 2026,
    now: options.now ?? new Date(),
  })) {
    const familyIds = await insertFamilies(db, batch);
    await db
      .insert(products)
      .values(
        batch.map(({ family, ...p }) =>
          withDerivedFields({
            ...p,
            familyId: family ? familyIds.get(family.slug) : null,
            updatedAt: p.createdAt,
          }),
        ),
      )
      .onConflictDoNothing();
    inserted += batch.length;
  }
  await dropLoneFamilies(db);
  // Fresh statistics, so the first listings are planned for the catalog just written. PGlite has no
  // autovacuum to gather them later.
  await db.execute(sql`analyze ${products}`);
  return { products: inserted };
}

async function insertDemoAccounts(db: Database): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const { password, ...rest } = account;
    await db
      .insert(users)
      .values({ ...rest, passwordHash: await hashPassword(password) })
      .onConflictDoNothing();
  }
}

/** The families a batch's products belong to, created where new; their ids by slug. */
async function insertFamilies(db: Database, batch: SeedProduct[]): Promise<Map<string, string>> {
  const bySlug = new Map(batch.flatMap((p) => (p.family ? [[p.family.slug, p.family] as const] : [])));
  if (bySlug.size === 0) return new Map();
  await db
    .insert(productFamilies)
    .values([...bySlug.values()])
    .onConflictDoNothing();
  const rows = await db
    .select({ id: productFamilies.id, slug: productFamilies.slug })
    .from(productFamilies)
    .where(inArray(productFamilies.slug, [...bySlug.keys()]));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/**
 * A short catalog holds only part of some lines: a family with one product offers no choice, so
 * its product leaves it and the empty family goes.
 */
async function dropLoneFamilies(db: Database): Promise<void> {
  await db.execute(sql`update ${products} set family_id = null, options = null
    where family_id in (select family_id from ${products} where family_id is not null
      group by family_id having count(*) < 2)`);
  await db.execute(sql`delete from ${productFamilies} f
    where not exists (select 1 from ${products} p where p.family_id = f.id)`);
}

/**
 * A new store starts with the demo catalog and accounts, as far as `options` ask for them (none of
 * either in production unless its settings say so). The advisory lock keeps two instances starting
 * together against one PostgreSQL from seeding twice.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<{ products: number } | null> {
  if (options.products === 0 && !(options.demoAccounts ?? true)) return null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(20261122)`);
    const [row] = await tx.select({ n: count() }).from(products);
    if ((row?.n ?? 0) > 0) return null;
    return seedDatabase(tx as unknown as Database, options);
  });
}
