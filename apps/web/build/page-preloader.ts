/// <reference types="node" />
// Builds src/preload-page.ts as an entry of its own and puts it first in index.html, with a table of
// the files each page and each translation file needs (module → files). The preloader reads the
// table and asks for the files of the page being opened while the app's code still downloads.
//
// Why a separate entry: Vite merges every <script> of index.html into the app's entry, and the
// preloader would then wait for all of the app's code, which is what it is there to avoid. Why a
// table instead of import(): dynamic imports from a second entry make the bundler cut the app's
// shared code into many more, smaller files.
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { MODULE_FILES_ELEMENT_ID, PAGE_PRELOADER_ATTRIBUTE } from '../src/app/page-elements.ts';

const ENTRY_NAME = 'preload-page';
/** Pages and translation files: what the preloader may ask for. */
const PRELOADABLE = /^src\/(?:features\/[^/]+\/pages\/|shared\/i18n\/locales\/)/;
/** Font files go in the table under their unhashed name: `font:cairo-latin-wght-normal.woff2`. */
const FONT = /\.woff2$/;

const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** A chunk and everything it imports statically, which the browser needs before running it. */
function withStaticImports(chunk: OutputChunk, byFile: Map<string, OutputChunk>): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  visit(chunk.fileName);
  return [...files];
}

/** Source module (relative to the app root) → files to fetch for it, leaving out what index.html loads already. */
export function moduleFiles(bundle: OutputBundle, root: string, base: string): Record<string, string[]> {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedByPage = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => withStaticImports(chunk, byFile)),
  );
  const table: Record<string, string[]> = {};
  for (const chunk of chunks) {
    if (chunk.isEntry) continue;
    // A chunk may hold several modules (the shell's texts share one per language).
    for (const moduleId of chunk.moduleIds) {
      const source = path.relative(root, moduleId).split(path.sep).join('/');
      if (!PRELOADABLE.test(source)) continue;
      table[source] = withStaticImports(chunk, byFile)
        .filter((file) => !loadedByPage.has(file))
        .map((file) => `${base}${file}`);
    }
  }
  for (const output of Object.values(bundle)) {
    if (output.type !== 'asset' || !FONT.test(output.fileName)) continue;
    for (const name of output.names) table[`font:${name}`] = [`${base}${output.fileName}`];
  }
  return table;
}

export function pagePreloader(source = 'src/preload-page.ts'): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'kahraba:page-preloader',
    apply: 'build',
    config(config) {
      const appRoot = config.root ?? process.cwd();
      return {
        build: {
          rolldownOptions: {
            input: {
              index: path.resolve(appRoot, 'index.html'),
              [ENTRY_NAME]: path.resolve(appRoot, source),
            },
          },
        },
      };
    },
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const entry = chunksOf(context.bundle).find((chunk) => chunk.isEntry && chunk.name === ENTRY_NAME);
        if (!entry) throw new Error(`The ${ENTRY_NAME} entry is missing from the bundle`);
        // JSON in a non-executable script element: allowed by the script-src 'self' policy.
        const table = JSON.stringify(moduleFiles(context.bundle, root, base)).replaceAll('<', '\\u003c');
        const tags = [
          `<script type="application/json" id="${MODULE_FILES_ELEMENT_ID}">${table}</script>`,
          ...entry.imports.map(
            (file) =>
              `<link rel="modulepreload" crossorigin ${PAGE_PRELOADER_ATTRIBUTE} href="${base}${file}">`,
          ),
          `<script type="module" crossorigin ${PAGE_PRELOADER_ATTRIBUTE} src="${base}${entry.fileName}"></script>`,
        ].join('\n    ');
        const appScript = html.indexOf('<script type="module"');
        if (appScript === -1)
          throw new Error('index.html has no module script to put the page preloader before');
        return `${html.slice(0, appScript)}${tags}\n    ${html.slice(appScript)}`;
      },
    },
  };
}
