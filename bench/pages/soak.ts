// Memory soak: renders many mixed pages (pages/urls.ts: guests and signed-in shoppers, English and
// Arabic, catalog, search, product, offers, cart, order and account pages, all distinct but the
// signed-in ones) on 4 connections against the production server started as `npm start` starts it,
// with its inspector open. Every `measureEvery` pages it forces a full GC through the inspector and
// records the V8 heap used (and external memory) and the process's RSS from /proc; then checks how
// much they grew between the second measurement and the last (bounds in pages/budgets.ts).
//
//   node --import tsx pages/soak.ts                  10 000 pages on PGlite (300 products), heap and RSS checked
//   node --import tsx pages/soak.ts --pages 20000    more pages
//   node --import tsx pages/soak.ts --target postgres  on PostgreSQL with 100 000 products instead
//   node --import tsx pages/soak.ts --languages en   English pages only (default: en,ar)
//   node --import tsx pages/soak.ts --smoke          1 000 pages on a tiny catalog, measured every 200,
//                                                    failing when the heap after GC grows past its bound
//                                                    (npm test runs it; it uses the existing build)
import { parseArgs } from 'node:util';
import type { PreparedCatalog } from '../api/database.ts';
import { procStatusMb, type RunningServer, withCatalogServer } from '../api/server.ts';
import { type Figure, reportFigures } from '../lib/budget.ts';
import { buildProduction, isBuilt } from '../web/server.ts';
import { type GrowthBound, SOAK_FULL, SOAK_SMOKE, type SoakSettings } from './budgets.ts';
import { loadPages } from './drive.ts';
import { type Growth, growthOf } from './growth.ts';
import { connectInspector, type Inspector, inspectorUrl } from './inspector.ts';
import { productIdsFromApi, signedInShoppers } from './store.ts';
import type { Language } from './urls.ts';

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    pages: { type: 'string' },
    target: { type: 'string', default: 'pglite' },
    languages: { type: 'string' },
  },
});
const smoke = args.smoke === true;
const base: SoakSettings = smoke ? SOAK_SMOKE : SOAK_FULL;
const settings: SoakSettings = { ...base, pages: args.pages ? Number(args.pages) : base.pages };
if (!Number.isInteger(settings.pages) || settings.pages < settings.measureEvery * 3)
  throw new Error(`--pages takes a whole number of at least ${settings.measureEvery * 3}`);
const languages = (args.languages?.split(',') ?? ['en', 'ar']) as Language[];
for (const language of languages)
  if (language !== 'en' && language !== 'ar')
    throw new Error(`--languages takes en and/or ar, not "${language}"`);
if (args.target !== 'pglite' && args.target !== 'postgres')
  throw new Error(`--target takes pglite or postgres, not "${args.target}"`);
const POSTGRES_PRODUCTS = 100_000;
// Each 1 000 pages take well under a minute on the reference machine; a server that stalls fails.
const TIME_LIMIT_MS = Math.max(5 * 60_000, settings.pages * 200);

interface Point {
  pages: number;
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
}

