import {
  idSchema,
  outboxListQuerySchema,
  outboxMessageDetailSchema,
  outboxMessageSchema,
  pagedSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.js';
import { success } from '../envelope.js';
import { findOutboxMessage, listOutboxMessages } from './queries.js';

export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      config: { permission: 'outbox.read' },
      schema: {
        summary: 'Messages to shoppers, newest first, with where each stands',
        description:
          'The outbox the mail worker sends from (docs/decisions/0023): pending, sending, sent or failed, with the tries made and the last error.',
        querystring: outboxListQuerySchema,
        response: { 200: successEnvelopeSchema(pagedSchema(outboxMessageSchema)) },
      },
    },
    async (request) => success(await listOutboxMessages(app.db, request.query)),
  );

  app.get(
    '/outbox/:id',
    {
      config: { permission: 'outbox.read' },
      schema: {
        summary: 'One outgoing message with its plain-text body',
        description: 'A password reset link in the body has its token masked.',
        params: z.object({ id: idSchema }),
        response: { 200: successEnvelopeSchema(outboxMessageDetailSchema) },
      },
    },
    async (request) => {
      const message = await findOutboxMessage(app.db, request.params.id);
      if (!message) throw new AppError('OUTBOX_MESSAGE_NOT_FOUND');
      return success(message);
    },
  );
};
