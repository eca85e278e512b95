// The page preloader: a small script of its own, first in index.html (build/page-preloader.ts), run
// while the app's framework code is still downloading. It asks for the code, texts and fonts of the
// page being opened, in the language the app will pick, so they arrive alongside the framework
// instead of a round trip after it has started. It also starts the page's first catalog read and,
// once that answers, fetches the pictures the page will show first, so neither waits for the app to
// render. The modules are only hinted (<link rel="modulepreload">) and the read is handed over by
// address (shared/api/early-reads.ts): whatever it misses, the app fetches as it always does.
import { firstModulesFor } from './app/first-modules';
import { firstReadsFor } from './app/first-reads';
import { MODULE_FILES_ELEMENT_ID } from './app/module-files-element';
import { startEarlyRead } from './shared/api/early-reads';
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
const table = readModuleFiles();
const files = firstModulesFor(window.location.pathname, language, hasStoredSession()).flatMap(
  (module) => table[module] ?? [],
);
for (const file of new Set(files)) preload(file);

function preloadPicture(src: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.fetchPriority = 'high';
  link.href = src;
  document.head.append(link);
}

for (const read of firstReadsFor(window.location.pathname, window.location.search)) {
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
