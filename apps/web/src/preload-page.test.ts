import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SCRIPTS_ELEMENT_ID,
  EARLY_READ_ATTRIBUTE,
  MODULE_FILES_ELEMENT_ID,
  QUERY_STATE_ELEMENT_ID,
} from './app/page-elements';

const categoryRead = '/api/product?category=Mobile&sort=newest&page=1&limit=24';
const moduleFiles = {
  'src/features/catalog/pages/category-page.tsx': ['/assets/category-page.js', '/assets/listing.js'],
  'src/shared/i18n/locales/en/translation.json': ['/assets/texts-en.js'],
  'src/shared/i18n/locales/en/catalog.json': ['/assets/texts-en.js'],
  'src/shared/i18n/locales/en/search.json': ['/assets/search-en.js'],
};

/** The page as the server sends it for /category/Mobile, with what it wrote into head and body. */
function servePage({ head = '', body = '' }: { head?: string; body?: string }) {
  window.history.replaceState(null, '', '/category/Mobile');
  document.head.innerHTML = `<script type="application/json" id="${MODULE_FILES_ELEMENT_ID}">${JSON.stringify(moduleFiles)}</script>${head}`;
  document.body.innerHTML = `<div id="root"></div>${body}`;
}

/** Runs the preloader as the browser does, once per page. */
async function runPreloader() {
  vi.resetModules();
  await import('./preload-page');
  // The module graph was reset: the early reads are the ones the preloader's run registered.
  return (await import('./shared/api/early-reads')).takeEarlyRead;
}

const hrefs = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map((link) => link.getAttribute('href'));

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(JSON.stringify({ status: 'success', data: [{ image: '/media/fetched.svg' }] })),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'readyState');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the page preloader', () => {
  it('takes the answers the server wrote into the page instead of asking for them', async () => {
    const answer = '{"status":"success","data":[]}';
    servePage({
      body: `<script type="application/json" ${EARLY_READ_ATTRIBUTE}="${categoryRead.replaceAll('&', '&amp;')}">${answer}</script>`,
    });
    const take = await runPreloader();
    expect(fetch).not.toHaveBeenCalled();
    expect(await (await take(categoryRead))?.text()).toBe(answer);
  });

  it('starts the reads the server did not answer and preloads their first pictures', async () => {
    servePage({});
    const take = await runPreloader();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([categoryRead]);
    expect(take(categoryRead)).toBeDefined();
    await vi.waitFor(() => expect(hrefs('link[rel="preload"]')).toEqual(['/media/fetched.svg']));
  });

  it('adds only the files the server has not linked already', async () => {
    servePage({ head: '<link rel="modulepreload" crossorigin href="/assets/category-page.js">' });
    await runPreloader();
    expect(hrefs('link[rel="modulepreload"]')).toEqual([
      '/assets/category-page.js',
      '/assets/listing.js',
      '/assets/texts-en.js',
      '/assets/search-en.js',
    ]);
  });

  describe('on a page the server drew', () => {
    const drawnPage = () =>
      servePage({
        head: `<template id="${APP_SCRIPTS_ELEMENT_ID}"><script type="module" src="/assets/app.js"></script><link rel="modulepreload" href="/assets/category-page.js"></template>`,
        body: `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">{"queries":[]}</script>`,
      });
    /** The app's scripts and preloads in the page itself, outside the template. */
    const started = () =>
      [...document.head.querySelectorAll(':scope > script[src], :scope > link[rel="modulepreload"]')].map(
        (element) => element.getAttribute('src') ?? element.getAttribute('href'),
      );

    it("starts the app's scripts only once the page has loaded, and makes no reads", async () => {
      // The page is still loading its stylesheet and pictures.
      Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
      drawnPage();
      await runPreloader();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(started()).toEqual([]);

      window.dispatchEvent(new Event('load'));
      await vi.waitFor(() =>
        expect(started()).toEqual([
          '/assets/app.js',
          '/assets/category-page.js',
          '/assets/listing.js',
          '/assets/texts-en.js',
          '/assets/search-en.js',
        ]),
      );
      // The answers the page was drawn with are in it: nothing is read again.
      expect(fetch).not.toHaveBeenCalled();
    });

    it('starts the app even where the browser never reports the first paint', async () => {
      // A tab opened in the background paints nothing until it is shown.
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          static supportedEntryTypes = ['paint'];
          observe() {}
          disconnect() {}
        },
      );
      vi.useFakeTimers();
      try {
        drawnPage();
        await runPreloader();
        await vi.advanceTimersByTimeAsync(2000);
        expect(started()).toEqual([]);
        await vi.advanceTimersByTimeAsync(1500);
        expect(started()).toContain('/assets/app.js');
      } finally {
        vi.useRealTimers();
        vi.unstubAllGlobals();
      }
    });
  });
});
