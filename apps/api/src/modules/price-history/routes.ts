import {
  idSchema,
  priceHistoryQuerySchema,
  priceHistorySchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { readPriceHistory } from './queries.js';

/**
 * Shared caches may keep an answer this long: the same for every shopper, and a price the staff
 * change reaches the product page about as soon as the page itself does (s-maxage 60).
 */
const CACHE_SECONDS = 60;

export const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/:id/price-history',
    {
      schema: {
        tags: ['catalog'],
        summary: "The product's selling prices over the last `days` (90 by default, at most 365)",
        description:
          'Each point is a price the product sold at (the price after discount when lower) and when it began, oldest first. The first point is the one in force when the span began, if the history reaches back so far. `asOf` is the server clock, to the hour, the spans end at (or at the last point, if later).',
        params: z.object({ id: idSchema }),
        querystring: priceHistoryQuerySchema,
        response: { 200: successEnvelopeSchema(priceHistorySchema) },
      },
    },
    async (request, reply) => {
      const answer = await readPriceHistory(app.db, request.params.id, request.query.days);
      if (!answer) throw new AppError('PRODUCT_NOT_FOUND');
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return { status: 'success' as const, data: answer };
    },
  );
};
