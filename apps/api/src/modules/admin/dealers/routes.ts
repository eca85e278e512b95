import { adminDealerSchema, dealerPayloadSchema, idSchema, successEnvelopeSchema } from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/authenticate.js';
import { success } from '../envelope.js';
import { listAdminDealers } from './queries.js';
import { createDealer, deleteDealer, updateDealer } from './service.js';

const dealerParams = z.object({ id: idSchema });
const dealerEnvelope = successEnvelopeSchema(adminDealerSchema);

export const adminDealerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dealers',
    {
      config: { permission: 'catalog.read' },
      schema: {
        summary: 'Dealers/brands (the home brand strip and the brand filter), by name',
        response: { 200: successEnvelopeSchema(z.array(adminDealerSchema)) },
      },
    },
    async () => success(await listAdminDealers(app.db)),
  );

  app.post(
    '/dealers',
    {
      config: { permission: 'dealers.write' },
      schema: {
        summary: 'Add a dealer/brand',
        description: 'A name another dealer has (in any case) answers 409 DEALER_NAME_TAKEN.',
        body: dealerPayloadSchema,
        response: { 201: dealerEnvelope },
      },
    },
    async (request, reply) => {
      const dealer = await createDealer(app.db, signedInUser(request).id, request.body);
      return reply.code(201).send(success(dealer));
    },
  );

  app.put(
    '/dealers/:id',
    {
      config: { permission: 'dealers.write' },
      schema: {
        summary: 'Edit a dealer/brand',
        params: dealerParams,
        body: dealerPayloadSchema,
        response: { 200: dealerEnvelope },
      },
    },
    async (request) =>
      success(await updateDealer(app.db, signedInUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/dealers/:id',
    {
      config: { permission: 'dealers.write' },
      schema: {
        summary: 'Remove a dealer/brand from the shop (soft delete)',
        params: dealerParams,
        response: { 200: successEnvelopeSchema(z.object({ _id: idSchema })) },
      },
    },
    async (request) => success(await deleteDealer(app.db, signedInUser(request).id, request.params.id)),
  );
};
