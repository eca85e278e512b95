// Main-thread blocking after the first paint, for comparing two builds of the app: each page and
// language loaded several times in Debian's Chromium at a 4× CPU slowdown (Lighthouse's mobile
// preset slows the CPU as much), the browser's own long-task timings summed as TBT sums them
// (web/blocking-time.ts), medians printed. It has no budget: `web/run.ts` measures TBT against its
// budget; this says where a change moved it, with less noise than a Lighthouse run.
//
//   node --import tsx web/blocking.ts                 build, then 7 loads per page and language
//   node --import tsx web/blocking.ts --no-build --loads 11 --pages home,category --languages ar
//   node --import tsx web/blocking.ts --smoke         home in English once, on a tiny catalog
import puppeteer, { type Browser } from 'puppeteer-core';
import { blockingAfterPaint, type LongTask } from './blocking-time.ts';
import { CHROME_PATH, chromiumFlags } from './chromium.ts';
import { median } from './figures.ts';
import { type Language, languageMismatch } from './language.ts';
import { buildUnlessBuilt, readPageSelection, SMOKE_CATALOG_SIZE, selectedPages } from './page-selection.ts';
import type { BenchPage } from './pages.ts';
import { firstProductId, startProductionServer } from './server.ts';
import { type BenchShopper, benchShopper } from './shopper.ts';

const CPU_SLOWDOWN = 4;
const DEFAULT_LOADS = 7;
/** After the network is idle, the time left for the app's last steps to run. */
const SETTLE_MS = 1500;
// Lighthouse's mobile preset: a mid-range phone's screen.
const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const selection = readPageSelection('loads', DEFAULT_LOADS);
const { smoke, repeats: loads, languages } = selection;

// Run in the page (as text: this package is typed for Node, not the DOM). The observer is set up
// before the page's own scripts, and the browser hands it the tasks it saw before it was asked to.
const OBSERVE_LONG_TASKS = `(() => {
  const seen = [];
  window.longTasksSeen = seen;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) seen.push({ startTime: task.startTime, duration: task.duration });
  }).observe({ type: 'longtask', buffered: true });
})()`;
const READ_PAGE = `({
  tasks: window.longTasksSeen,
  paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  rendered: { lang: document.documentElement.lang, dir: document.documentElement.dir },
})`;
interface PageReading {
  tasks: LongTask[];
  paint: number | undefined;
  rendered: { lang: string; dir: string };
}

/** A browser whose language is `language`, as a shopper's phone set to it (web/language.ts). */
function launchBrowser(language: Language): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROME_PATH, headless: true, args: chromiumFlags(language) });
}

/** One load in a fresh browser context (no cache, no storage), at the CPU slowdown. */
async function loadOnce(browser: Browser, url: string, language: Language, cookie: string | undefined) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE_SCREEN);
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluateOnNewDocument(OBSERVE_LONG_TASKS);
    if (cookie) await page.setExtraHTTPHeaders({ cookie });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { tasks, paint, rendered } = (await page.evaluate(READ_PAGE)) as PageReading;
    if (paint === undefined) throw new Error(`${url}: the browser reported no first contentful paint`);
    const mismatch = languageMismatch(language, rendered);
    if (mismatch) throw new Error(`${url} in ${language}: ${mismatch}`);
    return blockingAfterPaint(tasks, paint);
  } finally {
    await context.close();
  }
}

async function measure(
  browser: Browser,
  baseUrl: string,
  page: BenchPage,
  language: Language,
  shopper: BenchShopper,
) {
  const blocking: number[] = [];
  const longest: number[] = [];
  for (let load = 0; load < loads; load += 1) {
    const result = await loadOnce(
      browser,
      `${baseUrl}${page.path}`,
      language,
      page.signedIn ? shopper.cookie : undefined,
    );
    blocking.push(result.blockingMs);
    longest.push(result.longestTaskMs);
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `| ${page.name} ${language} | ${ms(median(blocking))} | ${ms(median(longest))} | ${blocking.map(Math.round).join(' ')} |`,
  );
}

buildUnlessBuilt(selection, 'Blocking time');
const server = await startProductionServer(smoke ? { seedProducts: SMOKE_CATALOG_SIZE } : {});
try {
  const productId = await firstProductId(server.baseUrl);
  const shopper = await benchShopper(server.baseUrl, productId);
  const pages = selectedPages(selection, { productId, orderId: shopper.orderId });
  console.log(
    `Blocking time after the first paint, ${loads} load(s) per page and language at ${CPU_SLOWDOWN}× CPU slowdown (medians)\n`,
  );
  console.log('| page | blocking | longest task | every load (ms) |\n|---|--:|--:|---|');
  for (const language of languages) {
    const browser = await launchBrowser(language);
    try {
      for (const page of pages) await measure(browser, server.baseUrl, page, language, shopper);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
}
