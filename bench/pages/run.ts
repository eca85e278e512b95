// Page throughput benchmark: what rendering the shopper pages costs the server. The production build,
// started as `npm start` starts it, is loaded with distinct pages (urls.ts) in English and Arabic by
// autocannon, 8 connections, straight to the Node server (nothing cached, no validators sent); every
// throughput is read as a ratio to the 404 route (`GET /api/nothing-here`) of the same run.
// Scenarios: guest pages, signed-in shoppers' pages, and guest pages through the nginx cache when
// deploy/start-nginx.ts is there. Budgets in pages/budgets.ts.
//
//   node --import tsx pages/run.ts                    build, then PostgreSQL 100k and PGlite 10k
//   node --import tsx pages/run.ts --target pglite    one of the two (or --target postgres)
//   node --import tsx pages/run.ts --languages en     English pages only (default: en,ar)
//   node --import tsx pages/run.ts --no-build         measure the build that is already there
//   node --import tsx pages/run.ts --smoke            PGlite, a tiny catalog, 4 s per scenario,
//                                                     checking only that pages come back as HTML
//                                                     (npm test runs it; it uses the existing build)
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { CatalogOptions, PreparedCatalog } from '../api/database.ts';
import { runLoad } from '../api/load.ts';
import { processCpuMs, withCatalogServer } from '../api/server.ts';
import { reportFigures } from '../lib/budget.ts';
import { buildProduction, isBuilt } from '../web/server.ts';
import { FULL_RUN, PAGE_CONNECTIONS, type PageRunSettings, SMOKE_RUN } from './budgets.ts';
import { cyclingPages, isHtmlPage, loadPages, onePerKindAndLanguage } from './drive.ts';
import { type PageScenarioResult, pageFigures, pageTable, statusSummary } from './figures.ts';
import { loadNginxStarter, measureThroughNginx } from './nginx.ts';
import { productIdsFromApi, signedInShoppers } from './store.ts';
import type { Language, PageRequest } from './urls.ts';

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    target: { type: 'string' },
    languages: { type: 'string' },
  },
});
const smoke = args.smoke === true;
const settings: PageRunSettings = smoke ? SMOKE_RUN : FULL_RUN;
const languages = (args.languages?.split(',') ?? ['en', 'ar']) as Language[];
for (const language of languages)
  if (language !== 'en' && language !== 'ar')
    throw new Error(`--languages takes en and/or ar, not "${language}"`);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Its own database, so the API benchmark can run on the same server at the same time.
const BENCH_DATABASE = process.env.BENCH_PAGES_DATABASE ?? 'kahraba_bench_pages';
const NOT_FOUND_PATH = '/api/nothing-here';

interface Target {
  label: string;
  prepare(options: CatalogOptions): Promise<PreparedCatalog>;
  products: number;
}

const thousands = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));

/** Pages of every kind and language that did not come back as a 200 with an HTML document. */
async function pagesNotServed(baseUrl: string, pages: readonly PageRequest[]): Promise<string[]> {
  const sample = onePerKindAndLanguage(pages);
  const answers = await loadPages(baseUrl, sample, 2, Date.now() + 60_000);
  if (answers.length < sample.length) return [`only ${answers.length} of ${sample.length} pages answered`];
  return answers
    .filter((answer) => !isHtmlPage(answer))
    .map((a) => `${a.page.cookie ? 'signed-in ' : ''}${a.page.path}: ${a.status} ${a.contentType}`);
}

