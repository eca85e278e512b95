// API load benchmark. Full run: 100 000 products on the local PostgreSQL server and 10 000 on the
// embedded PGlite, one production server process each, every scenario driven by autocannon from this
// process; prints every figure against its budget and exits non-zero when one is missed.
// `--smoke`: PGlite with a tiny catalog, one second per scenario, checking only that every scenario
// gets right answers (npm test runs it so the script cannot rot).
// `--keep-database`: leave the PostgreSQL database kahraba_bench for EXPLAIN ANALYZE afterwards;
// `--reuse-database`: run on the one an earlier run kept instead of seeding again.
// `--target postgres` or `--target pglite`: run one of the two only.
// `--kinds detail,suggest`: run only the scenarios of those kinds (and the baseline they are read against).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { reportFigures } from '../lib/budget.ts';
import {
  CHANGE_VISIBLE_MS,
  FULL_RUN,
  PGLITE_BUDGETS,
  POSTGRES_BUDGETS,
  type RunSettings,
  SMOKE_RUN,
  type TargetBudgets,
} from './budgets.ts';
import type { CatalogOptions, PreparedCatalog } from './database.ts';
import { runLoad } from './load.ts';
import { budgetFigures, measurementTable, type ScenarioResult, type TargetResult } from './report.ts';
import type { ScenarioInputs } from './scenarios.ts';
import { startServer } from './server.ts';
import { startWriter, visibilityDelays } from './write-load.ts';

const smoke = process.argv.includes('--smoke');
const keepDatabase = process.argv.includes('--keep-database') || process.argv.includes('--reuse-database');
const reuseDatabase = process.argv.includes('--reuse-database');
const onlyTarget = process.argv.includes('--target')
  ? process.argv[process.argv.indexOf('--target') + 1]
  : undefined;
const onlyKinds = process.argv.includes('--kinds')
  ? process.argv[process.argv.indexOf('--kinds') + 1]?.split(',')
  : undefined;
const settings: RunSettings = smoke ? SMOKE_RUN : FULL_RUN;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// BENCH_DATABASE names another database, so two checkouts can benchmark on one server at once.
const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'kahraba_bench';

/** 100000 → "100k", 60 → "60". */
const thousands = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));

interface Target {
  label: string;
  budgets: TargetBudgets;
  prepare(options: CatalogOptions): Promise<PreparedCatalog>;
  products: number;
}

/** The server under test is the production build; rebuilt every time so it is never stale. */
function buildApi() {
  const result = spawnSync('npm', ['run', 'build', '-w', '@kahraba/api'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`npm run build -w @kahraba/api failed:\n${result.stdout}${result.stderr}`);
}

async function logIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`logging in ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

async function scenarioInputs(
  baseUrl: string,
  catalog: PreparedCatalog,
  password: string,
): Promise<ScenarioInputs> {
  // One after another: a login is counted against the address before its password is checked, so
  // 64 at once from one address went past its limit before the first were given back.
  const shopperTokens: string[] = [];
  for (const email of catalog.shopperEmails) shopperTokens.push(await logIn(baseUrl, email, password));
  const { LISTING_PATH } = await import('./scenarios.ts');
  const listing = await fetch(`${baseUrl}${LISTING_PATH}`);
  const { totalPages } = (await listing.json()) as { totalPages: number };
  return {
    sampleProductIds: catalog.sampleProductIds,
    checkoutProductIds: catalog.checkoutProductIds,
    shopperTokens,
    deepListingPage: Math.max(1, Math.ceil(totalPages / 2)),
  };
}

/** The target's load (its budgets hold under it), or the run's if that is smaller (a smoke run). */
const connectionsFor = (target: Target): number => Math.min(settings.connections, target.budgets.connections);

async function benchTarget(target: Target, password: string): Promise<TargetResult> {
  const started = performance.now();
  console.log(`\n${target.label}: preparing the catalog…`);
  const catalog = await target.prepare({
    products: target.products,
    shoppers: settings.shoppers,
    checkoutProducts: settings.checkoutProducts,
    sampleProducts: settings.sampleProducts,
  });
  console.log(
    `  seeded ${catalog.products} products in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  console.log(`  ${connectionsFor(target)} connections`);
  const server = await startServer({
    ...catalog.serverEnv,
    JWT_SECRET: randomBytes(48).toString('base64url'),
  });
  const results: ScenarioResult[] = [];
  try {
    const inputs = await scenarioInputs(server.baseUrl, catalog, password);
    // Loaded after the build, as database.ts is: the query mix reads @kahraba/domain's compiled output.
    const { scenarios } = await import('./scenarios.ts');
    const databaseUrl = catalog.serverEnv.DATABASE_URL;
    const chosen = scenarios(inputs).filter(
      (s) =>
        (onlyKinds === undefined || s.kind === 'baseline' || onlyKinds.includes(s.kind)) &&
        (!s.underWrites || databaseUrl !== undefined),
    );
    for (const scenario of chosen) {
      const load = { baseUrl: server.baseUrl, connections: connectionsFor(target), ...scenario };
      // Products the mixes list, not the ones checkout buys (which must stay in stock).
      const writer =
        scenario.underWrites && databaseUrl
          ? await startWriter(databaseUrl, catalog.sampleProductIds)
          : undefined;
      if (settings.warmupSeconds > 0) {
        await runLoad({ ...load, durationSeconds: settings.warmupSeconds });
        await sleep(settings.settleSeconds * 1000);
      }
      const measurement = await runLoad({ ...load, durationSeconds: settings.durationSeconds });
      await writer?.stop();
      await sleep(settings.settleSeconds * 1000);
      results.push({ scenario, measurement });
      const statuses = Object.entries(measurement.statusCounts)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      console.log(
        `  ${scenario.name}: ${measurement.requestsPerSecond.toFixed(0)} req/s, p95 ${measurement.p95.toFixed(1)} ms, ${measurement.errors} errors (${statuses})`,
      );
    }
    const peakRssMb = server.peakRssMb();
    const visible =
      databaseUrl && (onlyKinds === undefined || onlyKinds.includes('visibility'))
        ? await changeVisibility(catalog.serverEnv, databaseUrl, catalog.sampleProductIds[0]!)
        : undefined;
    return { label: target.label, budgets: target.budgets, results, peakRssMb, visible };
  } finally {
    await server.stop();
    if (!keepDatabase) await catalog.dispose();
  }
}

