import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FirstViewPage, firstViewPage, loadServerView } from './first-view-page.js';

export interface WebAppOptions {
  /** Folder of the built web app. */
  webDist: string;
  /** The web build's server module (server-view.js); without it pages are sent as built. */
  serverViewModule: string | undefined;
}

/**
 * Vite puts a content hash in every asset name, so those never change under the same URL; the
 * page itself must revalidate so a deploy shows up at once. The build's brotli and gzip copies
 * (index.html.br, ...) are cached like the file they stand for.
 */
function cacheControlFor(webDist: string, filePath: string): string {
  const servedFor = filePath.replace(/\.(?:br|gz)$/, '');
  if (servedFor.startsWith(path.join(webDist, 'assets') + path.sep))
    return 'public, max-age=31536000, immutable';
  if (servedFor === path.join(webDist, 'index.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built single-page app: its files, and the page for every other address the router
 * owns, with that address's first view written in when the first-view module is there.
 * Returns the handler for such addresses, for the server's not-found handler to call.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDist, serverViewModule }: WebAppOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    // '/' is a page like any other (the route below), not a file.
    index: false,
    // The web build writes .br and .gz copies at the highest levels (apps/web/build/precompress.ts);
    // files without one are compressed on the fly by @fastify/compress.
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(webDist, filePath));
    },
  });

  let page: FirstViewPage | undefined;
  if (serverViewModule) {
    const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const readApi = async (url: string, language: string) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', 'accept-language': language },
      });
      return { statusCode: response.statusCode, body: response.body };
    };
    page = firstViewPage(indexHtml, await loadServerView(serverViewModule), readApi, (error) =>
      app.log.error({ err: error }, 'drawing a page on the server failed'),
    );
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // The page must revalidate so deploys (and fresh answers) show up at once.
    reply.header('Cache-Control', 'no-cache');
    // A HEAD asks for headers only: no reads are made for it (a product read counts a view).
    if (page && request.method === 'GET') {
      const html = await page.render(request.url, {
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      // What is written in depends on the language and session the browser's cookies and headers tell.
      if (html)
        return reply.header('Vary', 'Accept-Language, Cookie').type('text/html; charset=utf-8').send(html);
    }
    return reply.sendFile('index.html');
  };
  app.get('/', { schema: { hide: true } }, sendPage);
  return sendPage;
}
