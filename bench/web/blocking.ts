// Main-thread blocking after the first paint, for comparing two builds of the app: each page and
// language loaded several times in Debian's Chromium at a 4× CPU slowdown (Lighthouse's mobile
// preset slows the CPU as much), the browser's own long-task timings summed as TBT sums them
// (web/blocking-time.ts), medians printed. It has no budget: `web/run.ts` measures TBT against its
// budget; this says where a change moved it, with less noise than a Lighthouse run.
//
//   node --import tsx web/blocking.ts                 build, then 7 loads per page and language
//   node --import tsx web/blocking.ts --no-build --loads 11 --pages home,category --languages ar
//   node --import tsx web/blocking.ts --smoke         home in English once, on a tiny catalog
import { parseArgs } from 'node:util';
import puppeteer, { type Browser } from 'puppeteer-core';
import { blockingAfterPaint, type LongTask } from './blocking-time.ts';
import { median } from './figures.ts';
import { type Language, languageFlag } from './language.ts';
import { BENCH_LANGUAGES, type BenchPage, benchPages, HOME_PAGE_NAME } from './pages.ts';
import { buildProduction, firstProductId, isBuilt, startProductionServer } from './server.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const DEFAULT_LOADS = 7;
const SMOKE_CATALOG_SIZE = 24;
/** After the network is idle, the time left for the app's last steps to run. */
const SETTLE_MS = 1500;
// Lighthouse's mobile preset: a mid-range phone's screen.
const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    loads: { type: 'string' },
    pages: { type: 'string' },
    languages: { type: 'string' },
  },
});
const smoke = args.smoke;
const loads = smoke ? 1 : Number(args.loads ?? DEFAULT_LOADS);
if (!Number.isInteger(loads) || loads < 1) throw new Error('--loads takes a whole number of at least 1');
const languages: readonly Language[] = smoke
  ? ['en']
  : ((args.languages?.split(',') as Language[] | undefined) ?? BENCH_LANGUAGES);
const pageFilter = smoke ? [HOME_PAGE_NAME] : args.pages?.split(',');

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
  lang: document.documentElement.lang,
})`;
interface PageReading {
  tasks: LongTask[];
  paint: number | undefined;
  lang: string;
}

/** A browser whose language is `language`, as a shopper's phone set to it (web/language.ts). */
function launchBrowser(language: Language): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      languageFlag(language),
    ],
  });
}

/** One load in a fresh browser context (no cache, no storage), at the CPU slowdown. */
async function loadOnce(browser: Browser, url: string, language: Language) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE_SCREEN);
    const session = await page.createCDPSession();
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluateOnNewDocument(OBSERVE_LONG_TASKS);
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { tasks, paint, lang } = (await page.evaluate(READ_PAGE)) as PageReading;
    if (paint === undefined) throw new Error(`${url}: the browser reported no first contentful paint`);
    if (lang !== language) throw new Error(`${url}: drawn in "${lang}", not "${language}"`);
    return blockingAfterPaint(tasks, paint);
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, baseUrl: string, page: BenchPage, language: Language) {
  const blocking: number[] = [];
  const longest: number[] = [];
  for (let load = 0; load < loads; load += 1) {
    const result = await loadOnce(browser, `${baseUrl}${page.path}`, language);
    blocking.push(result.blockingMs);
    longest.push(result.longestTaskMs);
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `| ${page.name} ${language} | ${ms(median(blocking))} | ${ms(median(longest))} | ${blocking.map(Math.round).join(' ')} |`,
  );
}

// As web/run.ts: the smoke measures the build that is there (npm test has just made it).
if (!(args['no-build'] || (smoke && isBuilt()))) {
  console.log('Building for production (npm run build)');
  buildProduction();
}
const server = await startProductionServer(smoke ? { seedProducts: SMOKE_CATALOG_SIZE } : {});
try {
  const pages = benchPages(await firstProductId(server.baseUrl)).filter(
    (page) => !pageFilter || pageFilter.includes(page.name),
  );
  console.log(
    `Blocking time after the first paint, ${loads} load(s) per page and language at ${CPU_SLOWDOWN}× CPU slowdown (medians)\n`,
  );
  console.log('| page | blocking | longest task | every load (ms) |\n|---|--:|--:|---|');
  for (const language of languages) {
    const browser = await launchBrowser(language);
    try {
      for (const page of pages) await measure(browser, server.baseUrl, page, language);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
}
