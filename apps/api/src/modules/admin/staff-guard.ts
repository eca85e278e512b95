import { can, type StaffPermission } from '@kahraba/domain';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { bearerAuth, requireUser, signedInUser } from '../auth/authenticate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff permission a /api/admin route needs (STAFF_PERMISSIONS); every one names one. */
    permission?: StaffPermission;
  }
}

/** 401 for a guest, 403 FORBIDDEN for a signed-in user whose role lacks `permission`. */
export function requirePermission(permission: StaffPermission) {
  return async function requireStaffPermission(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    if (!can(signedInUser(request).role, permission)) throw new AppError('FORBIDDEN');
  };
}

/**
 * Puts the permission check on every route registered after it in `app`, from the permission the
 * route names in its `config`. A route that names none stops the server from starting, so a staff
 * route cannot be added unguarded. The check runs on request, before the body is parsed, so a
 * guest gets 401 and a shopper 403 whatever they send.
 */
export function guardStaffRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) {
      throw new Error(`${route.method} ${route.url} is a staff route without a permission in its config`);
    }
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [requirePermission(permission), ...own] as onRequestHookHandler[];
    const description = route.schema?.description;
    route.schema = {
      ...route.schema,
      tags: ['admin'],
      security: bearerAuth,
      description: `${description ? `${description}\n\n` : ''}Staff permission: \`${permission}\`.`,
    };
  });
}
