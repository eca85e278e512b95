import {
  adminInstallmentPlanSchema,
  idSchema,
  installmentPlanWritePayloadSchema,
  successEnvelopeSchema,
} from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.js';
import { signedInUser } from '../../auth/authenticate.js';
import { findPlan, listAllPlans, toAdminInstallmentPlan } from '../../installments/queries.js';
import { success } from '../envelope.js';
import { createInstallmentPlan, updateInstallmentPlan } from './service.js';

const planParams = z.object({ id: idSchema });
const planEnvelope = successEnvelopeSchema(adminInstallmentPlanSchema);

export const adminInstallmentPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/installment-plans',
    {
      config: { permission: 'installments.read' },
      schema: {
        summary: 'Installment plans of banks and finance companies, in the order the shop lists them',
        response: { 200: successEnvelopeSchema(z.array(adminInstallmentPlanSchema)) },
      },
    },
    async () => success((await listAllPlans(app.db)).map(toAdminInstallmentPlan)),
  );

  app.get(
    '/installment-plans/:id',
    {
      config: { permission: 'installments.read' },
      schema: { summary: 'One installment plan', params: planParams, response: { 200: planEnvelope } },
    },
    async (request) => {
      const row = await findPlan(app.db, request.params.id);
      if (!row) throw new AppError('INSTALLMENT_PLAN_NOT_FOUND');
      return success(toAdminInstallmentPlan(row));
    },
  );

  app.post(
    '/installment-plans',
    {
      config: { permission: 'installments.write' },
      schema: {
        summary: 'Create an installment plan',
        description:
          'Months 1-60, each once; flat interest as a percent of the amount per month; an admin fee as a percent (at most 100) or a fixed EGP amount; a maximum not below the minimum.',
        body: installmentPlanWritePayloadSchema,
        response: { 201: planEnvelope },
      },
    },
    async (request, reply) => {
      const plan = await createInstallmentPlan(app.db, signedInUser(request).id, request.body);
      return reply.code(201).send(success(plan));
    },
  );

  app.put(
    '/installment-plans/:id',
    {
      config: { permission: 'installments.write' },
      schema: {
        summary: 'Edit an installment plan, or disable it (`disabled: true`)',
        params: planParams,
        body: installmentPlanWritePayloadSchema,
        response: { 200: planEnvelope },
      },
    },
    async (request) =>
      success(await updateInstallmentPlan(app.db, signedInUser(request).id, request.params.id, request.body)),
  );
};
