import type { Role } from '@kahraba/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { findUserById } from '../users/user-queries.js';
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
 * A route hook that admits only a signed-in, enabled user and sets `request.user`. Use it as
 * `onRequest` so a guest gets 401 before the body is even parsed or validated:
 *
 *   app.get('/cart', { onRequest: requireUser, schema: { security: bearerAuth, ... } }, handler)
 *
 * The account is looked up on every request, so a disabled or deleted user's token stops working
 * at once and the role is always the current one, not the one at login.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.user) return;
  const token = tokenFromHeader(request.headers.authorization);
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

/**
 * EventSource cannot set headers, so an event stream may take the token as `?token=`; put this
 * hook before requireUser on such a route (and only there: a token in a URL ends up in logs, so
 * those routes also lower their log level).
 */
export async function acceptTokenFromQuery(request: FastifyRequest): Promise<void> {
  const { token } = (request.query ?? {}) as { token?: unknown };
  if (!request.headers.authorization && typeof token === 'string' && token !== '') {
    request.headers.authorization = `Bearer ${token}`;
  }
}

/** `request.user` in a handler behind requireUser, typed as present. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}
