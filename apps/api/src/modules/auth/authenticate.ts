import type { Role } from '@kahraba/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { sessionCookieToken } from './session-cookie.js';
import { findSessionAccount } from './sessions.js';
import { signingSecret } from './signing-secret.js';
import { createTokenService, type TokenService, tokenFromHeader } from './tokens.js';

/** Who is calling: set on the request by requireUser / requireRole. */
export interface AuthUser {
  id: string;
  role: Role;
  /** The session the caller's token belongs to (auth/sessions.ts). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The signed-in caller on routes guarded by requireUser or requireRole; null elsewhere. */
    user: AuthUser | null;
  }
}

/** OpenAPI: put on the `schema.security` of every route that needs a token. */
export const bearerAuth = [{ bearerAuth: [] }];

/** Called once by buildApp: the token service every route shares, and `request.user`. */
export async function registerAuthentication(app: FastifyInstance) {
  app.decorate('tokens', createTokenService(await signingSecret(app.db, app.config.jwtSecret)));
  app.decorateRequest('user', null);
}

/**
 * A route hook that admits only a signed-in, enabled user (by the Authorization header or the
 * session cookie) and sets `request.user`. Use it as
 * `onRequest` so a guest gets 401 before the body is even parsed or validated:
 *
 *   app.get('/cart', { onRequest: requireUser, schema: { security: bearerAuth, ... } }, handler)
 *
 * The session and its account are looked up on every request (one indexed read), so a token stops
 * working at once when its session ends (logout, sign out everywhere, a password change) or its
 * account is disabled or deleted, and the role is always the current one, not the one at login.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.user) return;
  // Other clients send the token in the header (SPEC §7); the web app's pages carry the cookie.
  const token = tokenFromHeader(request.headers.authorization) ?? sessionCookieToken(request);
  if (!token) throw new AppError('UNAUTHORIZED');
  const claims = request.server.tokens.verify(token);
  const account = await findSessionAccount(request.server.db, claims.jti, claims.sub);
  if (!account || account.disabledAt) throw new AppError('UNAUTHORIZED');
  request.user = { id: account.id, role: account.role, sessionId: claims.jti };
}

/** Like requireUser, and then 403 FORBIDDEN unless the user has one of `roles`. */
export function requireRole(...roles: Role[]) {
  return async function requireRoleHook(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    if (!roles.includes(signedInUser(request).role)) throw new AppError('FORBIDDEN');
  };
}

/** The session a request's token names, if the token is genuine; null otherwise (logout needs no live session). */
export function requestSessionId(request: FastifyRequest): string | null {
  const token = tokenFromHeader(request.headers.authorization) ?? sessionCookieToken(request);
  if (!token) return null;
  try {
    return request.server.tokens.verify(token).jti;
  } catch {
    return null;
  }
}

/** `request.user` in a handler behind requireUser, typed as present. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}
