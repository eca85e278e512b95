import { errorMessage } from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/unavailable.js';
import { languageFrom } from '../../http/language.js';
import { migrationsAreCurrent } from './queries.js';

/** How long readiness waits for the database to answer before calling it away. */
export const READY_DATABASE_TIMEOUT_MS = 2_000;

const checksSchema = z.object({
  database: z.enum(['ok', 'unavailable']),
  migrations: z.enum(['current', 'behind', 'unknown']),
  catalog: z.enum(['loaded', 'loading']),
});
type Checks = z.infer<typeof checksSchema>;

const healthSchema = z.object({
  status: z.literal('success'),
  data: z.object({ status: z.literal('live') }),
});
const readySchema = z.object({ status: z.literal('success'), data: checksSchema });
const notReadySchema = z.object({
  status: z.literal('error'),
  code: z.literal('SERVICE_UNAVAILABLE'),
  message: z.string(),
  details: checksSchema,
});

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('readiness check timed out'), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness, for load balancers and orchestrators. `/health` says the process answers
 * and touches nothing else: a database outage must not get a healthy process restarted. `/ready`
 * says whether to send it shoppers: the database answers, its schema is this build's, and the
 * catalog's copy in memory has been read.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database work)',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'success' as const, data: { status: 'live' as const } }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers, migrations are current and the catalog copy is loaded',
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (request, reply) => {
      const checks: Checks = { database: 'ok', migrations: 'unknown', catalog: 'loading' };
      try {
        const current = await withTimeout(migrationsAreCurrent(app.db), READY_DATABASE_TIMEOUT_MS);
        checks.migrations = current ? 'current' : 'behind';
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        checks.database = 'unavailable';
      }
      if (app.listingIndex.loaded) checks.catalog = 'loaded';
      // A server that could not read the copy at start (server.ts goes on without it) reads it now.
      else if (checks.database === 'ok') app.listingIndex.load();

      if (checks.database === 'ok' && checks.migrations === 'current' && checks.catalog === 'loaded') {
        return { status: 'success' as const, data: checks };
      }
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({
        status: 'error' as const,
        code: 'SERVICE_UNAVAILABLE' as const,
        message: errorMessage('SERVICE_UNAVAILABLE', languageFrom(request.headers['accept-language'])),
        details: checks,
      });
    },
  );
};
