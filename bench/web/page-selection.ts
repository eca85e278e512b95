// What a page tool measures, from its command line: which pages, in which languages, how many times,
// and whether it builds the app first. Shared by web/run.ts (the budgets) and web/blocking.ts.
import { parseArgs } from 'node:util';
import type { Language } from './language.ts';
import { BENCH_LANGUAGES, type BenchPage, benchPages, type PageTargets, SMOKE_PAGE_NAMES } from './pages.ts';
import { buildProduction, isBuilt } from './server.ts';

/** The smoke runs' catalog: enough for a page of cards, seeded in seconds. */
export const SMOKE_CATALOG_SIZE = 24;

export interface PageSelection {
  smoke: boolean;
  noBuild: boolean;
  /** Measurements per page and language (--runs, --loads…); 1 in a smoke run. */
  repeats: number;
  languages: readonly Language[];
  /** The page names asked for (--pages); every page when absent. */
  pageNames: readonly string[] | undefined;
  /** Any further string options the tool declared. */
  extra: Record<string, string | undefined>;
}

/**
 * Reads `--smoke`, `--no-build`, `--pages`, `--languages` and the tool's count option (`repeatsOption`,
 * `defaultRepeats` unless given). A smoke run measures its pages (pages.ts) in English once.
 */
export function readPageSelection(
  repeatsOption: string,
  defaultRepeats: number,
  extraOptions: readonly string[] = [],
  argv: readonly string[] = process.argv.slice(2),
): PageSelection {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      smoke: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      pages: { type: 'string' },
      languages: { type: 'string' },
      [repeatsOption]: { type: 'string' },
      ...Object.fromEntries(extraOptions.map((name) => [name, { type: 'string' as const }])),
    },
  });
  const option = (name: string) => values[name] as string | undefined;
  const smoke = values.smoke === true;
  const repeats = smoke ? 1 : Number(option(repeatsOption) ?? defaultRepeats);
  if (!Number.isInteger(repeats) || repeats < 1) {
    throw new Error(`--${repeatsOption} takes a whole number of at least 1`);
  }
  return {
    smoke,
    noBuild: values['no-build'] === true,
    repeats,
    languages: smoke
      ? ['en']
      : ((option('languages')?.split(',') as Language[] | undefined) ?? BENCH_LANGUAGES),
    pageNames: smoke ? SMOKE_PAGE_NAMES : option('pages')?.split(','),
    extra: Object.fromEntries(extraOptions.map((name) => [name, option(name)])),
  };
}

/** The selection's pages, showing the product and order of `targets`. */
export function selectedPages(selection: PageSelection, targets: PageTargets): BenchPage[] {
  const { pageNames } = selection;
  return benchPages(targets).filter((page) => !pageNames || pageNames.includes(page.name));
}

/** Builds for production unless told not to; a smoke run measures the build npm test has just made. */
export function buildUnlessBuilt(selection: PageSelection, label: string): void {
  if (selection.noBuild || (selection.smoke && isBuilt())) {
    console.log(`${label}: using the existing production build`);
    return;
  }
  console.log(`${label}: building for production (npm run build)`);
  buildProduction();
}
