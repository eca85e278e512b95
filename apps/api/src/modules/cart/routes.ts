import {
  cartAddPayloadSchema,
  cartRemovePayloadSchema,
  cartSchema,
  cartUpdatePayloadSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, requireUser, signedInUser } from '../auth/authenticate.js';
import { addToCart, clearCart, removeFromCart, updateCartLine } from './cart-service.js';
import { loadCart } from './queries.js';

const cartResponse = { 200: z.object({ status: z.literal('success'), data: cartSchema }) };
const common = { tags: ['cart'], security: bearerAuth, response: cartResponse };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart',
    { onRequest: requireUser, schema: { ...common, summary: "The signed-in shopper's cart" } },
    async (request) => ({
      status: 'success' as const,
      data: await loadCart(app.db, signedInUser(request).id),
    }),
  );

  app.post(
    '/cart',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary: 'Add a product (adds to the quantity of a product already in the cart)',
        body: cartAddPayloadSchema,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await addToCart(app.db, signedInUser(request).id, request.body.product, request.body.quantity),
    }),
  );

  app.patch(
    '/cart',
    {
      onRequest: requireUser,
      schema: { ...common, summary: "Set a cart line's quantity", body: cartUpdatePayloadSchema },
    },
    async (request) => ({
      status: 'success' as const,
      data: await updateCartLine(
        app.db,
        signedInUser(request).id,
        request.body.product,
        request.body.quantity,
      ),
    }),
  );

  app.delete(
    '/cart/clear',
    { onRequest: requireUser, schema: { ...common, summary: 'Empty the cart' } },
    async (request) => ({
      status: 'success' as const,
      data: await clearCart(app.db, signedInUser(request).id),
    }),
  );

  app.delete(
    '/cart',
    {
      onRequest: requireUser,
      schema: { ...common, summary: 'Remove a product from the cart', body: cartRemovePayloadSchema },
    },
    async (request) => ({
      status: 'success' as const,
      data: await removeFromCart(app.db, signedInUser(request).id, request.body.product),
    }),
  );
};
