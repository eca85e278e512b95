import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorMessage } from '@kahraba/domain';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { limitBodiesToSmall } from './http/body-limits.js';
import { CONNECTION_LIMITS } from './http/connection-limits.js';
import { registerErrorHandling, sendError } from './http/error-handler.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { withAbsoluteMediaUrls } from './http/public-urls.js';
import { addressRoutes } from './modules/addresses/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { createMemoryAttemptCounter, createRedisAttemptCounter } from './modules/auth/attempt-counter.js';
import { registerAuthentication } from './modules/auth/authenticate.js';
import { authRoutes } from './modules/auth/routes.js';
import { refuseCrossSiteCookieWrites } from './modules/auth/session-cookie.js';
import { cartRoutes } from './modules/cart/routes.js';
import { ListingIndex, PRODUCT_CHANGES_CHANNEL } from './modules/catalog/listing-index.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { VIEW_FLUSH_INTERVAL_MS, ViewCounter } from './modules/catalog/view-counter.js';
import { chatRoutes } from './modules/chat/routes.js';
import { couponRoutes } from './modules/coupons/routes.js';
import { deliveryRoutes } from './modules/delivery/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { installmentRoutes } from './modules/installments/routes.js';
import { createImageStore, type ImageStore } from './modules/media/image-store.js';
import { mediaRoutes } from './modules/media/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { priceHistoryRoutes } from './modules/price-history/routes.js';
import { reservationRoutes } from './modules/reservations/routes.js';
import { reviewRoutes } from './modules/reviews/routes.js';
import { sitemapRoutes } from './modules/sitemap/routes.js';
import { tradeInRoutes } from './modules/tradein/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { wishlistRoutes } from './modules/wishlist/routes.js';
import { registerWebApp } from './web-app/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    /** Product page views waiting to be written (catalog/view-counter.ts). */
    productViews: ViewCounter;
    /** The columns listings filter and sort on, in memory (catalog/listing-index.ts). */
    listingIndex: ListingIndex;
    /** Where uploaded images are kept, shared by every instance (media/image-store.ts). */
    images: ImageStore;
  }
}

export interface AppDeps {
  database: DatabaseHandle;
}

export type App = FastifyInstance;

