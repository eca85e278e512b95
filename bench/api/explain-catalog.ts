// Prints EXPLAIN ANALYZE for every catalog query the API runs, against the database in DATABASE_URL.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/kahraba_bench node --import tsx api/explain-catalog.ts
import { productFacetsQuerySchema, productListQuerySchema } from '@kahraba/domain';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { attachPreparedRunner, type Database } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema.ts';
import { CatalogCache } from '../../apps/api/src/modules/catalog/catalog-cache.ts';
import { productFacets } from '../../apps/api/src/modules/catalog/product-facets.ts';
import { listProducts } from '../../apps/api/src/modules/catalog/product-list.ts';
import {
  findProduct,
  findProductJson,
  listDealers,
  mostViewedJson,
  relatedProductsJson,
  suggest,
  topExclusiveJson,
  usedProductsJson,
} from '../../apps/api/src/modules/catalog/product-queries.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
// As the API's connections are set (apps/api/src/db/client.ts): no JIT compilation; with GENERIC=1,
// as its named statements are planned (one generic plan, no parallel workers).
const generic =
  process.env.GENERIC === '1'
    ? ' -c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0'
    : '';
const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c jit=off${generic}` });
const captured: { sql: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (sql, params) => void captured.push({ sql, params }) };
const db = drizzle(pool, { schema, logger }) as unknown as Database;
// The catalog's hot reads skip the query builder (and so its logger): capture them here too.
attachPreparedRunner(db, async (statement, params) => {
  captured.push({ sql: statement.text, params: [...params] });
  return (await pool.query(statement.text, [...params])).rows;
});

async function explain(label: string, run: () => Promise<unknown>) {
  captured.length = 0;
  await run();
  for (const { sql, params } of [...captured]) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const plan = await client.query(`explain (analyze, buffers) ${sql}`, params);
      await client.query('rollback');
      console.log(`\n### ${label}\n${sql.slice(0, 300)}\n${JSON.stringify(params).slice(0, 200)}`);
      for (const row of plan.rows) console.log(row['QUERY PLAN']);
    } finally {
      client.release();
    }
  }
}

// A fresh count cache per call, so every listing's count query is explained too.
const list = (query: Record<string, string>) => () =>
  listProducts(db, new CatalogCache<number>(), productListQuerySchema.parse(query));
const only = process.argv[2];
const cases: [string, () => Promise<unknown>][] = [
  ['home first products', list({ limit: '8' })],
  ['listing Mobile price-asc', list({ category: 'Mobile', sort: 'price-asc' })],
  ['listing Mobile price-asc deep', list({ category: 'Mobile', sort: 'price-asc', page: '400' })],
  ['listing Mobile newest', list({ category: 'Mobile' })],
  ['listing Mobile oldest', list({ category: 'Mobile', sort: 'oldest' })],
  ['listing Mobile price-desc', list({ category: 'Mobile', sort: 'price-desc' })],
  ['listing Mobile name-asc', list({ category: 'Mobile', sort: 'name-asc' })],
  ['listing Mobile name-desc', list({ category: 'Mobile', sort: 'name-desc' })],
  ['listing Mobile most-selling', list({ category: 'Mobile', sort: 'most-selling' })],
  ['listing Mobile discount', list({ category: 'Mobile', sort: 'discount' })],
  ['listing Laptop Gaming', list({ category: 'Laptop', productType: 'Gaming' })],
  ['listing all price-asc', list({ sort: 'price-asc' })],
  ['listing brand Apple', list({ brand: 'Apple' })],
  ['listing brand rare by name', list({ brand: '8BitDo', sort: 'name-desc' })],
  [
    'listing brands several by price',
    list({ brand: '8BitDo,Activision,PlayVital', sort: 'price-asc', page: '3' }),
  ],
  ['listing offers', list({ discount: 'yes', sort: 'discount' })],
  ['search samsung galaxy', list({ search: 'samsung galaxy' })],
  ['search arabic', list({ search: 'سامسونج جالكسي' })],
  ['search one letter', list({ search: 'a' })],
  ['search selective', list({ search: 'iphone 15 pro max' })],
  ['search + category', list({ search: 'samsung', category: 'Mobile', sort: 'price-asc' })],
  ['search best match broad', list({ search: 'samsung' })],
  ['search best match arabic', list({ search: 'ايفون' })],
  ['search best match two words', list({ search: 'iphone case' })],
  ['search best match category words', list({ search: 'laptop gaming' })],
  ['search best match misspelt', list({ search: 'samsng galaxi' })],
  ['search nothing found', list({ search: 'smsng' })],
  ['search best match deep', list({ search: 'samsung', page: '40' })],
  [
    'listing brand and price',
    list({
      category: 'Laptop',
      brand: 'Lenovo,Dell',
      priceMin: '20000',
      priceMax: '60000',
      sort: 'price-desc',
      page: '3',
    }),
  ],
  ['listing type deep', list({ category: 'Audio', productType: 'InEar', sort: 'name-asc', page: '40' })],
  ['listing spec common', list({ category: 'Mobile', spec: 'ram:8', sort: 'price-asc' })],
  ['listing spec rare deep', list({ category: 'Laptop', spec: 'processor:snapdragon,ram:32', page: '10' })],
  ['listing spec two filters', list({ category: 'Mobile', spec: 'ram:12,storage:512', sort: 'newest' })],
  ['suggest sam', () => suggest(db, 'sam')],
  ['suggest s', () => suggest(db, 's')],
  ['suggest rare', () => suggest(db, 'ultram')],
  ['facets Mobile', () => productFacets(db, productFacetsQuerySchema.parse({ category: 'Mobile' }))],
  ['facets all', () => productFacets(db, productFacetsQuerySchema.parse({}))],
  ['facets search', () => productFacets(db, productFacetsQuerySchema.parse({ q: 'samsung' }))],
  [
    'facets Laptop brand price',
    () =>
      productFacets(
        db,
        productFacetsQuerySchema.parse({ category: 'Laptop', brand: 'Lenovo', priceMin: '20000' }),
      ),
  ],
  [
    'facets Mobile spec',
    () => productFacets(db, productFacetsQuerySchema.parse({ category: 'Mobile', spec: 'ram:12' })),
  ],
  ['most viewed', () => mostViewedJson(db)],
  ['top exclusive', () => topExclusiveJson(db, 24)],
  ['used', () => usedProductsJson(db, 24)],
  ['dealers', () => listDealers(db)],
];
const { rows } = await pool.query('select id from products where category = $1 limit 1', ['Mobile']);
const productId = rows[0].id as string;
cases.push(['find product', () => findProduct(db, productId)]);
cases.push(['product detail', () => findProductJson(db, productId)]);
cases.push([
  'related',
  async () => {
    const p = await findProduct(db, productId);
    captured.length = 0;
    return relatedProductsJson(db, p!);
  },
]);
for (const [label, run] of cases) if (!only || label.includes(only)) await explain(label, run);
await pool.end();
