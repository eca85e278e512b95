import {
  adminReviewListQuerySchema,
  adminReviewSchema,
  idSchema,
  pagedSchema,
  reviewVisibilityPayloadSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/authenticate.js';
import { success } from '../envelope.js';
import { listAdminReviews } from './queries.js';
import { setReviewVisibility } from './set-visibility.js';

export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      config: { permission: 'reviews.moderate' },
      schema: {
        summary: 'Product reviews, newest first, hidden ones included (filter with `hidden`, `product`)',
        querystring: adminReviewListQuerySchema,
        response: { 200: successEnvelopeSchema(pagedSchema(adminReviewSchema)) },
      },
    },
    async (request) => success(await listAdminReviews(app.db, request.query)),
  );

  app.patch(
    '/reviews/:id',
    {
      config: { permission: 'reviews.moderate' },
      schema: {
        summary: 'Hide a review from the shop, or show it again',
        description:
          'A hidden review leaves the product page and the product’s average and count; the change is audited (review.hide, review.unhide).',
        params: z.object({ id: idSchema }),
        body: reviewVisibilityPayloadSchema,
        response: { 200: successEnvelopeSchema(adminReviewSchema) },
      },
    },
    async (request) =>
      success(
        await setReviewVisibility(app.db, signedInUser(request).id, request.params.id, request.body.hidden),
      ),
  );
};
