import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { pagePreloader } from './build/page-preloader.ts';
import { precompress } from './build/precompress.ts';

const api = 'http://localhost:3000';

// How the build cuts the app into files. Fewer, larger files load faster on a first visit: the
// browser opens at most six connections to the server and each file waits its turn on one, so
// twenty small files cost more round trips than six medium ones. The higher priority picks first.
const sep = '[\\\\/]';
const chunkGroups = [
  // The libraries every page starts with (React, the router, i18next, TanStack Query), in one file
  // that stays cached across deploys of the app's own code.
  {
    name: 'framework',
    test: new RegExp(`${sep}node_modules${sep}`),
    tags: ['$initial' as const],
    priority: 4,
  },
  // What the page preloader (src/preload-page.ts) runs on: kept apart so it never waits for more.
  {
    name: 'boot',
    test: new RegExp(
      `${sep}src${sep}(?:app${sep}(?:first-modules|first-reads|first-view|match-pattern|shop-pages|page-elements)|shared${sep}(?:paths|page-cookies|early-input|products${sep}eager-pictures|api${sep}(?:after-next-paint|early-reads|url)|i18n${sep}(?:detect-language|resources)|session${sep}storage-keys)|taxonomy|limits)\\.ts$`,
    ),
    priority: 3,
  },
  // The app shell every page starts with: navbar, footer, router, i18n, session, HTTP client.
  {
    name: 'app',
    test: (id: string) => new RegExp(`${sep}src${sep}`).test(id) && !id.endsWith('preload-page.ts'),
    tags: ['$initial' as const],
    priority: 2,
  },
  // The shared shop components pages load (fields, skeletons, product cards): every shop page
  // uses most of them. The URL-driven filter panel stays out: it brings the query schemas (zod)
  // along, which only the listing pages need.
  {
    name: 'shop-ui',
    test: (id: string) =>
      new RegExp(`${sep}src${sep}shared${sep}(?:ui|products)${sep}`).test(id) &&
      !/(?:filter-panel|price-range-filter)\.tsx$/.test(id),
    priority: 1,
  },
  // What the listing pages (search, category, products) share besides the cards: their URL filters,
  // list query, filter panel and paging, in one file rather than four small ones, each of which
  // would cost a phone a round trip of its own.
  {
    name: 'listing',
    test: new RegExp(
      `${sep}src${sep}(?:shared${sep}(?:url-filters|products${sep}(?:filter-panel|price-range-filter))|features${sep}catalog${sep}components${sep}listing-pagination)\\.tsx?$`,
    ),
    priority: 1,
  },
  // The shell's texts (translation and catalog namespaces), one file per language.
  {
    debugName: 'texts',
    name: (id: string) => {
      const shellTexts = new RegExp(`${sep}locales${sep}(en|ar)${sep}(?:translation|catalog)\\.json$`).exec(
        id,
      );
      return shellTexts ? `texts-${shellTexts[1]}` : null;
    },
    priority: 1,
  },
];

// The production build renders with Preact through its React compatibility layer: the same React
// API in 20 kB instead of React DOM's 65 kB (gzip), which is what lets the first load of / fit its
// 120 kB budget (docs/decisions/0003-preact-in-production.md). Development and the component tests
// keep React itself, for its warnings and its Testing Library; the end-to-end tests run the build.
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  // Takes over a page the server drew instead of emptying it first (src/app/preact-dom-client.ts).
  {
    find: /^react-dom\/client$/,
    replacement: fileURLToPath(new URL('./src/app/preact-dom-client.ts', import.meta.url)),
  },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * The server's part of the web app (src/app/server-view.tsx), built for Node by `vite build --ssr`:
 * the server asks it which files and catalog reads a page needs, and has it draw the catalog pages.
 */
const serverBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  rolldownOptions: { input: { 'server-view': 'src/app/server-view.tsx' } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), pagePreloader(), precompress()],
  resolve: {
    // Workspace packages expose their TypeScript source under this condition, so Vite compiles
    // @kahraba/domain from src/ instead of needing it built first.
    conditions: ['@kahraba/source', ...defaultClientConditions],
    alias: command === 'build' ? preactForReact : [],
  },
  server: {
    proxy: {
      '/api': api,
      '/media': api,
    },
  },
  ssr: {
    // Everything is bundled in, the domain package from its source, as the browser build does: the
    // libraries must render with the same Preact as the app, which only the bundle's aliases give.
    noExternal: true,
    resolve: { conditions: ['@kahraba/source', ...defaultServerConditions] },
  },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        // Every browser the store supports preloads modules itself; the polyfill would be a file of its
        // own on every first load.
        modulePreload: { polyfill: false },
        emptyOutDir: true,
        rolldownOptions: {
          output: {
            // Fewer, larger files for a first visit: the browser opens at most six connections to the
            // server, and each file waits its turn on one, so twenty small files cost more round trips
            // than five medium ones.
            codeSplitting: { groups: chunkGroups },
          },
        },
      },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // The i18n setup comes first: it swaps the lazy translation files for bundled ones before the
    // general setup imports the i18n instance.
    setupFiles: ['src/shared/i18n/testing/setup.ts', 'src/test/setup.ts'],
  },
}));
