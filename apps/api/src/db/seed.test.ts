import { CATEGORIES, CATEGORY_PAGES } from '@kahraba/domain';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/auth/password.js';
import { TYPE_COLUMNS } from '../modules/catalog/product-filters.js';
import { createTestDatabase } from '../test/test-app.js';
import type { DatabaseHandle } from './client.js';
import { dealers, products, users } from './schema.js';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seeding an empty store', () => {
  it('fills the catalog once and leaves a seeded store alone', async () => {
    const first = await seedIfEmpty(database.db, { products: 300, seed: 1 });
    expect(first).toEqual({ products: 300 });
    expect(await seedIfEmpty(database.db, { products: 300, seed: 1 })).toBeNull();
    const [row] = await database.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(300);
  });

  it('covers every category and every category-page type id', async () => {
    for (const category of CATEGORIES) {
      const [row] = await database.db
        .select({ n: count() })
        .from(products)
        .where(eq(products.category, category));
      expect(row?.n, category).toBeGreaterThan(0);
    }
    for (const page of Object.values(CATEGORY_PAGES)) {
      for (const typeId of page.typeIds) {
        const [row] = await database.db
          .select({ n: count() })
          .from(products)
          .where(eq(TYPE_COLUMNS[page.typeField], typeId));
        expect(row?.n, `${page.key}/${typeId}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('stores search text folded for matching', async () => {
    const [row] = await database.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.brand, 'Samsung'), sql`${products.searchText} like '%samsung%'`));
    expect(row?.n).toBeGreaterThan(0);
  });

  it('has out-of-stock, used and exclusive products', async () => {
    const [out] = await database.db.select({ n: count() }).from(products).where(eq(products.quantity, 0));
    const [used] = await database.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.used, true), isNotNull(products.usedStatus)));
    const [exclusive] = await database.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.isExclusive, true));
    expect(out?.n).toBeGreaterThan(0);
    expect(used?.n).toBeGreaterThan(0);
    expect(exclusive?.n).toBeGreaterThan(0);
  });

  it('creates the demo accounts with argon2id hashes of their documented passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(user?.role).toBe(account.role);
      expect(user?.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
      expect(await verifyPassword(user!.passwordHash, 'wrong-password')).toBe(false);
    }
  });

  it('refuses negative stock at the database', async () => {
    const [any] = await database.db.select({ id: products.id }).from(products).limit(1);
    await expect(
      database.db.update(products).set({ quantity: -1 }).where(eq(products.id, any!.id)),
    ).rejects.toThrow();
  });
});

describe('seeding a production store', () => {
  let empty: DatabaseHandle;
  beforeAll(async () => {
    empty = await createTestDatabase();
  });
  afterAll(() => empty.close());

  const rows = async () => ({
    users: (await empty.db.select({ n: count() }).from(users))[0]?.n,
    products: (await empty.db.select({ n: count() }).from(products))[0]?.n,
    dealers: (await empty.db.select({ n: count() }).from(dealers))[0]?.n,
  });

  it('creates no demo account and leaves an empty catalog empty when asked for neither', async () => {
    expect(await seedIfEmpty(empty.db, { products: 0, demoAccounts: false })).toBeNull();
    expect(await rows()).toEqual({ users: 0, products: 0, dealers: 0 });
  });

  it('creates the demo accounts alone when they are asked for without a catalog', async () => {
    expect(await seedIfEmpty(empty.db, { products: 0, demoAccounts: true })).toEqual({ products: 0 });
    expect(await rows()).toEqual({ users: DEMO_ACCOUNTS.length, products: 0, dealers: 0 });
  });
});
