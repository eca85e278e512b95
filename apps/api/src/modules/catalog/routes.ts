import { dealerSchema, LIMITS, productListQuerySchema, productSchema } from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { ProductCountCache } from './product-count-cache.js';
import {
  analyticsEnvelope,
  listingEnvelope,
  productEnvelope,
  productsEnvelope,
  sendJsonText,
  suggestionsEnvelope,
} from './product-envelopes.js';
import { listProducts } from './product-list.js';
import {
  findProduct,
  findProductJson,
  listDealers,
  mostViewedJson,
  relatedProductsJson,
  suggest,
  topExclusiveJson,
  usedProductsJson,
} from './product-queries.js';

const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });
const productIdParams = z.object({ id: z.string().trim().min(1).max(200) });
const boundedLimit = (max: number) =>
  z.object({
    limit: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(max).optional(),
    ),
  });

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // One per app (tests build several apps, each on its own database, in one process).
  const listingCounts = new ProductCountCache();

  app.get(
    '/product',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List products with filters, sort and paging',
        querystring: productListQuerySchema,
        response: {
          200: z.object({
            status: z.literal('success'),
            data: z.array(productSchema),
            results: z.number().int(),
            page: z.number().int(),
            totalPages: z.number().int(),
            total: z.number().int(),
            hasNextPage: z.boolean(),
          }),
        },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, listingEnvelope(await listProducts(app.db, listingCounts, request.query))),
  );

  app.get(
    '/product/used',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Used products, newest first',
        querystring: boundedLimit(LIMITS.pageSizeMax),
        response: { 200: success(z.array(productSchema)) },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        productsEnvelope(await usedProductsJson(app.db, request.query.limit ?? LIMITS.pageSizeDefault)),
      ),
  );

  app.get(
    '/product/suggest',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search-box suggestions: brands, products and categories',
        querystring: z.object({ q: z.string().trim().max(100).default('') }),
        response: {
          200: success(
            z.object({
              brands: z.array(z.string()),
              products: z.array(productSchema),
              categories: z.array(z.string()),
            }),
          ),
        },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, suggestionsEnvelope(await suggest(app.db, request.query.q))),
  );

  app.get(
    '/product/:id/related',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products of the same category (4, the product itself left out)',
        params: productIdParams,
        response: { 200: success(z.array(productSchema)) },
      },
    },
    async (request, reply) => {
      const product = await findProduct(app.db, request.params.id);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      return sendJsonText(reply, productsEnvelope(await relatedProductsJson(app.db, product)));
    },
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product by id or slug; counts a view',
        params: productIdParams,
        response: { 200: success(productSchema) },
      },
    },
    async (request, reply) => {
      const product = await findProductJson(app.db, request.params.id);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      app.productViews.count(product.id);
      return sendJsonText(reply, productEnvelope(product.json));
    },
  );

  app.get(
    '/analytics/most-viewed',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The 4 most viewed products',
        response: { 200: success(z.array(productSchema)).extend({ products: z.array(productSchema) }) },
      },
    },
    async (_request, reply) => sendJsonText(reply, analyticsEnvelope(await mostViewedJson(app.db))),
  );

  app.get(
    '/analytics/top-exclusive',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Exclusive products, most viewed first',
        querystring: boundedLimit(LIMITS.pageSizeMax),
        response: { 200: success(z.array(productSchema)).extend({ products: z.array(productSchema) }) },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        analyticsEnvelope(await topExclusiveJson(app.db, request.query.limit ?? LIMITS.pageSizeDefault)),
      ),
  );

  app.get(
    '/dealer',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Dealers and brands',
        response: {
          200: success(z.object({ dealers: z.array(dealerSchema.extend({ briefAr: z.string() })) })),
        },
      },
    },
    async () => ({ status: 'success' as const, data: { dealers: await listDealers(app.db) } }),
  );
};
