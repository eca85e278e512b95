// Sends the pages of urls.ts to a server: as autocannon requests for the throughput benchmark, and as
// a bounded number of fetches for the soak and the checks that pages come back as HTML. Nothing here
// sends If-None-Match or any other validator: every page is rendered afresh.
import type { Request } from 'autocannon';
import type { PageRequest } from './urls.ts';

/**
 * What a browser accepts of a page's encoding (Chrome's list): a shared cache hands its compressed
 * copy on as it is, and the server compresses what it renders, as it does for every shopper. Without
 * it nginx decompressed each cached page for the benchmark, which no browser asks of it.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The headers a page request is sent with: a browser's accepted encodings and a signed-in shopper's cookie. */
export function pageHeaders(page: PageRequest): Record<string, string> {
  const headers: Record<string, string> = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  if (page.cookie) headers.cookie = page.cookie;
  return headers;
}

/**
 * An autocannon request that goes to the next of `pages` each time, every connection sharing one
 * cursor: with more pages than a scenario asks for, no page is asked for twice.
 */
export function cyclingPages(pages: readonly PageRequest[]): Request {
  if (pages.length === 0) throw new Error('no pages to load');
  let next = 0;
  return {
    method: 'GET',
    setupRequest: (request) => {
      const page = pages[next % pages.length]!;
      next += 1;
      return { ...request, path: page.path, headers: pageHeaders(page) };
    },
  };
}

export interface PageAnswer {
  page: PageRequest;
  status: number;
  contentType: string;
  /** Whether the body is an HTML document. */
  html: boolean;
}

/** Loads one page in full, as a browser would, within `timeoutMs`. */
export async function fetchPage(baseUrl: string, page: PageRequest, timeoutMs = 30_000): Promise<PageAnswer> {
  const response = await fetch(`${baseUrl}${page.path}`, {
    headers: pageHeaders(page),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await response.text();
  return {
    page,
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    html: /^\s*<!doctype html>/i.test(body) && body.includes('</html>'),
  };
}

/** Whether an answer is the page itself: a 200 with an HTML document. */
export const isHtmlPage = (answer: PageAnswer): boolean =>
  answer.status === 200 && answer.contentType.startsWith('text/html') && answer.html;

/**
 * Loads `pages` in order over `connections` parallel workers, each page once, and returns every
 * answer (a failed fetch counts as status 0). Bounded by the number of pages and by `deadline`
 * (a Date.now() value), past which no further page is started.
 */
export async function loadPages(
  baseUrl: string,
  pages: readonly PageRequest[],
  connections: number,
  deadline: number,
): Promise<PageAnswer[]> {
  const answers: PageAnswer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < pages.length && Date.now() < deadline) {
      const page = pages[next++]!;
      try {
        answers.push(await fetchPage(baseUrl, page));
      } catch {
        answers.push({ page, status: 0, contentType: '', html: false });
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return answers;
}

/** One page of each kind and language of `pages`: what a check that pages are served looks at. */
export function onePerKindAndLanguage(pages: readonly PageRequest[]): PageRequest[] {
  const seen = new Map<string, PageRequest>();
  for (const page of pages) {
    const key = `${page.cookie ? 'signed-in' : 'guest'} ${page.kind} ${page.language}`;
    if (!seen.has(key)) seen.set(key, page);
  }
  return [...seen.values()];
}
