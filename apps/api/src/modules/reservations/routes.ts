import { reservationPayloadSchema } from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, requireUser, signedInUser } from '../auth/authenticate.js';
import { reserveProduct } from './reserve.js';

export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reservation',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: "Hold a cart item's quantity while the order is placed",
        security: bearerAuth,
        body: reservationPayloadSchema,
        response: {
          200: z.object({
            status: z.literal('success'),
            data: z.object({
              reservation: z.object({
                productId: z.string(),
                quantity: z.int().min(1),
                expiresAt: z.string(),
              }),
            }),
          }),
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        reservation: await reserveProduct(app.db, signedInUser(request).id, request.body.productId),
      },
    }),
  );
};
