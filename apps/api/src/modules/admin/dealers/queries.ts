import type { AdminDealer } from '@kahraba/domain';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.js';
import { dealers } from '../../../db/schema.js';
import { isUuid } from '../../cart/queries.js';

type Executor = Database | Transaction;
export type DealerRow = typeof dealers.$inferSelect;

export function toAdminDealer(row: DealerRow): AdminDealer {
  return {
    _id: row.id,
    name: row.name,
    brief: row.brief,
    briefAr: row.briefAr,
    logo: row.logo,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The dealers the shop shows (deleted ones left out), by name. */
export async function listAdminDealers(db: Database): Promise<AdminDealer[]> {
  const rows = await db.select().from(dealers).where(isNull(dealers.deletedAt)).orderBy(asc(dealers.name));
  return rows.map(toAdminDealer);
}

/** A dealer that has not been deleted, its row locked until the transaction ends. */
export async function lockDealer(tx: Transaction, id: string): Promise<DealerRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(dealers)
    .where(and(eq(dealers.id, id), isNull(dealers.deletedAt)))
    .for('update');
  return row;
}

/** Whether another live dealer has this name in any case ("apple" would duplicate "Apple" on the brand strip). */
export async function isDealerNameTaken(db: Executor, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(
      and(
        isNull(dealers.deletedAt),
        sql`lower(${dealers.name}) = lower(${name})`,
        exceptId ? ne(dealers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
