import type { Role } from '@kahraba/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { findUserById } from '../users/user-queries.js';
import { sessionCookieToken } from './session-cookie.js';
import { createTokenService, type TokenService, tokenFromHeader } from './tokens.js';

/** Who is calling: set on the request by requireUser / requireRole. */
export interface AuthUser {
  id: string;
  role: Role;
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
export function registerAuthentication(app: FastifyInstance) {
  app.decorate('tokens', createTokenService(app.config.jwtSecret));
  app.decorateRequest('user', null);
}

/**
 * A route hook that admits only a signed-in, enabled user (by the Authorization header or the
 * session cookie) and sets `request.user`. Use it as
 * `onRequest` so a guest gets 401 before the body is even parsed or validated:
 *
 *   app.get('/cart', { onRequest: requireUser, schema: { security: bearerAuth, ... } }, handler)
 *
 * The account is looked up on every request, so a disabled or deleted user's token stops working
 * at once and the role is always the current one, not the one at login.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.user) return;
  // Other clients send the token in the header (SPEC §7); the web app's pages carry the cookie.
  const token = tokenFromHeader(request.headers.authorization) ?? sessionCookieToken(request);
  if (!token) throw new AppError('UNAUTHORIZED');
  const claims = request.server.tokens.verify(token);
  const account = await findUserById(request.server.db, claims.sub);
  if (!account || account.disabledAt) throw new AppError('UNAUTHORIZED');
  request.user = { id: account.id, role: account.role };
}

/** Like requireUser, and then 403 FORBIDDEN unless the user has one of `roles`. */
export function requireRole(...roles: Role[]) {
  return async function requireRoleHook(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    if (!roles.includes(signedInUser(request).role)) throw new AppError('FORBIDDEN');
  };
}

/** `request.user` in a handler behind requireUser, typed as present. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}
