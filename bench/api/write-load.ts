// The catalog as staff and shoppers keep it moving: a writer that changes one product's price and
// sells another out every second, straight in the database (as any instance of the server would,
// or the staff console), while the distinct-query mixes run. And how long a change takes to show
// in another instance's listing (decision 0025).
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface Writer {
  /** Writes done so far (prices changed and products sold out). */
  writes(): number;
  stop(): Promise<void>;
}

/** Every `everyMs`, one product's price changed and another's stock set to 0, each in its own transaction. */
export async function startWriter(
  databaseUrl: string,
  productIds: readonly string[],
  everyMs = 1000,
): Promise<Writer> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let done = 0;
  let stopped = false;
  const pick = () => productIds[Math.floor(Math.random() * productIds.length)]!;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const price = 1000 + Math.round(Math.random() * 60_000);
      await client.query('update products set price = $1 where id = $2', [price, pick()]);
      await client.query('update products set quantity = 0 where id = $1', [pick()]);
      done += 2;
      await sleep(Math.max(0, everyMs - (performance.now() - started)));
    }
  })();
  return {
    writes: () => done,
    async stop() {
      stopped = true;
      await loop;
      await client.end();
    },
  };
}

/**
 * Milliseconds from a committed change (a price below every other and a new stock level) to the
 * listing of another instance (`baseUrl`) showing both, for `rounds` changes.
 */
export async function visibilityDelays(databaseUrl: string, baseUrl: string, productId: string, rounds = 10) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const delays: number[] = [];
  try {
    const { rows } = await client.query<{ category: string }>('select category from products where id = $1', [
      productId,
    ]);
    const category = rows[0]!.category;
    const listing = `${baseUrl}/api/product?category=${encodeURIComponent(category)}&sort=price-asc&limit=1`;
    for (let round = 0; round < rounds; round++) {
      const price = (0.01 * (round + 1)).toFixed(2);
      const quantity = 100 + round;
      await client.query('update products set price = $1, quantity = $2 where id = $3', [
        price,
        quantity,
        productId,
      ]);
      const committed = performance.now();
      for (;;) {
        type Card = { _id: string; price: number; quantity: number };
        const body = (await (await fetch(listing)).json()) as { data: Card[] | { items: Card[] } };
        const first = (Array.isArray(body.data) ? body.data : body.data.items)[0];
        if (first?._id === productId && Number(first.price) === Number(price) && first.quantity === quantity)
          break;
        if (performance.now() - committed > 30_000) throw new Error('a change did not show in 30 s');
        await sleep(5);
      }
      delays.push(performance.now() - committed);
      await sleep(200);
    }
  } finally {
    await client.end();
  }
  return delays.sort((a, b) => a - b);
}
