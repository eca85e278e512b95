import { firstModulesFor } from './first-modules';
import { type FirstRead, firstReadsFor } from './first-reads';

/** What the first view of a page fetches before the app has rendered it. */
export interface FirstView {
  /** Built files: the page's code, its texts and fonts (`.woff2`). */
  files: string[];
  reads: FirstRead[];
}

export interface FirstVisit {
  pathname: string;
  search: string;
  language: string;
  signedIn: boolean;
}

/**
 * The first view of `pathname?search`, from the build's module table (source module → files).
 * Two callers ask it: the page preloader in the browser (src/preload-page.ts), and the server as it
 * sends the page (through app/server-view.tsx, built on its own for Node), which writes the same files and
 * reads into the page so the browser needs no round trip to find them.
 */
export function firstViewFor(
  { pathname, search, language, signedIn }: FirstVisit,
  moduleFiles: Readonly<Record<string, readonly string[]>>,
): FirstView {
  const files = firstModulesFor(pathname, language, signedIn).flatMap((module) => moduleFiles[module] ?? []);
  return { files: [...new Set(files)], reads: firstReadsFor(pathname, search) };
}
