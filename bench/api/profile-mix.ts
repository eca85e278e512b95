// Runs a distinct-query mix one request at a time against the database in DATABASE_URL, through the
// API's own listing code, and prints how much work it took: the database buffers it touched (which,
// unlike time, barely moves with what else the machine is doing), the spread of times, and the
// slowest requests with each statement's time. The tool to find the query shapes behind a slow mix.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/kahraba_bench \
//   node --import tsx api/profile-mix.ts listing|search|suggest [how many, 400 by default]
// `explain <url>` prints EXPLAIN ANALYZE of one listing's statements instead; GENERIC=1 explains the
// named ones with the generic plan the API's read connections use.
import { productListQuerySchema } from '@kahraba/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  attachPreparedRunner,
  CONNECTION_OPTIONS,
  type Database,
  READ_CONNECTION_OPTIONS,
} from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema.ts';
import { CatalogCache } from '../../apps/api/src/modules/catalog/catalog-cache.ts';
import { listProducts } from '../../apps/api/src/modules/catalog/product-list.ts';
import { suggest } from '../../apps/api/src/modules/catalog/product-queries.ts';
import { listingMix, searchMix, suggestionMix } from './query-mix.ts';

const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error('DATABASE_URL is required');
// Set as the API sets its two pools.
const pool = new pg.Pool({ connectionString, max: 1, options: CONNECTION_OPTIONS });
const readPool = new pg.Pool({
  connectionString,
  max: 1,
  options: READ_CONNECTION_OPTIONS,
});
const db = drizzle(pool, { schema }) as unknown as Database;
const captured: { text: string; params: unknown[]; ms: number }[] = [];
attachPreparedRunner(db, async (statement, params) => {
  const started = performance.now();
  const { rows } = statement.name
    ? await readPool.query({ name: statement.name, text: statement.text, values: [...params] })
    : await pool.query(statement.text, [...params]);
  captured.push({ text: statement.text, params: [...params], ms: performance.now() - started });
  return rows;
});

const listing = (url: string) =>
  listProducts(
    db,
    new CatalogCache<number>(),
    productListQuerySchema.parse(Object.fromEntries(new URL(url, 'http://x').searchParams)),
  );

/** A parameter as SQL text, for EXECUTE of a statement prepared by name. */
const literal = (value: unknown) =>
  typeof value === 'number'
    ? String(value)
    : `'${(Array.isArray(value) ? `{${value.join(',')}}` : String(value)).replace(/'/g, "''")}'`;

async function explain(url: string) {
  await listing(url);
  for (const [i, { text, params }] of [...captured].entries()) {
    const client = await readPool.connect();
    try {
      let plan: pg.QueryResult;
      if (process.env.GENERIC === '1') {
        await client.query(`prepare explained${i} as ${text}`);
        plan = await client.query(
          `explain (analyze, buffers) execute explained${i}(${params.map(literal).join(', ')})`,
        );
      } else {
        plan = await pool.query(`explain (analyze, buffers) ${text}`, params);
      }
      console.log(`\n${text.slice(0, 400)}\n${JSON.stringify(params)}`);
      for (const row of plan.rows) console.log(row['QUERY PLAN']);
    } finally {
      client.release();
    }
  }
}

async function buffersTouched(): Promise<number> {
  const { rows } = await pool.query(
    'select blks_hit + blks_read as n from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0].n);
}

async function profile(kind: string, count: number) {
  const mix = (kind === 'search' ? searchMix() : kind === 'suggest' ? suggestionMix() : listingMix()).slice(
    0,
    count,
  );
  const run =
    kind === 'suggest'
      ? (url: string) => suggest(db, new URL(url, 'http://x').searchParams.get('q') ?? '')
      : listing;
  const before = await buffersTouched();
  const results: { url: string; ms: number; statements: number[] }[] = [];
  for (const url of mix) {
    captured.length = 0;
    const started = performance.now();
    await run(url);
    results.push({ url, ms: performance.now() - started, statements: captured.map((c) => c.ms) });
  }
  // Backends report their counters to the statistics at most once a second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const buffers = (await buffersTouched()) - before;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (share: number) => times[Math.floor((times.length - 1) * share)]!.toFixed(1);
  const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
  console.log(
    `${kind}: ${times.length} requests, ${Math.round(buffers / times.length)} buffers each, ` +
      `mean ${mean.toFixed(1)} ms, p50 ${at(0.5)}, p90 ${at(0.9)}, p95 ${at(0.95)}, max ${at(1)}`,
  );
  // Where the time went: a listing's page statement first, its count (when not cached) second.
  const byPosition = results.reduce<number[]>((sums, r) => {
    r.statements.forEach((ms, i) => {
      sums[i] = (sums[i] ?? 0) + ms;
    });
    return sums;
  }, []);
  console.log(
    `time per request in statements: ${byPosition.map((ms, i) => `#${i + 1} ${(ms / times.length).toFixed(1)} ms`).join(', ')}`,
  );
  for (const r of results.sort((a, b) => b.ms - a.ms).slice(0, 25))
    console.log(`${r.ms.toFixed(1)} ms (${r.statements.map((ms) => ms.toFixed(1)).join(' + ')})  ${r.url}`);
}

const [kind = 'listing', argument] = process.argv.slice(2);
try {
  if (kind === 'explain') await explain(argument ?? '/api/product?category=Mobile');
  else await profile(kind, Number(argument ?? 400));
} finally {
  await Promise.all([pool.end(), readPool.end()]);
}