/**
 * A second instance on the same database, and how long a change written in the database (as the
 * first would write it) takes to show in the second's listing, stock included.
 */
async function changeVisibility(env: Record<string, string>, databaseUrl: string, productId: string) {
  const second = await startServer({ ...env, JWT_SECRET: randomBytes(48).toString('base64url') });
  try {
    const delays = await visibilityDelays(databaseUrl, second.baseUrl, productId);
    console.log(
      `  a change visible in another instance's listing: median ${delays[delays.length >> 1]!.toFixed(0)} ms, most ${delays.at(-1)!.toFixed(0)} ms`,
    );
    return delays.at(-1)!;
  } finally {
    await second.stop();
  }
}

async function main(): Promise<number> {
  buildApi();
  // Loaded after the build: the API's modules import @kahraba/domain's compiled output.
  const { BENCH_SHOPPER_PASSWORD, preparePglite, preparePostgres } = await import('./database.ts');
  const postgres: Target = {
    label: `PostgreSQL ${thousands(settings.postgresProducts)}`,
    budgets: POSTGRES_BUDGETS,
    products: settings.postgresProducts,
    prepare: (options) => preparePostgres(adminUrl, BENCH_DATABASE, options, reuseDatabase),
  };
  const pglite: Target = {
    label: `PGlite ${thousands(settings.pgliteProducts)}`,
    budgets: PGLITE_BUDGETS,
    products: settings.pgliteProducts,
    prepare: preparePglite,
  };
  const targets = (smoke ? [pglite] : [postgres, pglite]).filter(
    (t) => onlyTarget === undefined || t.label.toLowerCase().startsWith(onlyTarget),
  );
  console.log(
    `API benchmark (${smoke ? 'smoke run' : 'full run'}): up to ${settings.connections} connections, ` +
      `${settings.durationSeconds} s per scenario after ${settings.warmupSeconds} s of warm-up`,
  );
  let missed = 0;
  for (const target of targets) {
    const result = await benchTarget(target, BENCH_SHOPPER_PASSWORD);
    console.log(`\n### ${result.label}: every figure\n\n${measurementTable(result)}`);
    const figures = budgetFigures(result, settings);
    if (result.visible !== undefined)
      figures.push({
        name: `${result.label}: a change visible in another instance's listing (slowest of 10)`,
        value: Math.round(result.visible),
        unit: 'ms',
        budget: CHANGE_VISIBLE_MS,
        comparison: settings.enforceLatency ? 'max' : 'info',
      });
    missed += reportFigures(`API budgets: ${result.label}`, figures);
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
