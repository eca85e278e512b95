import {
  familyListQuerySchema,
  familySummarySchema,
  familyWritePayloadSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/authenticate.js';
import { success } from '../envelope.js';
import { FAMILY_PICKER_LIMIT, listFamilies } from './queries.js';
import { createFamily } from './service.js';

/** Product families (decision 0013): the console picks one for a product or starts a new one. */
export const adminFamilyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product-families',
    {
      config: { permission: 'catalog.read' },
      schema: {
        summary: `Product families whose name or brand holds q, by name (at most ${FAMILY_PICKER_LIMIT})`,
        querystring: familyListQuerySchema,
        response: { 200: successEnvelopeSchema(z.array(familySummarySchema)) },
      },
    },
    async (request) => success(await listFamilies(app.db, request.query)),
  );

  app.post(
    '/product-families',
    {
      config: { permission: 'catalog.write' },
      schema: {
        summary: 'Start a product family with the options its variants differ in',
        body: familyWritePayloadSchema,
        response: { 201: successEnvelopeSchema(familySummarySchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(success(await createFamily(app.db, signedInUser(request).id, request.body))),
  );
};
