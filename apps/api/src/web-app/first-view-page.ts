import { pathToFileURL } from 'node:url';

// The page the server sends for a shop address, with its first view written in: the files the page
// needs (its code, texts, fonts), the catalog reads it starts with, answered, and the pictures those
// answers show first. The browser finds all of them in the page itself, instead of a round trip
// later from the page's scripts, and the page's largest picture is on its way with the first bytes.
// Which files and reads a page needs is the web app's knowledge: its build compiles that module
// (apps/web/src/app/first-view.ts) for Node too, and the server only writes what it says.

export interface FirstRead {
  url: string;
  pictures?: (data: unknown) => string[];
}

export interface FirstVisit {
  pathname: string;
  search: string;
  language: string;
  signedIn: boolean;
}

export type FirstViewFor = (
  visit: FirstVisit,
  moduleFiles: Readonly<Record<string, readonly string[]>>,
) => { files: string[]; reads: FirstRead[] };

/** The web build's first-view module: the function, and the names of the page's elements. */
export interface FirstViewModule {
  firstViewFor: FirstViewFor;
  MODULE_FILES_ELEMENT_ID: string;
  EARLY_READ_ATTRIBUTE: string;
}

/** A GET of one of the API's own addresses, made in process: its status and JSON text. */
export type ReadApi = (url: string, language: string) => Promise<{ statusCode: number; body: string }>;

export async function loadFirstView(file: string): Promise<FirstViewModule> {
  const module: Partial<Record<keyof FirstViewModule, unknown>> = await import(pathToFileURL(file).href);
  if (
    typeof module.firstViewFor !== 'function' ||
    typeof module.MODULE_FILES_ELEMENT_ID !== 'string' ||
    typeof module.EARLY_READ_ATTRIBUTE !== 'string'
  )
    throw new Error(`${file} is not the web build's first-view module`);
  return module as FirstViewModule;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON text is safe in a script element once no `<` can close it; inside strings `\u003c` reads the same. */
const scriptSafeJson = (json: string) => json.replaceAll('<', '\\u003c');

function fileHint(file: string): string {
  return file.endsWith('.woff2')
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(file)}">`
    : `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`;
}

const pictureHint = (src: string) =>
  `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(src)}">`;

interface Answer {
  url: string;
  body: string;
  pictures: string[];
}

async function answer(read: FirstRead, language: string, readApi: ReadApi): Promise<Answer | undefined> {
  try {
    const { statusCode, body } = await readApi(read.url, language);
    // An error is left to the page, which asks again and shows it in the shopper's language.
    if (statusCode !== 200) return undefined;
    const data: unknown = JSON.parse(body).data;
    return { url: read.url, body, pictures: read.pictures?.(data) ?? [] };
  } catch {
    return undefined;
  }
}

export interface FirstViewPage {
  /** The page for `url` with its first view written in, or undefined when there is nothing to add. */
  render(url: string, language: string): Promise<string | undefined>;
}

export function firstViewPage(
  indexHtml: string,
  { firstViewFor, MODULE_FILES_ELEMENT_ID, EARLY_READ_ATTRIBUTE }: FirstViewModule,
  readApi: ReadApi,
): FirstViewPage {
  const table = indexHtml.match(
    new RegExp(`<script type="application/json" id="${MODULE_FILES_ELEMENT_ID}">([^<]*)</script>`),
  )?.[1];
  const moduleFiles: Record<string, string[]> = table ? JSON.parse(table) : {};
  return {
    async render(url, language) {
      const { pathname, search } = new URL(url, 'http://page');
      // The server cannot see the stored session or language: it writes what a guest in the
      // browser's language needs, and the page preloader adds what differs.
      const view = firstViewFor({ pathname, search, language, signedIn: false }, moduleFiles);
      if (view.files.length === 0 && view.reads.length === 0) return undefined;
      const answers = (await Promise.all(view.reads.map((read) => answer(read, language, readApi)))).filter(
        (found) => found !== undefined,
      );
      const pictures = [...new Set(answers.flatMap((found) => found.pictures))];
      const head = [...pictures.map(pictureHint), ...view.files.map(fileHint)];
      const body = answers.map(
        (found) =>
          `<script type="application/json" ${EARLY_READ_ATTRIBUTE}="${escapeAttribute(found.url)}">${scriptSafeJson(found.body)}</script>`,
      );
      // Replaced by functions: a `$` in an answer is text, not a replacement pattern.
      return indexHtml
        .replace('</head>', () => `${head.join('\n    ')}\n  </head>`)
        .replace('</body>', () => `${body.join('\n    ')}\n  </body>`);
    },
  };
}
