import { count, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password.js';
import { withDerivedFields } from '../modules/catalog/product-derived.js';
import type { Database } from './client.js';
import { dealers, productFamilies, productPriceHistory, productStats, products, users } from './schema.js';
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
    const added = await db
      .insert(products)
      .values(
        batch.map(({ family, views: _views, sold: _sold, ...p }) =>
          withDerivedFields({
            ...p,
            familyId: family ? familyIds.get(family.slug) : null,
            updatedAt: p.createdAt,
          }),
        ),
      )
      .onConflictDoNothing()
      .returning({ id: products.id, slug: products.slug });
    await setCounts(db, batch, added);
    await insertPastPrices(
      db,
      added.map((p) => p.id),
      options.now ?? new Date(),
    );
    inserted += batch.length;
  }
  await dropLoneFamilies(db);
  // Fresh statistics, so the first listings are planned for the catalog just written. PGlite has no
  // autovacuum to gather them later.
  await db.execute(sql`analyze ${products}`);
  await db.execute(sql`analyze ${productStats}`);
  return { products: inserted };
}

/**
 * Past prices for the products just added, so the product page's chart has something to draw and
 * the honest old-price rule (domain isBackedOldPrice) both shows and refuses demo discounts. The
 * insert trigger recorded each product's current selling price from its creation; here, chosen
 * by product code so every seed of the same catalog is the same:
 * - two in three products on sale for over 45 days sold at their list price until the sale began,
 *   3 to 27 days ago, so their struck-through price is backed; the rest have sold at the sale price
 *   since they came in, and their list price is not shown as an old price;
 * - one in four other products over 60 days old cost about 6% more until 20 to 49 days ago.
 * Two set-based statements per batch of 1 000: a 100 000-product seed barely notices them.
 */
async function insertPastPrices(db: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const idList = sql`${`{${ids.join(',')}}`}::uuid[]`;
  await db.execute(sql`
    with "chosen" as (
      select "id", "price", "created_at",
        ${now}::timestamptz - make_interval(days => 3 + abs(hashtext("product_code")) % 25) as "sale_start"
      from ${products}
      where "id" = any(${idList}) and "price_after_discount" < "price"
        and "created_at" < ${now}::timestamptz - interval '45 days' and abs(hashtext("product_code")) % 3 <> 0
    ), "moved" as (
      update ${productPriceHistory} h set "recorded_at" = c."sale_start" from "chosen" c where h."product_id" = c."id"
    )
    insert into ${productPriceHistory} ("product_id", "price", "recorded_at")
    select "id", "price", "created_at" from "chosen"`);
  await db.execute(sql`
    with "chosen" as (
      select "id", "price", "created_at",
        ${now}::timestamptz - make_interval(days => 20 + abs(hashtext("product_code")) % 30) as "drop_at"
      from ${products}
      where "id" = any(${idList}) and "price_after_discount" is null and "price" >= 100
        and "created_at" < ${now}::timestamptz - interval '60 days' and abs(hashtext("product_code")) % 4 = 1
    ), "moved" as (
      update ${productPriceHistory} h set "recorded_at" = c."drop_at" from "chosen" c where h."product_id" = c."id"
    )
    insert into ${productPriceHistory} ("product_id", "price", "recorded_at")
    select "id", round("price" * 1.06, -1) - 1, "created_at" from "chosen"`);
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

/**
 * The views and units sold of the products just added (product_stats, added with them at zero), in
 * one statement per batch.
 */
async function setCounts(
  db: Database,
  batch: readonly SeedProduct[],
  added: readonly { id: string; slug: string }[],
): Promise<void> {
  const bySlug = new Map(batch.map((p) => [p.slug, p]));
  const counts = added.flatMap(({ id, slug }) => {
    const p = bySlug.get(slug);
    return p && (p.views > 0 || p.sold > 0) ? [{ id, views: p.views, sold: p.sold }] : [];
  });
  if (counts.length === 0) return;
  await db.execute(sql`update ${productStats} set "views" = "c"."views", "sold" = "c"."sold"
    from json_to_recordset(${JSON.stringify(counts)}::json) as "c"("id" uuid, "views" int, "sold" int)
    where ${productStats.productId} = "c"."id"`);
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
