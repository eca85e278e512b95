import {
  DEFAULT_DELIVERY_ZONES,
  type DeliveryTerms,
  type DeliveryZone,
  type DeliveryZoneTerms,
  FLAT_DELIVERY_TERMS,
} from '@kahraba/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { deliveryZones } from '../../db/schema.js';
import { governoratePlace } from '../addresses/queries.js';

type Executor = Database | Transaction;
export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;

export function termsOfRow(row: DeliveryZoneRow): DeliveryZoneTerms {
  const express: DeliveryTerms | null =
    row.expressFee === null || row.expressMinDays === null || row.expressMaxDays === null
      ? null
      : { fee: row.expressFee, minDays: row.expressMinDays, maxDays: row.expressMaxDays };
  return {
    standard: { fee: row.standardFee, minDays: row.standardMinDays, maxDays: row.standardMaxDays },
    express,
  };
}

export function columnsOfTerms(terms: DeliveryZoneTerms) {
  return {
    standardFee: terms.standard.fee,
    standardMinDays: terms.standard.minDays,
    standardMaxDays: terms.standard.maxDays,
    expressFee: terms.express?.fee ?? null,
    expressMinDays: terms.express?.minDays ?? null,
    expressMaxDays: terms.express?.maxDays ?? null,
  };
}

export function toZoneWire(row: DeliveryZoneRow): DeliveryZone {
  return {
    governorate: governoratePlace(row.governorateId),
    ...termsOfRow(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function listZoneRows(db: Executor): Promise<DeliveryZoneRow[]> {
  return db
    .select()
    .from(deliveryZones)
    .orderBy(asc(deliveryZones.standardFee), asc(deliveryZones.governorateId));
}

export async function findZoneRow(db: Executor, governorateId: string): Promise<DeliveryZoneRow | undefined> {
  const [row] = await db.select().from(deliveryZones).where(eq(deliveryZones.governorateId, governorateId));
  return row;
}

/**
 * What delivering to a governorate costs and takes now: its row in the table, or, for a
 * governorate the table has no row for yet, its region's starting terms; SPEC §9's flat terms
 * when the governorate is unknown (null).
 */
export async function zoneTermsFor(db: Executor, governorateId: string | null): Promise<DeliveryZoneTerms> {
  if (governorateId === null) return FLAT_DELIVERY_TERMS;
  const row = await findZoneRow(db, governorateId);
  if (row) return termsOfRow(row);
  return DEFAULT_DELIVERY_ZONES.find((z) => z.governorateId === governorateId) ?? FLAT_DELIVERY_TERMS;
}

/**
 * Every governorate's delivery terms, as a shopper reads them on the shipping page: its row in the
 * table, or its region's starting terms where staff have set none. In the table's order (cheapest first).
 */
export async function listDeliveryTerms(db: Executor): Promise<Array<Omit<DeliveryZone, 'updatedAt'>>> {
  const rows = await listZoneRows(db);
  const set = new Set(rows.map((row) => row.governorateId));
  const fromTable = rows.map((row) => ({
    governorate: governoratePlace(row.governorateId),
    ...termsOfRow(row),
  }));
  const defaults = DEFAULT_DELIVERY_ZONES.filter((zone) => !set.has(zone.governorateId)).map(
    ({ governorateId, standard, express }) => ({
      governorate: governoratePlace(governorateId),
      standard,
      express,
    }),
  );
  return [...fromTable, ...defaults].sort((a, b) => a.standard.fee - b.standard.fee);
}
