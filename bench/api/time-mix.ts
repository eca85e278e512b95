// Times every query of the uncached mix once, one at a time, against the database in DATABASE_URL,
// and prints the slowest: where to look with explain-catalog.ts when a mix misses its budget.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/kahraba_bench \
//   node --conditions=@kahraba/source --import tsx api/time-mix.ts [listing|search|suggest] [count]
import { productListQuerySchema } from '@kahraba/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { attachPreparedRunner, type Database } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema.ts';
import { CatalogCache } from '../../apps/api/src/modules/catalog/catalog-cache.ts';
import { listProducts } from '../../apps/api/src/modules/catalog/product-list.ts';
import { suggest } from '../../apps/api/src/modules/catalog/product-queries.ts';
import { listingMix, searchMix, suggestionMix } from './query-mix.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, max: 4 });
const db = drizzle(pool, { schema }) as unknown as Database;
attachPreparedRunner(db, async (statement, params) => (await pool.query(statement.text, [...params])).rows);

const kind = process.argv[2] ?? 'listing';
const count = Number(process.argv[3] ?? 300);
const paths = (kind === 'search' ? searchMix() : kind === 'suggest' ? suggestionMix() : listingMix()).slice(
  0,
  count,
);
const timings: { path: string; ms: number }[] = [];
for (const path of paths) {
  const params = Object.fromEntries(new URL(path, 'http://x').searchParams);
  const started = performance.now();
  if (kind === 'suggest') await suggest(db, params.q ?? '');
  else await listProducts(db, new CatalogCache<number>(), productListQuerySchema.parse(params));
  timings.push({ path: decodeURIComponent(path), ms: performance.now() - started });
}
timings.sort((a, b) => b.ms - a.ms);
const at = (q: number) => timings[Math.floor((1 - q) * (timings.length - 1))]!.ms.toFixed(1);
console.log(`${kind}: ${timings.length} queries, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
for (const t of timings.slice(0, 12)) console.log(`${t.ms.toFixed(1).padStart(8)} ms  ${t.path}`);
await pool.end();
