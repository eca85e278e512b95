import {
  accountUpdatePayloadSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  idSchema,
  pagedSchema,
  staffAccountPayloadSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/authenticate.js';
import { success } from '../envelope.js';
import { listAdminUsers } from './queries.js';
import { createStaffAccount, updateAccount } from './service.js';

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { permission: 'staff.manage' },
      schema: {
        summary: 'Accounts (shoppers and staff), newest first',
        querystring: adminUserListQuerySchema,
        response: { 200: successEnvelopeSchema(pagedSchema(adminUserSchema)) },
      },
    },
    async (request) => success(await listAdminUsers(app.db, request.query)),
  );

  app.post(
    '/users',
    {
      config: { permission: 'staff.manage' },
      schema: {
        summary: 'Create a staff account',
        description: 'An e-mail that has an account already answers 409 EMAIL_TAKEN.',
        body: staffAccountPayloadSchema,
        response: { 201: successEnvelopeSchema(adminUserSchema) },
      },
    },
    async (request, reply) => {
      const user = await createStaffAccount(app.db, signedInUser(request).id, request.body);
      return reply.code(201).send(success(user));
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { permission: 'staff.manage' },
      schema: {
        summary: "Change an account's role, or disable or re-enable it",
        description:
          "One's own account cannot be changed (409 CANNOT_CHANGE_OWN_ACCOUNT). A disabled account cannot log in and its tokens stop working.",
        params: z.object({ id: idSchema }),
        body: accountUpdatePayloadSchema,
        response: { 200: successEnvelopeSchema(adminUserSchema) },
      },
    },
    async (request) =>
      success(await updateAccount(app.db, signedInUser(request).id, request.params.id, request.body)),
  );
};
