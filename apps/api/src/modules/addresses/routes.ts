import {
  addressPatchPayloadSchema,
  addressWritePayloadSchema,
  savedAddressSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, requireUser, signedInUser } from '../auth/authenticate.js';
import { addAddress, listAddresses, removeAddress, updateAddress } from './address-book.js';

const addressParams = z.object({ id: z.string().trim().min(1).max(64) });
const addressEnvelope = successEnvelopeSchema(z.object({ address: savedAddressSchema }));
const listEnvelope = successEnvelopeSchema(z.object({ addresses: z.array(savedAddressSchema) }));

/** The signed-in shopper's address book: only ever their own addresses. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me/addresses',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Your saved delivery addresses, the default first',
        security: bearerAuth,
        response: { 200: listEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { addresses: await listAddresses(app.db, signedInUser(request).id) },
    }),
  );

  app.post(
    '/user/me/addresses',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Save a delivery address (by governorate and area; no postal code)',
        description: 'Your first address becomes the default. A full book answers 409 ADDRESS_BOOK_FULL.',
        security: bearerAuth,
        body: addressWritePayloadSchema,
        response: { 201: addressEnvelope },
      },
    },
    async (request, reply) => {
      const address = await addAddress(app.db, signedInUser(request).id, request.body);
      return reply.code(201).send({ status: 'success' as const, data: { address } });
    },
  );

  app.patch(
    '/user/me/addresses/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Edit one of your addresses, or make it the default (`isDefault: true`)',
        security: bearerAuth,
        params: addressParams,
        body: addressPatchPayloadSchema,
        response: { 200: addressEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        address: await updateAddress(app.db, signedInUser(request).id, request.params.id, request.body),
      },
    }),
  );

  app.delete(
    '/user/me/addresses/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Remove one of your addresses',
        security: bearerAuth,
        params: addressParams,
        response: { 200: listEnvelope },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await removeAddress(app.db, userId, request.params.id);
      return { status: 'success' as const, data: { addresses: await listAddresses(app.db, userId) } };
    },
  );
};
