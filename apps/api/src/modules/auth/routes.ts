import {
  loginPayloadSchema,
  loginResponseSchema,
  registerPayloadSchema,
  successEnvelopeSchema,
  userSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { toUserWire } from '../users/user-wire.js';
import { logIn, warmUpDecoyHash } from './log-in.js';
import { createLoginThrottle } from './login-throttle.js';
import { authRateLimits } from './rate-limits.js';
import { register } from './register.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = authRateLimits(app.config.authRateLimits);
  const throttle = createLoginThrottle(app, limits);
  // Hashed once at start-up, so the first unknown e-mail is not slower than a wrong password.
  await warmUpDecoyHash();

  app.post(
    '/auth/register',
    {
      config: { rateLimit: { max: limits.registrationsPerIp, timeWindow: limits.registrationWindowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Create a shopper account (always with the role user)',
        body: registerPayloadSchema,
        response: { 201: successEnvelopeSchema(userSchema) },
      },
    },
    async (request, reply) => {
      const user = await register(app.db, request.body);
      setSessionCookie(request, reply, app.tokens.issue(user));
      return reply.code(201).send({ status: 'success' as const, data: toUserWire(user) });
    },
  );

  app.post(
    '/auth/login',
    {
      preHandler: throttle.check,
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with e-mail and password; answers a JWT valid for 7 days and sets it as the HttpOnly session cookie',
        body: loginPayloadSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const { token, user } = await logIn(app.db, app.tokens, request.body);
        setSessionCookie(request, reply, token);
        return { status: 'success' as const, token, data: toUserWire(user) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
          await throttle.recordFailure(request);
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: "End the web app's session: clears the session cookie",
        response: { 200: successEnvelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      clearSessionCookie(request, reply);
      return { status: 'success' as const, data: null };
    },
  );
};
