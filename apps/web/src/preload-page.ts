// The page preloader: a small script of its own, first in index.html (build/page-preloader.ts), run
// while the app's framework code is still downloading. The server writes a page's first view into
// the page as it sends it (apps/api/src/web-app): the files a guest in the browser's language needs,
// the answers of the page's first catalog reads and their first pictures. This script completes that
// from what only the browser knows (the stored language and session): it asks for the files still
// missing, hands the written answers to the HTTP client (shared/api/early-reads.ts), and starts the
// reads the server did not answer, preloading their pictures once they arrive. All of it is only a
// head start: whatever it misses, the app fetches as it always does. On a page the server drew
// (app/server-view.tsx), it is also what starts the app, once the page has painted.
import { firstViewFor } from './app/first-view';
import { APP_SCRIPTS_ELEMENT_ID, EARLY_READ_ATTRIBUTE, MODULE_FILES_ELEMENT_ID } from './app/page-elements';
import { afterNextPaint } from './shared/api/after-next-paint';
import { keepEarlyRead, startEarlyRead } from './shared/api/early-reads';
import { holdEarlyInput } from './shared/early-input';
import { detectLanguage } from './shared/i18n/detect-language';
import { TOKEN_KEY } from './shared/session/storage-keys';

/** Written into index.html by the build: source module → the files it needs. */
function readModuleFiles(): Record<string, string[]> {
  try {
    return JSON.parse(document.getElementById(MODULE_FILES_ELEMENT_ID)?.textContent ?? '{}');
  } catch {
    return {};
  }
}

function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(TOKEN_KEY) !== null;
  } catch {
    return false;
  }
}

// A page the server drew paints without any script: it carries the answers it was drawn with (the
// app takes them as it starts), and the app's scripts in a template, started here once the page's
// first view has loaded and painted, so they do not share a slow link with its stylesheet, font and
// pictures. Its links work meanwhile (each page arrives drawn); the app adds the rest.
const template = document.getElementById(APP_SCRIPTS_ELEMENT_ID);
const appScripts = template instanceof HTMLTemplateElement ? template : null;

function preload(file: string): void {
  const link = document.createElement('link');
  if (file.endsWith('.woff2')) {
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
  } else {
    link.rel = 'modulepreload';
  }
  // Modules and fonts are both fetched in CORS mode; a preload only counts if it matches.
  link.crossOrigin = '';
  link.href = file;
  document.head.append(link);
}

const language = detectLanguage();
const view = firstViewFor(
  {
    pathname: window.location.pathname,
    search: window.location.search,
    language,
    signedIn: hasStoredSession(),
  },
  readModuleFiles(),
);

/** Files the server has named in the page already (it guesses the language from the browser's). */
const linked = new Set(
  [
    ...document.querySelectorAll('link[href]'),
    ...(appScripts?.content.querySelectorAll('link[href]') ?? []),
  ].map((link) => link.getAttribute('href')),
);
const missing = view.files.filter((file) => !linked.has(file));
// A font is part of the paint; code is not, where the page is drawn already.
for (const file of missing) if (file.endsWith('.woff2') || !appScripts) preload(file);

/** Once the page's stylesheet, fonts and first pictures have arrived: the load event. */
function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** The longest the app waits for the browser to report the page's first paint. */
const FIRST_PAINT_WAIT_MAX_MS = 3000;

/** Once the page's first content is on screen, where the browser reports it (paint timing). */
function whenFirstContentShown(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    const shown = () => {
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) shown();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A browser that never reports the paint (a tab opened in the background) still gets the app.
    const fallback = setTimeout(shown, FIRST_PAINT_WAIT_MAX_MS);
  });
}

/** The page's first view is loaded and on screen, pictures included (one frame after the load). */
const whenPagePainted = () => Promise.all([whenLoaded(), whenFirstContentShown()]).then(afterNextPaint);

if (appScripts) {
  // Until the app has taken the page over, taps and typing wait for it (shared/early-input.ts).
  const root = document.getElementById('root');
  if (root) holdEarlyInput(root);
  void whenPagePainted().then(() => {
    document.head.append(document.importNode(appScripts.content, true));
    for (const file of missing) if (!file.endsWith('.woff2')) preload(file);
  });
}

function preloadPicture(src: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.fetchPriority = 'high';
  link.href = src;
  document.head.append(link);
}

// A page the server did not draw carries the answers of the reads it made (and their pictures in its
// head); a drawn page carries them as the query state the app starts with, and needs no reads.
const answered = new Set<string>();
for (const element of document.querySelectorAll(`script[${EARLY_READ_ATTRIBUTE}]`)) {
  const url = element.getAttribute(EARLY_READ_ATTRIBUTE);
  if (!url) continue;
  keepEarlyRead(url, element.textContent ?? '');
  answered.add(url);
}

for (const read of appScripts ? [] : view.reads) {
  if (answered.has(read.url)) continue;
  const answer = startEarlyRead(read.url, language);
  const { pictures } = read;
  if (!pictures) continue;
  answer
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((body: { data?: unknown } | undefined) => {
      for (const picture of new Set(pictures(body?.data))) preloadPicture(picture);
    })
    // The page makes its own request and shows its own error; a hint has nothing to report.
    .catch(() => undefined);
}

// The first number format for a locale loads its data (tens of milliseconds on a phone); done now,
// in a task of its own while the downloads run, the page's first prices and ratings do not pay it.
setTimeout(() => new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-EG').format(0), 0);
