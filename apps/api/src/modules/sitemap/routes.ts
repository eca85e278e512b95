import {
  sitemapProductPageQuerySchema,
  sitemapProductPageSchema,
  sitemapSummarySchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSitemapProductPage, readSitemapSummary } from './queries.js';

const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });

/**
 * What the web app's sitemaps (/sitemap.xml and its files) are written from: addresses and change
 * times only. Public catalog facts, so shared caches may keep them as long as a guest's page.
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const cacheControl = `public, max-age=0, s-maxage=${app.config.pageCacheSeconds}`;

  app.get(
    '/sitemap',
    {
      schema: {
        tags: ['sitemap'],
        summary: 'The product sitemap files and when each part of the catalog last changed',
        response: { 200: success(sitemapSummarySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', cacheControl);
      return { status: 'success' as const, data: await readSitemapSummary(app.db) };
    },
  );

  app.get(
    '/sitemap/products',
    {
      schema: {
        tags: ['sitemap'],
        summary: 'The ids, slugs and change times of one product sitemap file’s products',
        querystring: sitemapProductPageQuerySchema,
        response: { 200: success(sitemapProductPageSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cacheControl);
      return { status: 'success' as const, data: await readSitemapProductPage(app.db, request.query.page) };
    },
  );
};
