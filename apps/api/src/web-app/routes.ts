import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { inProcessApi } from './in-process-api.js';
import {
  allowInlineScripts,
  entityTag,
  inlineScriptSources,
  matchesEntityTag,
  sharedCacheControl,
} from './page-answer.js';
import { sendUnavailablePage } from './unavailable-page.js';
import { webBuildFiles } from './web-build.js';
import { toWebRequest } from './web-request.js';

/** What the web build's server entry (apps/web/src/app/entry.server.tsx) lends the server. */
interface WebEntry {
  withServerApi<T>(
    request: Request,
    page: { fetch: (url: string, init: RequestInit) => Promise<Response>; publicUrl: string | undefined },
    handle: () => T,
  ): T;
}

/**
 * Vite puts a content hash in every asset name, so those never change under the same URL; other
 * files revalidate within the hour. The build's brotli and gzip copies are cached like their file.
 */
function cacheControlFor(clientDir: string, filePath: string): string {
  const servedFor = filePath.replace(/\.(?:br|gz)$/, '');
  if (servedFor.startsWith(path.join(clientDir, 'assets') + path.sep))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the web app: its built files, and every other address outside /api and /media through
 * React Router, which renders the page on the server (its loaders reaching the API in process) or
 * answers a client navigation's data request.
 */
export async function registerWebApp(app: FastifyInstance, webBuild: string): Promise<void> {
  const { clientDir, serverEntry } = webBuildFiles(webBuild);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    // Only the files the build made get routes; every other path is a page.
    wildcard: false,
    // /api is the API's alone, whatever the build's folder holds.
    allowedPath: (pathName) => !pathName.startsWith('/api/'),
    index: false,
    // The web build writes .br and .gz copies at the highest levels (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(clientDir, filePath));
    },
  });

  await registerPages(app, build, 'production');
}

/**
 * Every address outside /api, /media and the build's files is a page: React Router renders it on
 * the server, its loaders reaching the API in process, or answers a client navigation's data
 * request. `build` is the server build to render with: the built one, or a function giving the
 * development server's, fresh after every edit.
 */
export async function registerPages(
  app: FastifyInstance,
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: 'production' | 'development',
): Promise<void> {
  // A build in hand is read once; a function (the development server's) gives a fresh one each time.
  const handle = createRequestHandler(build, mode);
  const loadBuild = typeof build === 'function' ? build : async () => build;
  await app.register(async (pages) => {
    // React Router reads form posts itself: the body is left unparsed here, and only here.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      const webRequest = toWebRequest(request, reply);
      // Set when an API call of the page's was answered 503: the database is away, and the page,
      // whether it came out as an error or with parts missing, is the "back in a moment" page.
      let unavailable = false;
      const page = {
        fetch: inProcessApi(app, request, (status) => {
          if (status === 503) unavailable = true;
        }),
        // Where shoppers reach the shop, for the absolute addresses pages and sitemaps name.
        publicUrl: app.config.publicUrl,
      };
      const entry = (await loadBuild()).entry.module as unknown as WebEntry;
      let response: Response;
      try {
        response = await entry.withServerApi(webRequest, page, () => handle(webRequest));
      } catch (error) {
        if (isDatabaseUnavailable(error)) return sendUnavailablePage(request, reply);
        throw error;
      }
      if (unavailable) return sendUnavailablePage(request, reply);
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      // A redirect or an answer React Router made by itself says nothing: it stays private.
      if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-cache');
      // The web app marks a guest's catalog page `public`; the server says for how long.
      const shared = response.headers.get('cache-control') === 'public' && cookies.length === 0;
      if (shared) reply.header('cache-control', sharedCacheControl(app.config.pageCacheSeconds));
      if (!response.body) return reply.send();

      const body = Buffer.from(await response.arrayBuffer());
      // Data a page streams after its first bytes (deferred loader data) is asked for meanwhile.
      if (unavailable) return sendUnavailablePage(request, reply);
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string' && response.headers.get('content-type')?.startsWith('text/html')) {
        const sources = inlineScriptSources(body);
        reply.header('content-security-policy', allowInlineScripts(policy, sources));
      }
      if (shared) {
        const tag = entityTag(body);
        reply.header('etag', tag);
        if (response.status === 200 && matchesEntityTag(request.headers['if-none-match'], tag)) {
          return reply.code(304).send();
        }
      }
      return reply.send(body);
    };
    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: render,
    });
    pages.get('/', { schema: { hide: true } }, render);
  });
}