async function benchTarget(target: Target, password: string) {
  const started = performance.now();
  console.log(`\n${target.label}: preparing the catalog…`);
  const catalog = await target.prepare({
    products: target.products,
    shoppers: settings.shoppers,
    checkoutProducts: settings.shoppers,
    sampleProducts: 0,
  });
  console.log(
    `  seeded ${catalog.products} products in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return withCatalogServer(catalog, async (server) => {
    const results: PageScenarioResult[] = [];
    let notServed: string[] = [];
    // Loaded after the build, as database.ts is: the page mix reads @kahraba/domain's compiled output.
    const { guestPages, signedInPages } = await import('./urls.ts');
    const productIds = await productIdsFromApi(server.baseUrl, settings.productPages);
    const shoppers = await signedInShoppers(server.baseUrl, catalog, password, settings.shoppers);
    const guests = guestPages({ productIds, count: settings.guestUrls, languages });
    const signedIn = signedInPages(shoppers, languages);
    console.log(
      `  ${productIds.length} products, ${guests.length} guest pages, ${shoppers.length} signed-in shoppers ` +
        `(${signedIn.length} pages), ${languages.join(' and ')}, ${PAGE_CONNECTIONS} connections`,
    );
    notServed = await pagesNotServed(server.baseUrl, [...guests, ...signedIn]);
    for (const line of notServed) console.log(`  not served as a page: ${line}`);

    const scenarios: { name: string; kind: PageScenarioResult['kind']; pages?: PageRequest[] }[] = [
      { name: `404 route (${NOT_FOUND_PATH})`, kind: 'baseline' },
      { name: 'guest pages (uncached)', kind: 'guest', pages: guests },
      { name: 'signed-in pages', kind: 'signed-in', pages: signedIn },
    ];
    for (const scenario of scenarios) {
      const load = {
        baseUrl: server.baseUrl,
        connections: PAGE_CONNECTIONS,
        // One cursor for the warm-up and the measurement: the measurement goes on to pages not yet seen.
        requests: scenario.pages ? [cyclingPages(scenario.pages)] : [{ method: 'GET', path: NOT_FOUND_PATH }],
        expectStatus: scenario.pages
          ? (status: number) => status >= 200 && status < 300
          : (status: number) => status === 404,
      };
      if (settings.warmupSeconds > 0) {
        await runLoad({ ...load, durationSeconds: settings.warmupSeconds });
        await sleep(settings.settleSeconds * 1000);
      }
      const cpuBefore = processCpuMs(server.pid);
      const measurement = await runLoad({ ...load, durationSeconds: settings.durationSeconds });
      // Read before the settling pause, which the answers left in flight are for, not the figure.
      const serverCpuMs = processCpuMs(server.pid) - cpuBefore;
      await sleep(settings.settleSeconds * 1000);
      results.push({ name: scenario.name, kind: scenario.kind, measurement, serverCpuMs });
      console.log(
        `  ${scenario.name}: ${measurement.requestsPerSecond.toFixed(0)} answers/s, ` +
          `p95 ${measurement.p95.toFixed(1)} ms (${statusSummary(measurement)})`,
      );
    }

    const starter = await loadNginxStarter();
    if (!starter) console.log('  nginx scenario: deploy/start-nginx.ts not present, skipped');
    else {
      const nginx = await starter.startNginx({ upstreamPort: Number(new URL(server.baseUrl).port) });
      try {
        const measurement = await measureThroughNginx(nginx.baseUrl, guests.slice(0, 1_000), {
          connections: PAGE_CONNECTIONS,
          warmupSeconds: settings.warmupSeconds,
          durationSeconds: settings.durationSeconds,
          primeTimeoutMs: 120_000,
        });
        results.push({ name: 'guest pages through nginx', kind: 'nginx', measurement });
        console.log(`  guest pages through nginx: ${measurement.requestsPerSecond.toFixed(0)} answers/s`);
      } finally {
        await nginx.stop();
      }
    }
    return { results, notServed, peakRssMb: server.peakRssMb() };
  });
}

async function main(): Promise<number> {
  if (args['no-build'] === true || (smoke && isBuilt())) console.log('using the existing production build');
  else {
    console.log('building for production (npm run build)');
    buildProduction();
  }
  // Loaded after the build: the API's modules import @kahraba/domain's compiled output.
  const { BENCH_SHOPPER_PASSWORD, preparePglite, preparePostgres } = await import('../api/database.ts');
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
    `Page benchmark (${smoke ? 'smoke run' : 'full run'}): ${settings.durationSeconds} s per scenario ` +
      `after ${settings.warmupSeconds} s of warm-up`,
  );
  let missed = 0;
  for (const target of targets) {
    const { results, notServed, peakRssMb } = await benchTarget(target, BENCH_SHOPPER_PASSWORD);
    console.log(`\n### ${target.label}: every figure\n\n${pageTable(results)}`);
    console.log(`\nserver peak RSS ${peakRssMb.toFixed(0)} MB`);
    missed += reportFigures(`Page budgets: ${target.label}`, [
      {
        name: `${target.label}: page kinds and languages not served as HTML`,
        value: notServed.length,
        unit: '',
        budget: 0,
        comparison: 'max',
      },
      ...pageFigures(target.label, results, settings.enforceBudgets),
    ]);
  }
  return missed;
}

main().then(
  (missed) => process.exit(missed === 0 ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
