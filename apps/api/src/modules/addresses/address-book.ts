import {
  ADDRESS_BOOK_MAX,
  type AddressWritePayload,
  findArea,
  findGovernorate,
  type SavedAddress,
} from '@kahraba/domain';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { addresses, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findOwnAddress, listAddressRows, toAddressWire } from './queries.js';

// Every write locks the shopper's user row first, so two tabs adding at once cannot pass the cap
// together, and "one default" is settled in one order.

async function lockShopper(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function clearDefault(tx: Transaction, userId: string, except?: string): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        except ? ne(addresses.id, except) : undefined,
      ),
    );
}

export async function listAddresses(db: Database, userId: string): Promise<SavedAddress[]> {
  return (await listAddressRows(db, userId)).map(toAddressWire);
}

/** Saves a new address; the shopper's first is their default, and a new default replaces the old. */
export function addAddress(
  db: Database,
  userId: string,
  payload: AddressWritePayload,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const existing = held?.n ?? 0;
    if (existing >= ADDRESS_BOOK_MAX) throw new AppError('ADDRESS_BOOK_FULL', { max: ADDRESS_BOOK_MAX });
    const isDefault = payload.isDefault || existing === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...payload, userId, isDefault })
      .returning();
    return toAddressWire(row!);
  });
}

export type AddressPatch = Partial<AddressWritePayload>;

/**
 * Changes some fields of one of the shopper's addresses. The area is checked against the
 * governorate the address ends up with. An address stops being the default only when another
 * one becomes it, so the checkout always has one to start from.
 */
export function updateAddress(
  db: Database,
  userId: string,
  id: string,
  patch: AddressPatch,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const current = await findOwnAddress(tx, userId, id);
    if (!current) throw new AppError('ADDRESS_NOT_FOUND');
    const governorateId = patch.governorateId ?? current.governorateId;
    const areaId = patch.areaId ?? current.areaId;
    if (!findGovernorate(governorateId)) throw new AppError('GOVERNORATE_NOT_FOUND');
    if (!findArea(governorateId, areaId)) throw new AppError('AREA_NOT_IN_GOVERNORATE');
    const { isDefault, ...fields } = patch;
    if (isDefault) await clearDefault(tx, userId, current.id);
    const [row] = await tx
      .update(addresses)
      .set({ ...fields, isDefault: isDefault || current.isDefault, updatedAt: sql`now()` })
      .where(eq(addresses.id, current.id))
      .returning();
    return toAddressWire(row!);
  });
}

/** Removes one of the shopper's addresses; if it was the default, the newest other one takes over. */
export function removeAddress(db: Database, userId: string, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const current = await findOwnAddress(tx, userId, id);
    if (!current) throw new AppError('ADDRESS_NOT_FOUND');
    await tx.delete(addresses).where(eq(addresses.id, current.id));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt))
      .limit(1);
    if (next)
      await tx
        .update(addresses)
        .set({ isDefault: true, updatedAt: sql`now()` })
        .where(eq(addresses.id, next.id));
  });
}
