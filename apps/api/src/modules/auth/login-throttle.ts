import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { AttemptCounter, AttemptSlot } from './attempt-counter.js';
import type { AuthRateLimits, ThrottleStep } from './rate-limits.js';

export interface LoginThrottle {
  /**
   * A preHandler: counts this login attempt against the client's address and its tries on the
   * account, before any password is checked; 429 with Retry-After, counting nothing, when either
   * is used up.
   */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Returns the attempt `check` counted: the password was right, so it was no failure. */
  forgive(request: FastifyRequest): Promise<void>;
}

// Runs after validation, which has trimmed and lower-cased the e-mail: Mona@X.eg is mona@x.eg.
const emailOf = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email ?? '';

/**
 * Login attempts are counted as they start, not when they have failed: counting after the hash
 * let a burst of simultaneous guesses all be checked before any was counted. An attempt is taken
 * from every step's counter in one atomic step (in Redis when REDIS_URL is set, so every instance
 * sees one count; in memory otherwise), and given back when the password proves right, so a
 * shopper who signs in correctly is never held back. A held-back request is refused before any
 * password hashing, so a client hammering the door costs the server next to nothing.
 */
export function createLoginThrottle(counter: AttemptCounter, limits: AuthRateLimits): LoginThrottle {
  const steps = (name: string, list: ThrottleStep[], key: string): AttemptSlot[] =>
    list.map((step, index) => ({
      key: `login-${name}-${index}:${key}`,
      max: step.failures,
      windowMs: step.windowMs,
    }));
  const slotsOf = (request: FastifyRequest) => [
    ...steps('ip', limits.loginFailuresPerIp, request.ip),
    ...steps('account-ip', limits.loginFailuresPerAccountAndIp, `${request.ip}:${emailOf(request)}`),
  ];

  return {
    async check(request, reply) {
      const result = await counter.take(slotsOf(request));
      if (!result.allowed) {
        reply.header('retry-after', result.retryAfterSeconds);
        throw new AppError('RATE_LIMITED', {}, { retryAfter: result.retryAfterSeconds });
      }
    },
    async forgive(request) {
      await counter.giveBack(slotsOf(request));
    },
  };
}
