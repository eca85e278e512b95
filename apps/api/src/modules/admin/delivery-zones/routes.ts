import { deliveryZoneSchema, deliveryZoneWritePayloadSchema, successEnvelopeSchema } from '@kahraba/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../auth/authenticate.js';
import { listZoneRows, toZoneWire } from '../../delivery/zones.js';
import { success } from '../envelope.js';
import { updateDeliveryZone } from './service.js';

const zoneParams = z.object({ governorateId: z.string().trim().min(1).max(60) });

export const adminDeliveryZoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery-zones',
    {
      config: { permission: 'delivery.read' },
      schema: {
        summary: "Every governorate's delivery fees and days, cheapest first",
        response: { 200: successEnvelopeSchema(z.array(deliveryZoneSchema)) },
      },
    },
    async () => success((await listZoneRows(app.db)).map(toZoneWire)),
  );

  app.put(
    '/delivery-zones/:governorateId',
    {
      config: { permission: 'delivery.write' },
      schema: {
        summary: "Set a governorate's standard and express fees and days (express null: not offered)",
        params: zoneParams,
        body: deliveryZoneWritePayloadSchema,
        response: { 200: successEnvelopeSchema(deliveryZoneSchema) },
      },
    },
    async (request) =>
      success(
        await updateDeliveryZone(
          app.db,
          signedInUser(request).id,
          request.params.governorateId,
          request.body,
        ),
      ),
  );
};
