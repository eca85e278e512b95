import type { AdminDealer, DealerPayload } from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.js';
import { dealers } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { writeAudit } from '../audit.js';
import { isUniqueViolation } from '../unique-violation.js';
import { isDealerNameTaken, lockDealer, toAdminDealer } from './queries.js';

/** Runs a dealer write, answering DEALER_NAME_TAKEN when the unique index settles a race. */
async function withUniqueName<T>(db: Database, write: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error, 'dealers_name_key')) throw new AppError('DEALER_NAME_TAKEN');
    throw error;
  }
}

export function createDealer(db: Database, actorId: string, payload: DealerPayload): Promise<AdminDealer> {
  return withUniqueName(db, async (tx) => {
    if (await isDealerNameTaken(tx, payload.name)) throw new AppError('DEALER_NAME_TAKEN');
    const [row] = await tx.insert(dealers).values(payload).returning();
    const created = toAdminDealer(row!);
    await writeAudit(tx, {
      actorId,
      action: 'dealer.create',
      entityId: created._id,
      before: null,
      after: created,
    });
    return created;
  });
}

export function updateDealer(
  db: Database,
  actorId: string,
  id: string,
  payload: DealerPayload,
): Promise<AdminDealer> {
  return withUniqueName(db, async (tx) => {
    const current = await lockDealer(tx, id);
    if (!current) throw new AppError('DEALER_NOT_FOUND');
    if (await isDealerNameTaken(tx, payload.name, current.id)) throw new AppError('DEALER_NAME_TAKEN');
    const [row] = await tx.update(dealers).set(payload).where(eq(dealers.id, current.id)).returning();
    const updated = toAdminDealer(row!);
    await writeAudit(tx, {
      actorId,
      action: 'dealer.update',
      entityId: current.id,
      before: toAdminDealer(current),
      after: updated,
    });
    return updated;
  });
}

/** Takes a dealer off the brand strip and the brand filter; its name becomes free again. */
export function deleteDealer(db: Database, actorId: string, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const current = await lockDealer(tx, id);
    if (!current) throw new AppError('DEALER_NOT_FOUND');
    await tx.update(dealers).set({ deletedAt: sql`now()` }).where(eq(dealers.id, current.id));
    await writeAudit(tx, {
      actorId,
      action: 'dealer.delete',
      entityId: current.id,
      before: toAdminDealer(current),
      after: null,
    });
    return { _id: current.id };
  });
}
