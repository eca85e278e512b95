import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { AuthRateLimits, ThrottleStep } from './rate-limits.js';

export interface LoginThrottle {
  /** A preHandler: 429 with Retry-After while the client's address, or its tries on this account, are held back. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a failed login against the client's address and against its tries on the account. */
  recordFailure(request: FastifyRequest): Promise<void>;
}

// Runs after validation, which has trimmed and lower-cased the e-mail: Mona@X.eg is mona@x.eg.
const emailOf = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email ?? '';

/**
 * Failed logins are counted in @fastify/rate-limit's store (in memory, or shared through Redis
 * when REDIS_URL is set), one counter per step. A held-back request is refused before any
 * password hashing, so a client hammering the door costs the server next to nothing and does not
 * slow down anyone else's sign-in.
 */
export function createLoginThrottle(app: FastifyInstance, limits: AuthRateLimits): LoginThrottle {
  const counters = (name: string, steps: ThrottleStep[], key: (request: FastifyRequest) => string) =>
    steps.map((step, index) =>
      app.createRateLimit({
        max: step.failures,
        timeWindow: step.windowMs,
        keyGenerator: (request) => `login-${name}-${index}:${key(request)}`,
      }),
    );
  const all = [
    ...counters('ip', limits.loginFailuresPerIp, (request) => request.ip),
    ...counters(
      'account-ip',
      limits.loginFailuresPerAccountAndIp,
      (request) => `${request.ip}:${emailOf(request)}`,
    ),
  ];

  return {
    async check(request, reply) {
      const states = await Promise.all(all.map((limit) => limit(request, { increment: false })));
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
      await Promise.all(all.map((limit) => limit(request)));
    },
  };
}