/** Builds the whole server without listening, so tests drive it with `app.inject`. */
function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  const url = request.url;
  return sendError(request, reply, 'ROUTE_NOT_FOUND', 404, {
    method: request.method,
    path: url.split('?')[0] ?? url,
  });
}

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Behind load balancers the client address comes from X-Forwarded-For, trusted only for the
    // configured number of hops (rate limits key on it).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    requestTimeout: CONNECTION_LIMITS.requestTimeoutMs,
    keepAliveTimeout: CONNECTION_LIMITS.keepAliveTimeoutMs,
    connectionTimeout: CONNECTION_LIMITS.idleTimeoutMs,
    // Addresses the router cannot read (a broken percent-encoding such as /api/product/%zz, a
    // path parameter past its length) get the error envelope in the client's language too.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL') return sendError(request, reply, 'MALFORMED_URL', 400);
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        return sendError(request, reply, 'INVALID_PARAMETER', 400, { param: 'path' });
      }
      request.log.error({ err: error, reqId: request.id }, 'framework error');
      return sendError(request, reply, 'INTERNAL_ERROR', 500);
    },
    // Requests Node cannot even parse (raw non-ASCII in the URL, broken headers) never reach the
    // router; answer them with the same error envelope instead of Node's bare text.
    clientErrorHandler: (_error, socket) => {
      if (!socket.writable) return;
      const body = JSON.stringify({
        status: 'error',
        code: 'VALIDATION_ERROR',
        message: errorMessage('VALIDATION_ERROR', 'en'),
      });
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.server.headersTimeout = CONNECTION_LIMITS.headersTimeoutMs;
  app.server.maxConnections = CONNECTION_LIMITS.maxConnections;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.database.db);
  app.decorate('config', config);
  app.decorate('images', createImageStore(config, deps.database.db));
  app.decorate('productViews', new ViewCounter(deps.database.db, app.log));
  app.decorate(
    'listingIndex',
    new ListingIndex(deps.database.db, {
      viewsMaxAgeMs: VIEW_FLUSH_INTERVAL_MS,
      viewsWrittenAt: () => app.productViews.writtenAt,
      onError: (error) =>
        app.log.warn({ err: error }, 'could not read the listing index; listings read the database'),
    }),
  );
  // Every instance applies the products another one wrote as soon as the commit is announced
  // (drizzle/0029); one that missed the announcement finds the version moved at its next listing.
  const stopListening = await deps.database.listen?.(PRODUCT_CHANGES_CHANNEL, (version) =>
    app.listingIndex.notified(version),
  );
  if (stopListening) app.addHook('onClose', stopListening);
  // A dropped connection is survived (db/client.ts); the log says it happened.
  const stopReporting = deps.database.onConnectionError?.((err, connection) =>
    app.log.warn({ err, connection }, 'the database dropped a connection; the next query opens a fresh one'),
  );
  if (stopReporting) app.addHook('onClose', async () => stopReporting());
  // Views still in memory are written before the database is closed.
  app.addHook('onClose', () => app.productViews.flush());
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  await registerAuthentication(app);

  // Helmet's middleware is built once: the Fastify wrapper rebuilds it, parsing the policy again, on
  // every request, a tenth of the server's time on the cheapest routes.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The toast library injects its stylesheet at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Pages carry React Router's inline scripts (its context, the route modules to hydrate, the
        // loaders' data): the page's answer adds their hashes (web-app/page-answer.ts); nothing
        // else inline runs.
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Other sites learn nothing of where a shopper came from; the store's own form posts still carry
    // their Origin (with no-referrer, browsers send "null", and posted forms fail the origin check).
    referrerPolicy: { policy: 'same-origin' },
    // Same-origin app: no cross-origin isolation needed, and it would break swagger-ui's assets.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  // Limits are opted into per route (login, register); global: false keeps browsing unthrottled.
  // With REDIS_URL the counts live in Redis, so every instance behind the load balancer sees one
  // limit; otherwise each instance counts in memory. A Redis that does not answer fails the
  // throttled request rather than letting it through unthrottled.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis connection error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  const rateLimitNamespace = config.rateLimitNamespace ?? 'kahraba-rate-limit:';
  const loginAttempts = redis
    ? createRedisAttemptCounter(redis, `${rateLimitNamespace}attempts:`)
    : createMemoryAttemptCounter();
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: rateLimitNamespace } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, retryAfter: context.after }),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Kahraba API',
        description: 'The online consumer-electronics store for shoppers in Egypt.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      api.addHook('onRequest', refuseCrossSiteCookieWrites);
      // With PUBLIC_URL, shoppers' answers name images by absolute URL, for clients on other
      // origins. The staff console keeps the stored paths: its forms send them back as they are.
      const publicUrl = config.publicUrl;
      if (publicUrl) {
        api.addHook('preSerialization', async (request, _reply, payload) =>
          request.url.startsWith('/api/admin') ? payload : withAbsoluteMediaUrls(payload, publicUrl),
        );
      }
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(priceHistoryRoutes);
      await api.register(deliveryRoutes);
      await api.register(installmentRoutes);
      await api.register(sitemapRoutes);
      // Sign-in and shoppers' writes carry a few fields: their bodies are held to a small limit.
      await api.register(async (shoppers) => {
        limitBodiesToSmall(shoppers);
        await shoppers.register(reviewRoutes);
        await shoppers.register(authRoutes, { loginAttempts });
        await shoppers.register(userRoutes);
        await shoppers.register(addressRoutes);
        await shoppers.register(chatRoutes, { database: deps.database });
        await shoppers.register(cartRoutes);
        await shoppers.register(wishlistRoutes);
        await shoppers.register(notificationRoutes);
        await shoppers.register(reservationRoutes);
        await shoppers.register(orderRoutes);
        await shoppers.register(couponRoutes);
        await shoppers.register(tradeInRoutes);
      });
      await api.register(adminRoutes, { database: deps.database });
      // Unknown API paths get the error envelope here, before the web app's catch-all route goes
      // looking for a file of that name on disk. OPTIONS stays with the CORS preflight handler.
      api.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        schema: { hide: true },
        handler: (request, reply) => routeNotFound(request, reply),
      });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes, { prefix: '/media' });

  // Every other address is a page of the web app: built, or from its development server.
  if (config.webDev) await (await import('./web-app/dev-server.js')).registerWebDevServer(app);
  else if (config.webBuild) await registerWebApp(app, config.webBuild);
  app.setNotFoundHandler(routeNotFound);

  return app;
}
