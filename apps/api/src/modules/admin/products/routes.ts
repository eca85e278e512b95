import {
  adminProductListQuerySchema,
  adminProductSchema,
  idSchema,
  pagedSchema,
  productVariantPayloadSchema,
  productWritePayloadSchema,
  stockAdjustmentPayloadSchema,
  stockAdjustmentSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.js';
import { signedInUser } from '../../auth/authenticate.js';
import { findLiveProduct } from '../../cart/queries.js';
import { withCounts } from '../../catalog/product-wire.js';
import { success } from '../envelope.js';
import { setProductVariant } from '../families/service.js';
import { listAdminProducts, STOCK_HISTORY_LIMIT, stockHistory, toAdminProduct } from './queries.js';
import { adjustStock, createProduct, deleteProduct, updateProduct } from './service.js';

const productParams = z.object({ id: idSchema });
const productEnvelope = successEnvelopeSchema(adminProductSchema);

export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      config: { permission: 'catalog.read' },
      schema: {
        summary: "Products with the shop's filters and sorts, plus low stock and the stock sorts",
        querystring: adminProductListQuerySchema,
        response: { 200: successEnvelopeSchema(pagedSchema(adminProductSchema)) },
      },
    },
    async (request) => success(await listAdminProducts(app.db, request.query)),
  );

  app.get(
    '/products/:id',
    {
      config: { permission: 'catalog.read' },
      schema: { summary: 'One product', params: productParams, response: { 200: productEnvelope } },
    },
    async (request) => {
      const product = await findLiveProduct(app.db, request.params.id);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      return success(toAdminProduct(await withCounts(app.db, product)));
    },
  );

  app.get(
    '/products/:id/stock',
    {
      config: { permission: 'catalog.read' },
      schema: {
        summary: `The product's stock adjustments, newest first (at most ${STOCK_HISTORY_LIMIT})`,
        params: productParams,
        response: { 200: successEnvelopeSchema(z.array(stockAdjustmentSchema)) },
      },
    },
    async (request) => {
      const product = await findLiveProduct(app.db, request.params.id);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      return success(await stockHistory(app.db, product.id));
    },
  );

  app.post(
    '/products',
    {
      config: { permission: 'catalog.write' },
      schema: {
        summary: 'Create a product',
        description: 'The slug and product code are derived; `quantity` is the opening stock.',
        body: productWritePayloadSchema,
        response: { 201: productEnvelope },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.db, signedInUser(request).id, request.body);
      return reply.code(201).send(success(product));
    },
  );

  app.put(
    '/products/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        summary: 'Edit a product',
        description: 'Replaces what the form sets. `quantity` is ignored: stock changes through adjustments.',
        params: productParams,
        body: productWritePayloadSchema,
        response: { 200: productEnvelope },
      },
    },
    async (request) =>
      success(await updateProduct(app.db, signedInUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/products/:id',
    {
      config: { permission: 'catalog.write' },
      schema: {
        summary: 'Take a product off the shop (soft delete; past orders keep their lines)',
        params: productParams,
        response: { 200: successEnvelopeSchema(z.object({ _id: idSchema })) },
      },
    },
    async (request) => success(await deleteProduct(app.db, signedInUser(request).id, request.params.id)),
  );

  app.put(
    '/products/:id/variant',
    {
      config: { permission: 'catalog.write' },
      schema: {
        summary: "Set the product's family and its value on each of the family's options",
        description:
          'familyId null takes the product out of its family. Answers 400 VARIANT_OPTIONS_MISMATCH when the options are not exactly the family axes, 409 VARIANT_OPTIONS_TAKEN when another variant has them.',
        params: productParams,
        body: productVariantPayloadSchema,
        response: { 200: productEnvelope },
      },
    },
    async (request) =>
      success(await setProductVariant(app.db, signedInUser(request).id, request.params.id, request.body)),
  );

  app.post(
    '/products/:id/stock',
    {
      config: { permission: 'catalog.write' },
      schema: {
        summary: 'Adjust stock by a signed amount, with a reason',
        description: 'Answers 409 STOCK_BELOW_ZERO if the stock would go below 0.',
        params: productParams,
        body: stockAdjustmentPayloadSchema,
        response: { 200: productEnvelope },
      },
    },
    async (request) =>
      success(await adjustStock(app.db, signedInUser(request).id, request.params.id, request.body)),
  );
};
