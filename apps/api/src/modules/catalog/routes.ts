import {
  dealerSchema,
  LIMITS,
  type ProductListQuery,
  productDetailSchema,
  productFacetsQuerySchema,
  productFacetsSchema,
  productListQuerySchema,
  productSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { CatalogCache } from './catalog-cache.js';
import { dependsOnViews } from './filter-rules.js';
import type { JsonText } from './json-text.js';
import {
  analyticsEnvelope,
  jsonBody,
  listingEnvelope,
  productDetailEnvelope,
  productsEnvelope,
  sendJsonText,
  suggestionsEnvelope,
} from './product-envelopes.js';
import { productFacets } from './product-facets.js';
import { searchTextOf } from './product-filters.js';
import { listFromIndex, listProducts } from './product-list.js';
import {
  findProduct,
  findProductJson,
  listDealers,
  mostViewedJson,
  NO_SUGGESTIONS,
  readListVersion,
  relatedProductsJson,
  suggest,
  suggestedCategories,
  suggestionTerms,
  topExclusiveJson,
  usedProductsJson,
} from './product-queries.js';
import { planOfQuery } from './search-plan.js';
import { VIEW_FLUSH_INTERVAL_MS } from './view-counter.js';

const success = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });
const productIdParams = z.object({ id: z.string().trim().min(1).max(200) });
const boundedLimit = (max: number) =>
  z.object({
    limit: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(max).optional(),
    ),
  });

