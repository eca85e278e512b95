import { successEnvelopeSchema, tradeInEstimateTableSchema } from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/authenticate.js';
import { loadEstimateTable } from '../../tradein/estimates.js';
import { success } from '../envelope.js';
import { saveEstimateTable } from './service.js';

const tableEnvelope = successEnvelopeSchema(tradeInEstimateTableSchema);

export const adminTradeInEstimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trade-in-estimates',
    {
      config: { permission: 'tradeInEstimates.read' },
      schema: {
        summary: 'The trade-in estimate table: a credit range per type (excellent) and condition factors',
        response: { 200: tableEnvelope },
      },
    },
    async () => success(await loadEstimateTable(app.db)),
  );

  app.put(
    '/trade-in-estimates',
    {
      config: { permission: 'tradeInEstimates.write' },
      schema: {
        summary: 'Replace the trade-in estimate table',
        description:
          'Whole EGP ranges, each type once with min not above max; a type left out gets no estimate. Factors between 0 and 1 that never rise as the condition worsens (excellent, good, fair, poor).',
        body: tradeInEstimateTableSchema,
        response: { 200: tableEnvelope },
      },
    },
    async (request) => success(await saveEstimateTable(app.db, signedInUser(request).id, request.body)),
  );
};
