import { appliedCouponSchema, cartTotals, couponCheckPayloadSchema, effectivePrice } from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { bearerAuth, requireUser, signedInUser } from '../auth/authenticate.js';
import { cartDiscount, cartLineRows } from '../cart/queries.js';
import { cappedAt, couponLinesOf, priceCoupon } from './price-coupon.js';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/coupon/check',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: "What a discount code takes off the signed-in shopper's cart now",
        description:
          'A preview for the checkout: POST /order checks the code again and computes the discount itself. A code that does not apply answers 400 with the reason (COUPON_INVALID, COUPON_EXPIRED, COUPON_USED_UP, COUPON_ALREADY_USED, COUPON_BELOW_MINIMUM, COUPON_NOT_APPLICABLE).',
        security: bearerAuth,
        body: couponCheckPayloadSchema,
        response: {
          200: z.object({ status: z.literal('success'), data: z.object({ coupon: appliedCouponSchema }) }),
        },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const lines = await cartLineRows(app.db, userId);
      if (lines.length === 0) throw new AppError('CART_EMPTY');
      const totals = cartTotals(
        lines.map((l) => ({ unitPrice: effectivePrice(l.product), quantity: l.quantity })),
        await cartDiscount(app.db, userId),
      );
      const priced = await priceCoupon(app.db, request.body.code, userId, couponLinesOf(lines));
      return {
        status: 'success' as const,
        data: { coupon: cappedAt(totals.totalAfterDiscount, priced).applied },
      };
    },
  );
};
