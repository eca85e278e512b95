import {
  deliveryQuoteQuerySchema,
  deliveryQuoteSchema,
  deliveryQuotesQuerySchema,
  deliveryZoneSchema,
  GOVERNORATES,
  governorateSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quoteDeliveries, quoteDelivery } from './quote.js';
import { listDeliveryTerms } from './zones.js';

const governoratesEnvelope = successEnvelopeSchema(z.object({ governorates: z.array(governorateSchema) }));

/** Where the store delivers, and what it costs and takes: open to guests (the product page asks). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/governorates',
    {
      schema: {
        tags: ['delivery'],
        summary: "Egypt's 27 governorates with their areas, named in English and Arabic",
        response: { 200: governoratesEnvelope },
      },
    },
    async (_request, reply) => {
      // The list changes only with a release.
      reply.header('cache-control', 'public, max-age=3600');
      return {
        status: 'success' as const,
        data: { governorates: GOVERNORATES.map(({ id, name, areas }) => ({ id, name, areas: [...areas] })) },
      };
    },
  );

  app.get(
    '/delivery/zones',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Every governorate with its delivery fees and days by method, cheapest first',
        response: {
          200: successEnvelopeSchema(
            z.object({ zones: z.array(deliveryZoneSchema.omit({ updatedAt: true })) }),
          ),
        },
      },
    },
    async () => ({ status: 'success' as const, data: { zones: await listDeliveryTerms(app.db) } }),
  );

  app.get(
    '/delivery/quote',
    {
      schema: {
        tags: ['delivery'],
        summary: 'The fee and delivery days to a governorate by one method, for an order placed now',
        description:
          'Days are Cairo calendar days. Fridays are not delivery days; orders after the 16:00 Cairo cut-off count from the next day. A method not offered there answers 400 SHIPPING_METHOD_UNAVAILABLE.',
        querystring: deliveryQuoteQuerySchema,
        response: { 200: successEnvelopeSchema(z.object({ quote: deliveryQuoteSchema })) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        quote: await quoteDelivery(app.db, request.query.governorate, request.query.method, new Date()),
      },
    }),
  );

  app.get(
    '/delivery/quotes',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Every delivery method offered to a governorate, with fees and days',
        querystring: deliveryQuotesQuerySchema,
        response: { 200: successEnvelopeSchema(z.object({ quotes: z.array(deliveryQuoteSchema) })) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { quotes: await quoteDeliveries(app.db, request.query.governorate, new Date()) },
    }),
  );
};
