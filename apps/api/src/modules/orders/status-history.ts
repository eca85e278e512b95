import type { OrderStatus, OrderStatusChange } from '@kahraba/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { orderStatusHistory } from '../../db/schema.js';

type Executor = Database | Transaction;
export type StatusHistoryRow = typeof orderStatusHistory.$inferSelect;

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
  /** The shopper for placing and cancelling, else the staff member. */
  actorId: string;
  note?: string | null;
  trackingNumber?: string | null;
}

/**
 * Records that an order reached `status`. Call it with the transaction that changes the status,
 * so the order and its history can never disagree.
 */
export async function recordStatusChange(tx: Transaction, change: StatusChange): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    status: change.status,
    actorId: change.actorId,
    note: change.note ?? null,
    trackingNumber: change.trackingNumber ?? null,
  });
}

/** The rows of one order's history, oldest first. */
export function historyRowsOf(db: Executor, orderId: string) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
}

export function toStatusChangeWire(row: StatusHistoryRow): OrderStatusChange {
  return {
    status: row.status,
    at: row.createdAt.toISOString(),
    note: row.note,
    trackingNumber: row.trackingNumber,
  };
}

/** An order's history as its shopper reads it (who made each change is staff business). */
export async function shopperHistoryOf(db: Executor, orderId: string): Promise<OrderStatusChange[]> {
  return (await historyRowsOf(db, orderId)).map(toStatusChangeWire);
}
