// Sitemap benchmark: how long each file of /sitemap.xml takes to answer at 100 000 products, against
// SITEMAP_BUDGETS (budgets.ts). The production build, uncached (no nginx in front): what a crawler's
// first visit, or a shared cache refreshing its copy, costs the server.
//
//   node --import tsx sitemap/run.ts                 build, then PostgreSQL 100k and PGlite 100k
//   node --import tsx sitemap/run.ts --target pglite only one of them
//   node --import tsx sitemap/run.ts --no-build      measure the build that is already there
//   node --import tsx sitemap/run.ts --smoke         a tiny catalog on PGlite, budgets reported only
import { parseArgs } from 'node:util';
import type { CatalogOptions, PreparedCatalog } from '../api/database.ts';
import { withCatalogServer } from '../api/server.ts';
import type { Figure } from '../lib/budget.ts';
import { reportFigures } from '../lib/budget.ts';
import { buildProduction, isBuilt } from '../web/server.ts';
import { FULL_RUN, SITEMAP_BUDGETS, SMOKE_RUN } from './budgets.ts';

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    target: { type: 'string' },
  },
});
const smoke = args.smoke === true;
const settings = smoke ? SMOKE_RUN : FULL_RUN;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'kahraba_bench';

const thousands = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));

interface Target {
  label: string;
  products: number;
  prepare(options: CatalogOptions): Promise<PreparedCatalog>;
}

interface Timed {
  file: string;
  ms: number;
  /** What is wrong with the answer, if anything: its status, caching or contents. */
  problem?: string;
}

/** Asks for `path` and reads its whole body, timing both. */
async function timedGet(baseUrl: string, path: string): Promise<Timed & { body: string }> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`);
  const body = await res.text();
  const ms = performance.now() - started;
  let problem: string | undefined;
  if (res.status !== 200) problem = `status ${res.status}`;
  else if (!/public.*s-maxage/.test(res.headers.get('cache-control') ?? ''))
    problem = `not cacheable (${res.headers.get('cache-control')})`;
  else if (!body.startsWith('<?xml')) problem = 'not XML';
  return { file: path, ms, body, ...(problem ? { problem } : {}) };
}

async function benchTarget(target: Target): Promise<Figure[]> {
  console.log(`\n${target.label}: preparing the catalog…`);
  const catalog = await target.prepare({
    products: target.products,
    shoppers: 1,
    checkoutProducts: 0,
    sampleProducts: 0,
  });
  return withCatalogServer(catalog, async (server) => {
    const index = await timedGet(server.baseUrl, '/sitemap.xml');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    const timings: Timed[] = [index];
    for (let round = 0; round < settings.repeats; round += 1) {
      for (const file of files) {
        const answer = await timedGet(server.baseUrl, file);
        const urls = answer.body.match(/<url>/g)?.length ?? 0;
        if (!answer.problem && urls === 0) answer.problem = 'no URLs';
        timings.push({
          file: answer.file,
          ms: answer.ms,
          ...(answer.problem ? { problem: answer.problem } : {}),
        });
        if (round === 0)
          console.log(
            `  ${file}: ${urls} URLs, ${(answer.body.length / 1e6).toFixed(1)} MB, ${answer.ms.toFixed(0)} ms`,
          );
      }
    }
    const slowest = (wanted: (file: string) => boolean) =>
      Math.max(0, ...timings.filter((t) => wanted(t.file)).map((t) => t.ms));
    const isProducts = (file: string) => /\/sitemaps\/products-\d+\.xml$/.test(file);
    const wrong = timings.filter((t) => t.problem);
    for (const t of wrong) console.log(`  ${t.file}: ${t.problem}`);
    const kind = settings.enforceLatency ? 'max' : 'info';
    return [
      {
        name: `${target.label}: sitemap answers not right`,
        value: wrong.length,
        unit: '',
        budget: 0,
        comparison: 'max',
      },
      {
        name: `${target.label}: product files (${files.filter(isProducts).length}), slowest answer`,
        value: slowest(isProducts),
        unit: 'ms',
        budget: SITEMAP_BUDGETS.productFileMaxMs,
        comparison: kind,
      },
      {
        name: `${target.label}: index, static, category and brand files, slowest answer`,
        value: slowest((file) => !isProducts(file)),
        unit: 'ms',
        budget: SITEMAP_BUDGETS.otherFileMaxMs,
        comparison: kind,
      },
    ];
  });
}

async function main(): Promise<number> {
  if (args['no-build'] === true || (smoke && isBuilt())) console.log('using the existing production build');
  else {
    console.log('building for production (npm run build)');
    buildProduction();
  }
  // Loaded after the build: the API's modules import @kahraba/domain's compiled output.
  const { preparePglite, preparePostgres } = await import('../api/database.ts');
  const all: Target[] = [
    {
      label: `PostgreSQL ${thousands(settings.postgresProducts)}`,
      products: settings.postgresProducts,
      prepare: (options) => preparePostgres(adminUrl, BENCH_DATABASE, options),
    },
    {
      label: `PGlite ${thousands(settings.pgliteProducts)}`,
      products: settings.pgliteProducts,
      prepare: preparePglite,
    },
  ];
  const targets = all.filter((t) =>
    smoke ? t.label.startsWith('PGlite') : !args.target || t.label.toLowerCase().startsWith(args.target),
  );
  if (targets.length === 0) throw new Error(`--target takes pglite or postgres, not "${args.target}"`);
  console.log(
    `Sitemap benchmark (${smoke ? 'smoke run' : 'full run'}): each file asked ${settings.repeats} time(s)`,
  );
  let missed = 0;
  for (const target of targets)
    missed += reportFigures(`Sitemap budgets: ${target.label}`, await benchTarget(target));
  return missed;
}

process.exit(await main());
