import {
  installmentOffers,
  installmentOffersQuerySchema,
  installmentOffersSchema,
  roundEgp,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActivePlans } from './queries.js';

export const installmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/installment-plans',
    {
      schema: {
        tags: ['installments'],
        summary: 'The installment plans that finance an amount, with the monthly amounts',
        description:
          "One route for the product page (amount = the product's price) and the checkout (amount = the order total). Each offer is a plan and a number of months: the monthly amount (every instalment but the last), the last instalment (which absorbs the rounding), the admin fee, the interest and the total payable, in EGP. Plans come in the order staff listed them, months from the shortest. POST /order prices the chosen plan again against the total it computes.",
        querystring: installmentOffersQuerySchema,
        response: { 200: successEnvelopeSchema(installmentOffersSchema) },
      },
    },
    async (request) => {
      const amount = roundEgp(request.query.amount);
      return {
        status: 'success' as const,
        data: { amount, offers: installmentOffers(amount, await listActivePlans(app.db)) },
      };
    },
  );
};
