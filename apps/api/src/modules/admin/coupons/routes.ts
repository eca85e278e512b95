import {
  adminCouponSchema,
  couponWritePayloadSchema,
  idSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.js';
import { signedInUser } from '../../auth/authenticate.js';
import { success } from '../envelope.js';
import { findAdminCoupon, listAdminCoupons } from './queries.js';
import { createCoupon, updateCoupon } from './service.js';

const couponParams = z.object({ id: idSchema });
const couponEnvelope = successEnvelopeSchema(adminCouponSchema);

export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons',
    {
      config: { permission: 'coupons.read' },
      schema: {
        summary: 'Discount codes, newest first, with how often each was used',
        response: { 200: successEnvelopeSchema(z.array(adminCouponSchema)) },
      },
    },
    async () => success(await listAdminCoupons(app.db)),
  );

  app.get(
    '/coupons/:id',
    {
      config: { permission: 'coupons.read' },
      schema: { summary: 'One discount code', params: couponParams, response: { 200: couponEnvelope } },
    },
    async (request) => {
      const coupon = await findAdminCoupon(app.db, request.params.id);
      if (!coupon) throw new AppError('COUPON_NOT_FOUND');
      return success(coupon);
    },
  );

  app.post(
    '/coupons',
    {
      config: { permission: 'coupons.write' },
      schema: {
        summary: 'Create a discount code',
        description:
          'The code is stored upper-case; one another coupon has answers 409 COUPON_CODE_TAKEN. A percent is at most 100.',
        body: couponWritePayloadSchema,
        response: { 201: couponEnvelope },
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon(app.db, signedInUser(request).id, request.body);
      return reply.code(201).send(success(coupon));
    },
  );

  app.put(
    '/coupons/:id',
    {
      config: { permission: 'coupons.write' },
      schema: {
        summary: 'Edit a discount code, or disable it (`disabled: true`)',
        params: couponParams,
        body: couponWritePayloadSchema,
        response: { 200: couponEnvelope },
      },
    },
    async (request) =>
      success(await updateCoupon(app.db, signedInUser(request).id, request.params.id, request.body)),
  );
};
