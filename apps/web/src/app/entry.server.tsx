import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { DEFAULT_LANGUAGE, SESSION_COOKIE } from '@kahraba/domain';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { type EntryContext, ServerRouter } from 'react-router';
import { type ServerApi, setServerApiLookup } from '../shared/api/server-api';
import { requestLanguage } from '../shared/i18n/request-language';
import { serverI18n } from '../shared/i18n/server-i18n';
import { setPageLanguageLookup } from '../shared/language-paths';
import { SHARED_PAGE } from '../shared/page-cache';
import { readPageCookie } from '../shared/page-cookies';

// React renders every page on the server, streaming it as it goes; the browser hydrates it
// (entry.client.tsx). The API server (apps/api, web-app/) calls withServerApi around each page
// request, so the page's loaders reach the API in process, as this shopper and in their language.

export const streamTimeout = 5_000;

const pageRequests = new AsyncLocalStorage<ServerApi>();
setServerApiLookup(() => pageRequests.getStore());
setPageLanguageLookup(() => pageRequests.getStore()?.language ?? DEFAULT_LANGUAGE);

/** Runs `handle` (React Router's request handler) with the API of this page request. */
export function withServerApi<T>(
  request: Request,
  page: Pick<ServerApi, 'fetch' | 'publicUrl'>,
  handle: () => T,
): T {
  return pageRequests.run({ ...page, language: requestLanguage(request), shared: new Map() }, handle);
}

/** A page's own answer: never stored for someone else, and told apart by session. */
function keepPrivate(headers: Headers): void {
  headers.set('Cache-Control', 'private, no-cache');
  headers.set('Vary', 'Cookie');
}

/**
 * A guest's catalog page may be kept by a shared cache for every other guest: its route says so
 * (shared/page-cache.ts) and the request carries no session, so nothing personal can be in it.
 * Everything else is private. The API server gives a public page its lifetime and ETag.
 */
function settleCaching(request: Request, headers: Headers): void {
  const cookies = request.headers.get('cookie') ?? undefined;
  const shared =
    headers.get('Cache-Control') === SHARED_PAGE &&
    readPageCookie(cookies, SESSION_COOKIE) === null &&
    !headers.has('Set-Cookie');
  if (!shared) keepPrivate(headers);
}

/** Client navigations read the same loaders as `.data` requests: just as private as the pages. */
export function handleDataRequest(response: Response): Response {
  // A copy: a response's own headers may be immutable (a redirect's are).
  const answer = new Response(response.body, response);
  keepPrivate(answer.headers);
  return answer;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  settleCaching(request, responseHeaders);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; browsers get the shell first, the rest as it renders.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={serverI18n(requestLanguage(request))}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nextProvider>,
      {
        // The loaders have run before React renders, so the page is ready at once. React would
        // still move a large finished part (the page below the navbar) out of place, to be put back
        // by script; written in place, it reads whole without script too (crawlers, no-JS visitors).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while the shell renders reject above and are logged by the request handler.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
