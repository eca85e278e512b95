// Page benchmark: Lighthouse (mobile preset, default simulated throttling) against the production
// build for the shopper pages (web/pages.ts: five as a guest, three signed in) in English and
// Arabic, each figure printed against its budget.
//
//   node --import tsx web/run.ts             build, then 3 runs per page and language (medians)
//   node --import tsx web/run.ts --no-build  measure the build that is already there
//   node --import tsx web/run.ts --runs 5 --pages home,product --languages ar
//   node --import tsx web/run.ts --reports /tmp/lh   also keep every run's Lighthouse report (JSON)
//   node --import tsx web/run.ts --smoke     a guest's and a shopper's page in English once, on a tiny
//                                            catalog; fails only when Lighthouse cannot measure them
//                                            (npm test runs it)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Figure, reportFigures } from '../lib/budget.ts';
import { pageUrl } from '../pages/urls.ts';
import { HOME_BUDGETS, PAGE_BUDGETS, PRODUCT_BUDGETS } from './budgets.ts';
import { medianFigures, type RunFigures } from './figures.ts';
import type { Language } from './language.ts';
import { runLighthouse } from './lighthouse-run.ts';
import { describeMachine, raisePriority } from './machine.ts';
import { buildUnlessBuilt, readPageSelection, SMOKE_CATALOG_SIZE, selectedPages } from './page-selection.ts';
import { type BenchPage, HOME_PAGE_NAME, PRODUCT_PAGE_NAME } from './pages.ts';
import { gzipScriptBytes } from './script-bytes.ts';
import { firstProductId, startProductionServer } from './server.ts';
import { type BenchShopper, benchShopper } from './shopper.ts';

const DEFAULT_RUNS = 3;
// Chromium now and then fails to record a trace (Lighthouse's NO_NAVSTART, NO_FCP): such a run is
// tried again rather than failing the whole benchmark.
const ATTEMPTS_PER_RUN = 3;

const selection = readPageSelection('runs', DEFAULT_RUNS, ['reports']);
const { smoke, repeats: runs, languages } = selection;
const reportsDir = selection.extra.reports;

interface PageResult {
  page: BenchPage;
  language: Language;
  figures: RunFigures;
  firstLoadJsGzipBytes: number;
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

function figuresOf({ page, language, figures, firstLoadJsGzipBytes }: PageResult): Figure[] {
  const label = `${page.name} ${language}:`;
  const rows: Figure[] = [
    {
      name: `${label} performance`,
      value: figures.performanceScore,
      unit: '',
      budget: PAGE_BUDGETS.performanceScore,
      comparison: 'min',
    },
    {
      name: `${label} LCP`,
      value: Math.round(figures.largestContentfulPaintMs),
      unit: 'ms',
      budget: PAGE_BUDGETS.largestContentfulPaintMs,
      comparison: 'max',
    },
    {
      name: `${label} CLS`,
      value: Math.round(figures.cumulativeLayoutShift * 1000) / 1000,
      unit: '',
      budget: PAGE_BUDGETS.cumulativeLayoutShift,
      comparison: 'max',
    },
    {
      name: `${label} TBT`,
      value: Math.round(figures.totalBlockingTimeMs),
      unit: 'ms',
      budget: PAGE_BUDGETS.totalBlockingTimeMs,
      comparison: 'max',
    },
    {
      name: `${label} accessibility`,
      value: figures.accessibilityScore,
      unit: '',
      budget: PAGE_BUDGETS.accessibilityScore,
      comparison: 'min',
    },
  ];
  if (!page.signedIn) {
    rows.push({
      name: `${label} SEO`,
      value: figures.seoScore,
      unit: '',
      budget: PAGE_BUDGETS.seoScore,
      comparison: 'min',
    });
  }
  if (page.name === PRODUCT_PAGE_NAME) {
    rows.push({
      name: `${label} script requests`,
      value: figures.scriptUrls.length,
      unit: '',
      budget: PRODUCT_BUDGETS.scriptRequests,
      comparison: 'max',
    });
  }
  if (page.name !== HOME_PAGE_NAME) return rows;
  return [
    ...rows,
    {
      name: `${label} first-load JS (gzip)`,
      value: kb(firstLoadJsGzipBytes),
      unit: 'kB',
      budget: HOME_BUDGETS.firstLoadJsGzipKb,
      comparison: 'max',
    },
    {
      name: `${label} first-load JS (as sent: br + headers)`,
      value: kb(figures.scriptTransferBytes),
      unit: 'kB',
      comparison: 'info',
    },
    {
      name: `${label} total transfer`,
      value: kb(figures.totalTransferBytes),
      unit: 'kB',
      budget: HOME_BUDGETS.totalTransferKb,
      comparison: 'max',
    },
  ];
}

async function withRetries<T>(attempts: number, what: string, attempt: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= attempts) throw error;
      console.log(`  ${what}: ${error instanceof Error ? error.message : error}; trying again`);
    }
  }
}

async function measure(
  baseUrl: string,
  page: BenchPage,
  language: Language,
  shopper: BenchShopper,
): Promise<PageResult> {
  const url = `${baseUrl}${pageUrl(language, page.path)}`;
  const results: RunFigures[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const reportPath = reportsDir && path.resolve(reportsDir, `${page.name}-${language}-${run}.json`);
    const figures = await withRetries(ATTEMPTS_PER_RUN, `${page.name} ${language} run ${run}`, () =>
      runLighthouse(url, language, { reportPath, cookie: page.signedIn ? shopper.cookie : undefined }),
    );
    console.log(
      `  ${page.name} ${language} run ${run}/${runs}: performance ${figures.performanceScore}, ` +
        `LCP ${Math.round(figures.largestContentfulPaintMs)} ms, CLS ${figures.cumulativeLayoutShift.toFixed(3)}, ` +
        `TBT ${Math.round(figures.totalBlockingTimeMs)} ms, accessibility ${figures.accessibilityScore}, SEO ${figures.seoScore}`,
    );
    results.push(figures);
  }
  const figures = medianFigures(results);
  return { page, language, figures, firstLoadJsGzipBytes: await gzipScriptBytes(figures.scriptUrls) };
}

async function main(): Promise<number> {
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  console.log(`Machine: ${describeMachine()}; ${raisePriority()}`);
  buildUnlessBuilt(selection, 'Page benchmark');
  const server = await startProductionServer({ seedProducts: smoke ? SMOKE_CATALOG_SIZE : undefined });
  try {
    const productId = await firstProductId(server.baseUrl);
    const shopper = await benchShopper(server.baseUrl, productId);
    const pages = selectedPages(selection, { productId, orderId: shopper.orderId });
    console.log(
      `Lighthouse ${runs === 1 ? 'once' : `${runs} times (medians reported)`} per page and language at ${server.baseUrl}`,
    );
    const results: PageResult[] = [];
    for (const page of pages) {
      for (const language of languages) results.push(await measure(server.baseUrl, page, language, shopper));
    }
    console.log(`Machine afterwards: ${describeMachine()}`);
    const missed = reportFigures(
      smoke ? 'Pages (smoke: budgets not enforced)' : 'Pages',
      results.flatMap(figuresOf),
    );
    return smoke ? 0 : missed;
  } finally {
    await server.stop();
  }
}

main().then(
  (missed) => process.exit(missed === 0 ? 0 : 1),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
