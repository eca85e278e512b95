import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { AuthRateLimits } from './rate-limits.js';

export interface LoginThrottle {
  /** A preHandler: 429 with Retry-After while the client's address or the account is locked out. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a failed login against the client's address and the account. */
  recordFailure(request: FastifyRequest): Promise<void>;
}

/**
 * Failed logins are counted per client address and per e-mail in @fastify/rate-limit's store
 * (in memory; the same store the plugin would share through Redis). A locked-out request is
 * refused before any password hashing, so a client hammering the door costs the server next to
 * nothing and does not slow down anyone else's sign-in.
 */
export function createLoginThrottle(app: FastifyInstance, limits: AuthRateLimits): LoginThrottle {
  const perIp = app.createRateLimit({ max: limits.loginFailuresPerIp, timeWindow: limits.windowMs });
  const perAccount = app.createRateLimit({
    max: limits.loginFailuresPerAccount,
    timeWindow: limits.windowMs,
    // Runs after validation, which has trimmed and lower-cased the e-mail: Mona@X.eg is mona@x.eg.
    keyGenerator: (request) => `account:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });

  return {
    async check(request, reply) {
      const states = await Promise.all([
        perIp(request, { increment: false }),
        perAccount(request, { increment: false }),
      ]);
      let retryAfter = 0;
      for (const state of states) {
        if (!state.isAllowed && state.remaining <= 0) {
          retryAfter = Math.max(retryAfter, state.ttlInSeconds, 1);
        }
      }
      if (retryAfter > 0) {
        reply.header('retry-after', retryAfter);
        throw new AppError('RATE_LIMITED', {}, { retryAfter });
      }
    },
    async recordFailure(request) {
      await Promise.all([perIp(request), perAccount(request)]);
    },
  };
}
