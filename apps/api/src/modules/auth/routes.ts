import {
  loginPayloadSchema,
  loginResponseSchema,
  passwordChangePayloadSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerPayloadSchema,
  successEnvelopeSchema,
  userSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { languageFrom } from '../../http/language.js';
import { toUserWire } from '../users/user-wire.js';
import type { AttemptCounter } from './attempt-counter.js';
import { bearerAuth, requestSessionId, requireUser, signedInUser } from './authenticate.js';
import { changePassword } from './change-password.js';
import { logIn, warmUpDecoyHash } from './log-in.js';
import { createLoginThrottle } from './login-throttle.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.js';
import { authRateLimits } from './rate-limits.js';
import { register } from './register.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { endSession, endUserSessions, startSession } from './sessions.js';

export interface AuthRoutesOptions {
  /** Where login attempts are counted: Redis shared by the instances, or this process's memory. */
  loginAttempts: AttemptCounter;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const limits = authRateLimits(app.config.authRateLimits);
  const throttle = createLoginThrottle(options.loginAttempts, limits);
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
      const user = await register(app.db, request.body, languageFrom(request.headers['accept-language']));
      setSessionCookie(request, reply, await startSession(app.db, app.tokens, user));
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
      let result: Awaited<ReturnType<typeof logIn>>;
      try {
        result = await logIn(
          app.db,
          app.tokens,
          request.body,
          languageFrom(request.headers['accept-language']),
        );
      } catch (error) {
        // Only a wrong e-mail or password keeps its count; anything else was no guess.
        if (!(error instanceof AppError && error.code === 'INVALID_CREDENTIALS'))
          await throttle.forgive(request);
        throw error;
      }
      await throttle.forgive(request);
      setSessionCookie(request, reply, result.token);
      return { status: 'success' as const, token: result.token, data: toUserWire(result.user) };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary:
          'End this session on the server (the token, sent as Bearer, bare or as the cookie, stops working on every instance) and clear the session cookie',
        response: { 200: successEnvelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      // Answered alike with or without a live session: signing out twice is not an error.
      const sessionId = requestSessionId(request);
      if (sessionId) await endSession(app.db, sessionId);
      clearSessionCookie(request, reply);
      return { status: 'success' as const, data: null };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: "Sign out everywhere: end every one of the caller's sessions, this one included",
        security: bearerAuth,
        response: { 200: successEnvelopeSchema(z.object({ ended: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const ended = await endUserSessions(app.db, signedInUser(request).id);
      clearSessionCookie(request, reply);
      return { status: 'success' as const, data: { ended } };
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: "Change one's password; ends every other session of the account, keeps this one",
        security: bearerAuth,
        body: passwordChangePayloadSchema,
        response: { 200: successEnvelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const caller = signedInUser(request);
      const step = limits.passwordChecksPerAccount;
      const slots = [{ key: `password-change:${caller.id}`, max: step.failures, windowMs: step.windowMs }];
      // Counted before the password is checked, as logins are; given back unless it was wrong.
      const taken = await options.loginAttempts.take(slots);
      if (!taken.allowed) {
        reply.header('retry-after', taken.retryAfterSeconds);
        throw new AppError('RATE_LIMITED', {}, { retryAfter: taken.retryAfterSeconds });
      }
      try {
        await changePassword(app.db, caller, request.body);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'CURRENT_PASSWORD_WRONG')) {
          await options.loginAttempts.giveBack(slots);
        }
        throw error;
      }
      await options.loginAttempts.giveBack(slots);
      return { status: 'success' as const, data: null };
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Mail a password reset link (valid 30 minutes, single use) to the account of this e-mail, in the language of Accept-Language; answers 202 alike whether or not the account exists',
        body: passwordResetRequestSchema,
        response: { 202: successEnvelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const perEmail = limits.passwordResetsPerEmail;
      const perIp = limits.passwordResetsPerIp;
      // Counted for every e-mail, known or not, so the limit reveals nothing about accounts.
      const taken = await options.loginAttempts.take([
        { key: `password-reset-email:${email}`, max: perEmail.failures, windowMs: perEmail.windowMs },
        { key: `password-reset-ip:${request.ip}`, max: perIp.failures, windowMs: perIp.windowMs },
      ]);
      if (!taken.allowed) {
        reply.header('retry-after', taken.retryAfterSeconds);
        throw new AppError('RATE_LIMITED', {}, { retryAfter: taken.retryAfterSeconds });
      }
      await requestPasswordReset(app.db, request.body, {
        language: languageFrom(request.headers['accept-language']),
        publicUrl: app.config.publicUrl ?? `http://localhost:${app.config.port}`,
      });
      return reply.code(202).send({ status: 'success' as const, data: null });
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the token of a reset link; ends every session of the account. A used, expired or unknown token answers 400 RESET_LINK_INVALID',
        body: passwordResetConfirmSchema,
        response: { 200: successEnvelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await confirmPasswordReset(app.db, request.body);
      return { status: 'success' as const, data: null };
    },
  );
};
