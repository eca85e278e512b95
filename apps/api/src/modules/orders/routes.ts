import { orderPayloadSchema, orderSchema } from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { languageFrom } from '../../http/language.js';
import { bearerAuth, requireUser, signedInUser } from '../auth/authenticate.js';
import { publicUrlOf } from '../notifications/notify.js';
import { cancelOrder } from './cancel-order.js';
import { placeOrder } from './place-order.js';
import { findMyOrder, listMyOrders, orderDetail } from './queries.js';

const orderEnvelope = z.object({ status: z.literal('success'), data: z.object({ order: orderSchema }) });
const orderIdParams = z.object({ id: z.string().max(200) });
const idempotencyKeySchema = z.string().trim().min(1).max(200);

/** The optional Idempotency-Key header; read by hand so header validation cannot strip the others. */
function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw new AppError('INVALID_PARAMETER', { param: 'Idempotency-Key' });
  return parsed.data;
}

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Place an order from the cart (send an Idempotency-Key to make retries safe)',
        description:
          'Answers 201 with the new order; a retry with the Idempotency-Key of an order already placed answers 200 with that first order and places nothing.',
        security: bearerAuth,
        body: orderPayloadSchema,
        response: { 200: orderEnvelope, 201: orderEnvelope },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { order, created } = await placeOrder(app.db, signedInUser(request).id, request.body, key, {
        publicUrl: publicUrlOf(app.config),
        language: languageFrom(request.headers['accept-language']),
      });
      // A replayed key answers the first request's order, with 200: nothing new was created.
      return reply.code(created ? 201 : 200).send({ status: 'success' as const, data: { order } });
    },
  );

  app.get(
    '/order/my-orders',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The signed-in shopper's orders, newest first",
        security: bearerAuth,
        response: {
          200: z.object({
            status: z.literal('success'),
            data: z.object({ orders: z.array(orderSchema) }),
          }),
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { orders: await listMyOrders(app.db, signedInUser(request).id) },
    }),
  );

  app.get(
    '/order/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'One of your orders, with its status history',
        security: bearerAuth,
        params: orderIdParams,
        response: { 200: orderEnvelope },
      },
    },
    async (request) => {
      const row = await findMyOrder(app.db, signedInUser(request).id, request.params.id);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      return { status: 'success' as const, data: { order: await orderDetail(app.db, row) } };
    },
  );

  app.patch(
    '/order/:id/cancel',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Cancel a pending order; its stock goes back on sale',
        security: bearerAuth,
        params: orderIdParams,
        response: { 200: orderEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        order: await cancelOrder(app.db, signedInUser(request).id, request.params.id, {
          publicUrl: publicUrlOf(app.config),
          language: languageFrom(request.headers['accept-language']),
        }),
      },
    }),
  );
};