/** The most cached answers may weigh in one process: the first pages of about 120 listings. */
const ANSWERS_MAX_BYTES = 6 * 1024 * 1024;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // One per app (tests build several apps, each on its own database, in one process).
  const listingCounts = new CatalogCache<number>();
  // Whole answers of listings and suggestions. Shoppers ask the same few again and again (a
  // category's first page, the prefixes they type), and working one out costs the database a
  // hundred times more than checking the list version. Any catalog write retires them at once;
  // the age limit covers what the version leaves out (views, stock levels), which are never more
  // out of date than the view counter keeps them anyway. Bounded by weight as well: a page of 24
  // products is about 50 kB, and 300 of them held 15 MB, more than the search index's postings.
  // Only answers asked for twice are kept: under many distinct queries, keeping every answer
  // meant each one outlived the young generation's collections and had to wait for a full one,
  // so the heap grew by its bytes and the full collections ran several times a second.
  const answers = new CatalogCache<Buffer>({
    maxEntries: 300,
    maxWeight: ANSWERS_MAX_BYTES,
    weigh: (answer) => answer.length,
    maxAgeMs: VIEW_FLUSH_INTERVAL_MS,
    repeatsOnly: true,
  });
  const listingIndex = app.listingIndex;
  // Kept as the bytes sent: half the memory of the text, and encoded once, not on every hit.
  async function cachedAnswer(key: string, workOut: (version: string) => Promise<JsonText>): Promise<Buffer> {
    const version = await readListVersion(app.db);
    const cached = answers.get(key, version);
    if (cached !== undefined) return cached;
    const answer = jsonBody(app, await workOut(version));
    answers.set(key, version, answer);
    return answer;
  }

  /**
   * An answer the listing index can work out, in one round trip to the database either way: a
   * cached answer filed at the index's version once the database confirms that version, or the
   * index's, whose products come with the version they were read at. When the database is at a
   * later version, the products written since are applied to the index (a read of a few rows) and
   * it answers again; undefined when it cannot answer.
   */
  async function indexedAnswer(
    key: string,
    workOut: (version: string) => Promise<JsonText | undefined>,
  ): Promise<Buffer | undefined> {
    for (let tries = 0; tries < 2; tries++) {
      if (tries > 0 && !(await listingIndex.caughtUp())) return undefined;
      const version = listingIndex.version;
      if (version === undefined) return undefined;
      const cached = answers.get(key, version);
      if (cached !== undefined) {
        const current = await readListVersion(app.db);
        if (current === version) return cached;
        listingIndex.seen(current);
        continue;
      }
      const text = await workOut(version);
      if (text === undefined) {
        // Behind the database, which its products' read told it: it catches up, and answers again.
        if (listingIndex.catchingUp) continue;
        return undefined;
      }
      const answer = jsonBody(app, text);
      answers.set(key, version, answer);
      return answer;
    }
    return undefined;
  }

  const indexedListing = (key: string, query: ProductListQuery) =>
    indexedAnswer(key, async (version) => {
      const page = await listFromIndex(listingIndex, query, version);
      return page && listingEnvelope(page);
    });

  /** The search box's suggestions from the index (nothing to read when no word is typed). */
  const indexedSuggestions = (key: string, q: string) =>
    indexedAnswer(key, async (version) => {
      const terms = suggestionTerms(q);
      if (terms.words.length === 0) return suggestionsEnvelope(NO_SUGGESTIONS);
      const found = listingIndex.suggestions(terms, version);
      const productsJson = found && (await listingIndex.products(found.page));
      return productsJson === undefined
        ? undefined
        : suggestionsEnvelope({
            brands: found!.brands,
            productsJson,
            categories: suggestedCategories(terms),
          });
    });

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
            total: z.number().int().describe('Exact when totalExact; otherwise the matches are more'),
            totalExact: z
              .boolean()
              .describe(
                'false when more than total products match (counting stops at 1 000 or past the page)',
              ),
            hasNextPage: z.boolean(),
            didYouMean: z
              .string()
              .optional()
              .describe('For a search that found nothing: a search of catalog words close to the typed ones'),
            correctedQuery: z
              .string()
              .optional()
              .describe(
                'For a search that found products after reading a misspelt word as a catalog word: the words searched',
              ),
          }),
        },
      },
    },
    async (request, reply) => {
      const key = `listing ${JSON.stringify(request.query)}`;
      const indexed = await indexedListing(key, request.query);
      if (indexed) return sendJsonText(reply, indexed);
      const workOut = async (version?: string) => {
        if (version !== undefined) listingIndex.seen(version);
        return listingEnvelope(await listProducts(app.db, listingCounts, request.query, version));
      };
      return sendJsonText(
        reply,
        dependsOnViews(request.query) ? await workOut() : await cachedAnswer(key, workOut),
      );
    },
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
    async (request, reply) => {
      const key = `suggest ${request.query.q.toLowerCase()}`;
      const indexed = await indexedSuggestions(key, request.query.q);
      if (indexed) return sendJsonText(reply, indexed);
      return sendJsonText(
        reply,
        await cachedAnswer(key, async (version) => {
          listingIndex.seen(version);
          return suggestionsEnvelope(await suggest(app.db, request.query.q));
        }),
      );
    },
  );

  app.get(
    '/product/facets',
    {
      schema: {
        tags: ['catalog'],
        summary: "The filter panels' counts: each brand and each type over a listing's results",
        description:
          'Takes the filters of GET /product. Each facet counts the results as if its own filter were not set. At most 20 000 results are counted; exact says whether that was all of them.',
        querystring: productFacetsQuerySchema,
        response: { 200: success(productFacetsSchema) },
      },
    },
    async (request, reply) => {
      // With the version just read, the copy answers if it is at that version (listing-index.ts).
      const text = searchTextOf(request.query);
      const workOut = async (version?: string) => {
        // The products written since the copy's version are applied first (decision 0025).
        if (version !== undefined) await listingIndex.caughtUp(version);
        const plan =
          version !== undefined && text
            ? planOfQuery(request.query, await listingIndex.searchPlan(text))
            : undefined;
        return JSON.stringify({
          status: 'success',
          data:
            (version !== undefined && listingIndex.facets(request.query, version, plan)) ||
            (await productFacets(app.db, request.query)),
        });
      };
      return sendJsonText(
        reply,
        dependsOnViews(request.query)
          ? await workOut()
          : await cachedAnswer(`facets ${JSON.stringify(request.query)}`, workOut),
      );
    },
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
        summary: 'One product by id or slug, with its family of variants; counts a view',
        description:
          '`family` is null for a product without variants; otherwise it lists every live variant (the product included) with its options, so a client can switch between them.',
        params: productIdParams,
        response: { 200: success(productDetailSchema) },
      },
    },
    async (request, reply) => {
      const product = await findProductJson(app.db, request.params.id);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      app.productViews.count(product.id);
      return sendJsonText(reply, productDetailEnvelope(product.json, product.family));
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
