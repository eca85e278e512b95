import { isBackedOldPrice } from '@kahraba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPriceHistory } from '../modules/price-history/queries.js';
import { createTestDatabase } from '../test/test-app.js';
import type { DatabaseHandle } from './client.js';
import { products } from './schema.js';
import { seedDatabase } from './seed.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 400, seed: 7, demoAccounts: false });
});
afterAll(() => database.close());

describe("the demo catalog's price history", () => {
  it('backs the old price of most long-running sales, and not of every one', async () => {
    const onSale = (
      await database.db
        .select({ id: products.id, price: products.price, after: products.priceAfterDiscount })
        .from(products)
    ).filter((p) => p.after !== null && p.after < p.price);
    let backed = 0;
    let refused = 0;
    for (const product of onSale) {
      const history = (await readPriceHistory(database.db, product.id, 90))!;
      // Every product has a history, ending at the price it sells at now.
      expect(history.points.at(-1)?.price).toBe(product.after);
      if (isBackedOldPrice(history.points, product.price, history.asOf)) backed += 1;
      else refused += 1;
    }
    expect(backed).toBeGreaterThan(onSale.length / 4);
    expect(refused).toBeGreaterThan(onSale.length / 10);
  });

  it('gives some products without a sale a past price drop', async () => {
    const plain = (
      await database.db
        .select({ id: products.id, price: products.price, after: products.priceAfterDiscount })
        .from(products)
    ).filter((p) => p.after === null);
    const histories = await Promise.all(plain.map((p) => readPriceHistory(database.db, p.id, 365)));
    const dropped = histories.filter((h) => h!.points.length === 2);
    expect(dropped.length).toBeGreaterThan(plain.length / 10);
    for (const h of dropped) expect(h!.points[0]!.price).toBeGreaterThan(h!.points[1]!.price);
  });
});
