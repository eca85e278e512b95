import { auditEntrySchema, auditListQuerySchema, pagedSchema, successEnvelopeSchema } from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../envelope.js';
import { listAuditEntries } from './queries.js';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        summary: 'The audit log of staff changes, newest first',
        description: 'Who changed what and when, with the entity before and after the change.',
        querystring: auditListQuerySchema,
        response: { 200: successEnvelopeSchema(pagedSchema(auditEntrySchema)) },
      },
    },
    async (request) => success(await listAuditEntries(app.db, request.query)),
  );
};
