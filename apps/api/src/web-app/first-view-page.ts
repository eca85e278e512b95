import { pathToFileURL } from 'node:url';

// The page the server sends for a shop address, with its first view written in: the files the page
// needs (its code, texts, fonts), the catalog reads it starts with, answered, and the pictures those
// answers show first. Catalog pages for guests arrive drawn, with the answers they were drawn with;
// other pages carry the answers for the app to take. Either way the browser finds everything in the
// page itself, instead of a round trip later from the page's scripts. Which files and reads a page
// needs, and how it is drawn, is the web app's knowledge: its build compiles that part
// (apps/web/src/app/server-view.tsx) for Node too, and the server only writes what it says.

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

export interface Visitor {
  language: string;
  signedIn: boolean;
}

export interface RequestHeaders {
  cookie?: string;
  acceptLanguage?: string;
}

export interface DrawnPage {
  html: string;
  /** Escaped text. */
  title: string | undefined;
  lang: string;
  dir: string;
  queryState: string;
}

export type FirstViewFor = (
  visit: FirstVisit,
  moduleFiles: Readonly<Record<string, readonly string[]>>,
) => { files: string[]; reads: FirstRead[] };

/** The web build's server module: what a page needs, how to draw it, and the page's element names. */
export interface ServerViewModule {
  firstViewFor: FirstViewFor;
  visitorFrom: (headers: RequestHeaders) => Visitor;
  drawPage: (
    url: string,
    visitor: Visitor,
    answers: ReadonlyMap<string, string>,
  ) => Promise<DrawnPage | undefined>;
  MODULE_FILES_ELEMENT_ID: string;
  EARLY_READ_ATTRIBUTE: string;
  QUERY_STATE_ELEMENT_ID: string;
  PAGE_PRELOADER_ATTRIBUTE: string;
  APP_SCRIPTS_ELEMENT_ID: string;
}

/** A GET of one of the API's own addresses, made in process: its status and JSON text. */
export type ReadApi = (url: string, language: string) => Promise<{ statusCode: number; body: string }>;

const FUNCTIONS = ['firstViewFor', 'visitorFrom', 'drawPage'] as const;
const NAMES = [
  'MODULE_FILES_ELEMENT_ID',
  'EARLY_READ_ATTRIBUTE',
  'QUERY_STATE_ELEMENT_ID',
  'PAGE_PRELOADER_ATTRIBUTE',
  'APP_SCRIPTS_ELEMENT_ID',
] as const;

export async function loadServerView(file: string): Promise<ServerViewModule> {
  const module: Partial<Record<keyof ServerViewModule, unknown>> = await import(pathToFileURL(file).href);
  if (
    FUNCTIONS.some((name) => typeof module[name] !== 'function') ||
    NAMES.some((name) => typeof module[name] !== 'string')
  )
    throw new Error(`${file} is not the web build's server module`);
  return module as ServerViewModule;
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

/** The app's module scripts and preloads in a page (the build writes them as `<script ...></script>`). */
const MODULE_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A drawn page needs no script to paint: the app's scripts and preloads move into a template, which
 * the page preloader (kept in place) starts once the page has painted, so on a slow link they do not
 * compete with the stylesheet, font and pictures the first paint needs.
 */
function startScriptsAfterPaint(page: string, templateId: string, preloaderAttribute: string): string {
  const moved: string[] = [];
  const rest = page.replace(MODULE_TAGS, (tag) => {
    if (tag.includes(preloaderAttribute)) return tag;
    moved.push(tag);
    return '';
  });
  return rest.replace(
    '</head>',
    () => `<template id="${templateId}">${moved.join('')}</template>\n  </head>`,
  );
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
  render(url: string, headers: RequestHeaders): Promise<string | undefined>;
}

export function firstViewPage(
  indexHtml: string,
  {
    firstViewFor,
    visitorFrom,
    drawPage,
    MODULE_FILES_ELEMENT_ID,
    EARLY_READ_ATTRIBUTE,
    QUERY_STATE_ELEMENT_ID,
    PAGE_PRELOADER_ATTRIBUTE,
    APP_SCRIPTS_ELEMENT_ID,
  }: ServerViewModule,
  readApi: ReadApi,
  /** A page the web module failed to draw is sent undrawn; the failure is a bug to hear about. */
  reportDrawError: (error: unknown) => void,
): FirstViewPage {
  const table = indexHtml.match(
    new RegExp(`<script type="application/json" id="${MODULE_FILES_ELEMENT_ID}">([^<]*)</script>`),
  )?.[1];
  const moduleFiles: Record<string, string[]> = table ? JSON.parse(table) : {};

  const draw = (url: string, visitor: Visitor, answers: Answer[]) =>
    drawPage(url, visitor, new Map(answers.map((found) => [found.url, found.body]))).catch((error) => {
      reportDrawError(error);
      return undefined;
    });

  return {
    async render(url, headers) {
      const { pathname, search } = new URL(url, 'http://page');
      // The stored language and session are mirrored in cookies; the browser's language is next.
      const visitor = visitorFrom(headers);
      const view = firstViewFor({ pathname, search, ...visitor }, moduleFiles);
      const answers = (
        await Promise.all(view.reads.map((read) => answer(read, visitor.language, readApi)))
      ).filter((found) => found !== undefined);
      const drawn = await draw(url, visitor, answers);
      if (!drawn && view.files.length === 0 && answers.length === 0) return undefined;

      const pictures = [...new Set(answers.flatMap((found) => found.pictures))];
      const head = [...pictures.map(pictureHint), ...view.files.map(fileHint)];
      // A drawn page carries the answers it was drawn with; otherwise the app takes them one by one.
      const body = drawn
        ? [
            `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptSafeJson(drawn.queryState)}</script>`,
          ]
        : answers.map(
            (found) =>
              `<script type="application/json" ${EARLY_READ_ATTRIBUTE}="${escapeAttribute(found.url)}">${scriptSafeJson(found.body)}</script>`,
          );
      // Replaced by functions: a `$` in an answer or a page is text, not a replacement pattern.
      let page = indexHtml
        .replace('</head>', () => `${head.join('\n    ')}\n  </head>`)
        .replace('</body>', () => `${body.join('\n    ')}\n  </body>`);
      if (drawn)
        page = startScriptsAfterPaint(page, APP_SCRIPTS_ELEMENT_ID, PAGE_PRELOADER_ATTRIBUTE)
          .replace(
            /<html[^>]*>/,
            () => `<html lang="${escapeAttribute(drawn.lang)}" dir="${escapeAttribute(drawn.dir)}">`,
          )
          .replace('<div id="root"></div>', () => `<div id="root">${drawn.html}</div>`)
          .replace(/<title>[^<]*<\/title>/, (built) =>
            drawn.title === undefined ? built : `<title>${drawn.title}</title>`,
          );
      return page;
    },
  };
}
