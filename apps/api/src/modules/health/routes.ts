import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countProducts } from './queries.js';

const healthSchema = z.object({
  status: z.literal('success'),
  data: z.object({ db: z.literal('ok'), products: z.number().int().nonnegative() }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Service and database health', response: { 200: healthSchema } } },
    async () => ({
      status: 'success' as const,
      data: { db: 'ok' as const, products: await countProducts(app.db) },
    }),
  );
};
