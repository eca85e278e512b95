import type { DeliveryZone, DeliveryZoneWritePayload } from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { deliveryZones } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { columnsOfTerms, toZoneWire } from '../../delivery/zones.js';
import { writeAudit } from '../audit.js';

/**
 * Sets a governorate's fees and days, with its audit entry, in one transaction. Orders already
 * placed keep the fee and the dates they were given.
 */
export function updateDeliveryZone(
  db: Database,
  actorId: string,
  governorateId: string,
  payload: DeliveryZoneWritePayload,
): Promise<DeliveryZone> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(deliveryZones)
      .where(eq(deliveryZones.governorateId, governorateId))
      .for('update');
    if (!current) throw new AppError('DELIVERY_ZONE_NOT_FOUND');
    const [row] = await tx
      .update(deliveryZones)
      .set({ ...columnsOfTerms(payload), updatedAt: sql`now()` })
      .where(eq(deliveryZones.governorateId, governorateId))
      .returning();
    const updated = toZoneWire(row!);
    await writeAudit(tx, {
      actorId,
      action: 'deliveryZone.update',
      entityId: governorateId,
      before: toZoneWire(current),
      after: updated,
    });
    return updated;
  });
}
