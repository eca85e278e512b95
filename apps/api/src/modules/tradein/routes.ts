import {
  successEnvelopeSchema,
  tradeInEstimateQuerySchema,
  tradeInEstimateSchema,
  tradeInRequestBodySchema,
  tradeInSchema,
  tradeInWithReplacementSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageFrom } from '../../http/language.js';
import { bearerAuth, requireUser, signedInUser } from '../auth/authenticate.js';
import { estimateFor } from './estimates.js';
import { listTradeInsOfUser, toTradeInWire } from './queries.js';
import { submitTradeIn } from './submit-trade-in.js';

export const tradeInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tradein',
    {
      onRequest: requireUser,
      schema: {
        tags: ['tradein'],
        summary: 'Send a trade-in request for an old device (stored as pending)',
        security: bearerAuth,
        body: tradeInRequestBodySchema,
        response: { 201: successEnvelopeSchema(tradeInSchema) },
      },
    },
    async (request, reply) => {
      const lang = languageFrom(request.headers['accept-language']);
      const row = await submitTradeIn(app.db, signedInUser(request).id, request.body, lang);
      return reply.code(201).send({ status: 'success' as const, data: toTradeInWire(row) });
    },
  );

  app.get(
    '/tradein/estimate',
    {
      schema: {
        tags: ['tradein'],
        summary: 'The credit range estimated for a device of a trade-in type in a condition',
        description:
          "The range (EGP, rounded to 50) staff keep for the type in excellent condition, scaled by the condition's factor; null when no range is kept for the type. With `model` (a catalog product the shopper named as theirs), the excellent range is 45–60 % of what that model sells for, within the type's range. Staff make the real offer when they approve the request; POST /tradein with `condition` stores the estimate of that moment.",
        querystring: tradeInEstimateQuerySchema,
        response: { 200: successEnvelopeSchema(z.object({ estimate: tradeInEstimateSchema })) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        estimate: await estimateFor(app.db, request.query.type, request.query.condition, request.query.model),
      },
    }),
  );

  app.get(
    '/tradein/mine',
    {
      onRequest: requireUser,
      schema: {
        tags: ['tradein'],
        summary: "The signed-in user's trade-in requests, newest first",
        security: bearerAuth,
        response: { 200: successEnvelopeSchema(z.array(tradeInWithReplacementSchema)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listTradeInsOfUser(app.db, signedInUser(request).id),
    }),
  );
};
