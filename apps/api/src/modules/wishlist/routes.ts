import {
  successEnvelopeSchema,
  wishlistAddPayloadSchema,
  wishlistProductParamsSchema,
  wishlistSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, requireUser, signedInUser } from '../auth/authenticate.js';
import { loadWishlist } from './queries.js';
import { addToWishlist, removeFromWishlist } from './wishlist-service.js';

const common = {
  tags: ['wishlist'],
  security: bearerAuth,
  response: { 200: successEnvelopeSchema(wishlistSchema) },
};

/** The signed-in shopper's wishlist: every route answers the whole list as it now is. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wishlist',
    { onRequest: requireUser, schema: { ...common, summary: "The signed-in shopper's saved products" } },
    async (request) => ({
      status: 'success' as const,
      data: await loadWishlist(app.db, signedInUser(request).id),
    }),
  );

  app.post(
    '/wishlist',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary: 'Save a product (saving one already saved changes nothing)',
        description:
          'An unknown or deleted product answers 404 PRODUCT_NOT_FOUND; a full list 409 WISHLIST_FULL.',
        body: wishlistAddPayloadSchema,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await addToWishlist(app.db, signedInUser(request).id, request.body.product),
    }),
  );

  app.delete(
    '/wishlist/:productId',
    {
      onRequest: requireUser,
      schema: {
        ...common,
        summary: 'Take a product off the wishlist (one not on it changes nothing)',
        params: wishlistProductParamsSchema,
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await removeFromWishlist(app.db, signedInUser(request).id, request.params.productId),
    }),
  );
};
