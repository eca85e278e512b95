import {
  idSchema,
  myReviewSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewPayloadSchema,
  reviewSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { bearerAuth, requireUser, signedInUser } from '../auth/authenticate.js';
import { findLiveProduct } from '../cart/queries.js';
import { authorNameOf, findOwnReview, hasReceivedProduct, listReviews, toReviewWire } from './queries.js';
import { voteHelpful } from './vote-helpful.js';
import { writeReview } from './write-review.js';

const productParams = z.object({ id: idSchema });
const reviewEnvelope = successEnvelopeSchema(reviewSchema);

/** Product reviews: read by anyone, written by shoppers who received the product. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  async function productOr404(id: string) {
    const product = await findLiveProduct(app.db, id);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    return product;
  }

  app.get(
    '/product/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A page of the product's reviews, with the average and each star's count",
        description:
          'Reviews staff hid are left out of the page and of the figures. `sort`: newest (default) or helpful.',
        params: productParams,
        querystring: reviewListQuerySchema,
        response: { 200: successEnvelopeSchema(reviewPageSchema) },
      },
    },
    async (request) => {
      const product = await productOr404(request.params.id);
      return { status: 'success' as const, data: await listReviews(app.db, product.id, request.query) };
    },
  );

  app.get(
    '/product/:id/reviews/mine',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        security: bearerAuth,
        summary: 'Whether the signed-in shopper may review the product, and their review if they wrote one',
        params: productParams,
        response: { 200: successEnvelopeSchema(myReviewSchema) },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const product = await productOr404(request.params.id);
      const [eligible, own, author] = await Promise.all([
        hasReceivedProduct(app.db, userId, product.id),
        findOwnReview(app.db, userId, product.id),
        authorNameOf(app.db, userId),
      ]);
      return {
        status: 'success' as const,
        data: {
          eligible,
          review: own ? { ...toReviewWire(own, author), hidden: own.hiddenAt !== null } : null,
        },
      };
    },
  );

  app.post(
    '/product/:id/reviews',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        security: bearerAuth,
        summary: 'Write or edit the signed-in shopper’s review of the product',
        description: [
          'One review per shopper per product: the first POST creates it (201), a later POST by the',
          'same shopper replaces its stars, title and text (200). Only a shopper with a delivered',
          'order of the product may write one: others get 403 REVIEW_NOT_ALLOWED.',
        ].join(' '),
        params: productParams,
        body: reviewPayloadSchema,
        response: { 200: reviewEnvelope, 201: reviewEnvelope },
      },
    },
    async (request, reply) => {
      const { review, created } = await writeReview(
        app.db,
        signedInUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ status: 'success' as const, data: review });
    },
  );

  app.post(
    '/product/:id/reviews/:reviewId/helpful',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        security: bearerAuth,
        summary: 'Mark a review as helpful (once per shopper; not one’s own)',
        params: productParams.extend({ reviewId: idSchema }),
        response: { 200: successEnvelopeSchema(z.object({ helpful: z.int().nonnegative() })) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await voteHelpful(app.db, signedInUser(request).id, request.params.id, request.params.reviewId),
    }),
  );
};
