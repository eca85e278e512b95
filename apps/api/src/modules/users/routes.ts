import { profileUpdatePayloadSchema, successEnvelopeSchema, userSchema } from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { bearerAuth, requireUser, signedInUser } from '../auth/authenticate.js';
import { updateProfile } from './update-profile.js';
import { findUserById } from './user-queries.js';
import { toUserWire } from './user-wire.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: bearerAuth,
        response: { 200: successEnvelopeSchema(userSchema) },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, signedInUser(request).id);
      if (!user) throw new AppError('USER_NOT_FOUND');
      return { status: 'success' as const, data: toUserWire(user) };
    },
  );

  app.patch(
    '/user/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['users'],
        summary: "Edit one's own name, e-mail and phone",
        security: bearerAuth,
        params: z.object({ id: z.string().trim().min(1).max(64) }),
        body: profileUpdatePayloadSchema,
        response: { 200: successEnvelopeSchema(userSchema) },
      },
    },
    async (request) => {
      const user = await updateProfile(app.db, signedInUser(request), request.params.id, request.body);
      return { status: 'success' as const, data: toUserWire(user) };
    },
  );
};
