import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { seedDatabase } from './seed.js';

/** `npm run seed -- --products 100000`: adds demo products (e.g. a large catalog for benchmarks). */
async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '300' }, seed: { type: 'string', default: '2026' } },
  });
  const productsCount = Number(values.products);
  const seed = Number(values.seed);
  if (!Number.isInteger(productsCount) || productsCount < 0 || productsCount > 1_000_000) {
    throw new Error(`--products must be a whole number between 0 and 1000000 (got "${values.products}")`);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dir: config.dataDir },
  );
  const started = performance.now();
  try {
    const result = await seedDatabase(database.db, {
      products: productsCount,
      seed,
      demoAccounts: config.seedDemoAccounts,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${result.products} products into ${database.kind} in ${seconds} s`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