function pointTable(points: readonly Point[]): string {
  const rows = points.map((p) => [
    String(p.pages),
    p.rssMb.toFixed(1),
    p.heapUsedMb.toFixed(1),
    p.externalMb.toFixed(1),
  ]);
  const header = ['pages', 'RSS MB', 'heap used MB (after GC)', 'external MB'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const growthFigure = (name: string, growth: Growth, bound: GrowthBound | undefined): Figure => ({
  name: `${name} growth, measurement 2 → last (${growth.fromMb.toFixed(1)} → ${growth.toMb.toFixed(1)} MB, ${(growth.relative * 100).toFixed(1)} %)`,
  value: Math.round(growth.growthMb * 10) / 10,
  unit: 'MB',
  ...(bound ? { budget: Math.round(growth.allowedMb * 10) / 10 } : {}),
  comparison: bound ? 'max' : 'info',
});

async function prepare(): Promise<PreparedCatalog & { password: string }> {
  const { BENCH_SHOPPER_PASSWORD, preparePglite, preparePostgres } = await import('../api/database.ts');
  const options = { shoppers: settings.shoppers, checkoutProducts: settings.shoppers, sampleProducts: 0 };
  const catalog =
    args.target === 'postgres'
      ? await preparePostgres(
          process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
          process.env.BENCH_SOAK_DATABASE ?? 'kahraba_bench_soak',
          { ...options, products: POSTGRES_PRODUCTS },
        )
      : await preparePglite({ ...options, products: settings.products });
  return { ...catalog, password: BENCH_SHOPPER_PASSWORD };
}

/** Loads the soak's pages on `server`, measuring its memory every `measureEvery` pages. */
async function soakServer(
  server: RunningServer,
  inspector: Inspector,
  catalog: PreparedCatalog & { password: string },
): Promise<number> {
  // Loaded after the build: the page mix reads @kahraba/domain's compiled output.
  const { mixedPages } = await import('./urls.ts');
  const productIds = await productIdsFromApi(server.baseUrl, 5_000);
  const shoppers = await signedInShoppers(server.baseUrl, catalog, catalog.password, settings.shoppers);
  const pages = mixedPages({ productIds, shoppers, count: settings.pages, languages });
  console.log(
    `Memory soak (${smoke ? 'smoke run' : 'full run'}, ${args.target}): ${pages.length} pages of ` +
      `${productIds.length} products and ${shoppers.length} signed-in shoppers, ${languages.join(' and ')}, ` +
      `${settings.connections} connections, measured every ${settings.measureEvery}`,
  );
  const deadline = Date.now() + TIME_LIMIT_MS;
  const points: Point[] = [];
  const statuses: Record<string, number> = {};
  for (let done = 0; done < pages.length && Date.now() < deadline; ) {
    const chunk = pages.slice(done, done + settings.measureEvery);
    const answers = await loadPages(server.baseUrl, chunk, settings.connections, deadline);
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    done += answers.length;
    if (answers.length < chunk.length) break;
    const heap = await inspector.memoryAfterGc();
    const point = { pages: done, rssMb: procStatusMb(server.pid, 'VmRSS'), ...heap };
    points.push(point);
    console.log(
      `  ${done} pages: RSS ${point.rssMb.toFixed(1)} MB, heap used ${point.heapUsedMb.toFixed(1)} MB, external ${point.externalMb.toFixed(1)} MB`,
    );
  }
  console.log(`\n### Memory after every ${settings.measureEvery} pages\n\n${pointTable(points)}`);
  const statusLine = Object.entries(statuses)
    .map(([status, n]) => `${status === '0' ? 'failed' : status}×${n}`)
    .join(' ');
  console.log(`\nanswers: ${statusLine}`);
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const served = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
    .reduce((sum, [, n]) => sum + n, 0);
  const figures: Figure[] = [
    { name: 'pages loaded', value: answered, unit: '', budget: settings.pages, comparison: 'min' },
    {
      name: 'answers other than 2xx',
      value: answered - served,
      unit: '',
      budget: 0,
      comparison: 'max',
    },
  ];
  if (points.length >= 3) {
    figures.push(
      growthFigure(
        'heap used after GC',
        growthOf(
          points.map((p) => p.heapUsedMb),
          settings.heapGrowth,
        ),
        settings.heapGrowth,
      ),
    );
    const rssBound = settings.rssGrowth;
    figures.push(
      growthFigure(
        'RSS',
        growthOf(
          points.map((p) => p.rssMb),
          rssBound ?? { relative: 0, absoluteMb: 0 },
        ),
        rssBound,
      ),
    );
  }
  return reportFigures(`Memory soak: ${args.target}, ${answered} pages`, figures);
}

async function main(): Promise<number> {
  if (args['no-build'] === true || (smoke && isBuilt())) console.log('using the existing production build');
  else {
    console.log('building for production (npm run build)');
    buildProduction();
  }
  const catalog = await prepare();
  let printed = '';
  return withCatalogServer(
    catalog,
    async (server) => {
      const url = inspectorUrl(printed);
      if (!url) throw new Error(`the server printed no inspector address:\n${server.output()}`);
      const inspector = await connectInspector(url);
      try {
        return await soakServer(server, inspector, catalog);
      } finally {
        inspector.close();
      }
    },
    { extraNodeFlags: ['--inspect=127.0.0.1:0'], onOutput: (text) => (printed += text) },
  );
}

main().then(
  (missed) => process.exit(missed === 0 ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
