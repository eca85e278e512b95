import { dashboardQuerySchema, dashboardSchema, successEnvelopeSchema } from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../envelope.js';
import { dashboardFigures } from './queries.js';
import { dashboardRange } from './range.js';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        summary: 'Dashboard figures for a range of Cairo days',
        description:
          'Revenue and orders per day (every day of the range, cancelled orders left out), orders by status, rankings, low stock, pending trade-ins and unread chats. Without dates: the last 30 days; with one end only: 30 days from it.',
        querystring: dashboardQuerySchema,
        response: { 200: successEnvelopeSchema(dashboardSchema) },
      },
    },
    async (request) => {
      const { from, to } = dashboardRange(request.query, new Date());
      return success(await dashboardFigures(app.db, from, to));
    },
  );
};
