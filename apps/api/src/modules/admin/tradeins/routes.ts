import {
  adminTradeInListQuerySchema,
  adminTradeInSchema,
  idSchema,
  pagedSchema,
  successEnvelopeSchema,
  tradeInDecisionPayloadSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.js';
import { signedInUser } from '../../auth/authenticate.js';
import { publicUrlOf } from '../../notifications/notify.js';
import { success } from '../envelope.js';
import { decideTradeIn } from './decide.js';
import { findAdminTradeIn, listAdminTradeIns } from './queries.js';

const tradeInParams = z.object({ id: idSchema });

export const adminTradeInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tradeins',
    {
      config: { permission: 'tradeIns.manage' },
      schema: {
        summary: 'Trade-in requests, newest first',
        querystring: adminTradeInListQuerySchema,
        response: { 200: successEnvelopeSchema(pagedSchema(adminTradeInSchema)) },
      },
    },
    async (request) => success(await listAdminTradeIns(app.db, request.query)),
  );

  app.get(
    '/tradeins/:id',
    {
      config: { permission: 'tradeIns.manage' },
      schema: {
        summary: 'One trade-in request',
        params: tradeInParams,
        response: { 200: successEnvelopeSchema(adminTradeInSchema) },
      },
    },
    async (request) => {
      const tradeIn = await findAdminTradeIn(app.db, request.params.id);
      if (!tradeIn) throw new AppError('TRADE_IN_NOT_FOUND');
      return success(tradeIn);
    },
  );

  app.post(
    '/tradeins/:id/decision',
    {
      config: { permission: 'tradeIns.manage' },
      schema: {
        summary: 'Approve a pending trade-in with an offered credit (EGP), or reject it with a reason',
        description: 'A trade-in that was already decided answers 409 TRADE_IN_ALREADY_DECIDED.',
        params: tradeInParams,
        body: tradeInDecisionPayloadSchema,
        response: { 200: successEnvelopeSchema(adminTradeInSchema) },
      },
    },
    async (request) =>
      success(
        await decideTradeIn(app.db, signedInUser(request).id, request.params.id, request.body, {
          publicUrl: publicUrlOf(app.config),
        }),
      ),
  );
};
