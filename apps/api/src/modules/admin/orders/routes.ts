import {
  adminOrderListQuerySchema,
  adminOrderSchema,
  idSchema,
  orderStatusPayloadSchema,
  pagedSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.js';
import { signedInUser } from '../../auth/authenticate.js';
import { publicUrlOf } from '../../notifications/notify.js';
import { success } from '../envelope.js';
import { changeOrderStatus } from './change-status.js';
import { findAdminOrder, listAdminOrders } from './queries.js';

const orderParams = z.object({ id: idSchema });

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      config: { permission: 'orders.manage' },
      schema: {
        summary: 'Every order, with filters and paging',
        description:
          '`from`/`to` are Cairo calendar days; `q` matches the order number, or the e-mail or phone of the shipping address or the account.',
        querystring: adminOrderListQuerySchema,
        response: { 200: successEnvelopeSchema(pagedSchema(adminOrderSchema)) },
      },
    },
    async (request) => success(await listAdminOrders(app.db, request.query)),
  );

  app.get(
    '/orders/:id',
    {
      config: { permission: 'orders.manage' },
      schema: {
        summary: 'One order with its customer',
        params: orderParams,
        response: { 200: successEnvelopeSchema(adminOrderSchema) },
      },
    },
    async (request) => {
      const order = await findAdminOrder(app.db, request.params.id);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return success(order);
    },
  );

  app.patch(
    '/orders/:id/status',
    {
      config: { permission: 'orders.manage' },
      schema: {
        summary: 'Move an order to its next status',
        description:
          "pending → processing → shipped → delivered; cancelled from pending or processing (the stock goes back on sale). Any other move answers 409 ILLEGAL_STATUS_TRANSITION. `trackingNumber` (only with shipped) and `note` go into the order's history, which the shopper sees.",
        params: orderParams,
        body: orderStatusPayloadSchema,
        response: { 200: successEnvelopeSchema(adminOrderSchema) },
      },
    },
    async (request) =>
      success(
        await changeOrderStatus(app.db, signedInUser(request).id, request.params.id, request.body, {
          publicUrl: publicUrlOf(app.config),
        }),
      ),
  );
};
