import { findArea, findGovernorate, type NamedPlace, type SavedAddress } from '@kahraba/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { addresses } from '../../db/schema.js';
import { isUuid } from '../cart/queries.js';

type Executor = Database | Transaction;
export type AddressRow = typeof addresses.$inferSelect;

/** A governorate by id with its names; an id the list no longer has reads as itself. */
export function governoratePlace(id: string): NamedPlace {
  const governorate = findGovernorate(id);
  return { id, name: governorate ? { ...governorate.name } : { en: id, ar: id } };
}

export function areaPlace(governorateId: string, areaId: string): NamedPlace {
  const area = findArea(governorateId, areaId);
  return { id: areaId, name: area ? { ...area.name } : { en: areaId, ar: areaId } };
}

export function toAddressWire(row: AddressRow): SavedAddress {
  return {
    _id: row.id,
    label: row.label,
    recipientName: row.recipientName,
    phone: row.phone,
    governorate: governoratePlace(row.governorateId),
    area: areaPlace(row.governorateId, row.areaId),
    street: row.street,
    building: row.building,
    floor: row.floor,
    apartment: row.apartment,
    landmark: row.landmark,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The shopper's addresses: the default first, then the newest. */
export function listAddressRows(db: Executor, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
}

/** One of the shopper's own addresses; someone else's reads as missing, as an unknown id does. */
export async function findOwnAddress(
  db: Executor,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}
