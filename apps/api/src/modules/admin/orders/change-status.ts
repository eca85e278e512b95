import {
  type AdminOrder,
  canTransitionOrder,
  nextOrderStatuses,
  type OrderStatusPayload,
} from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { type MessageContext, tellOrderUpdate } from '../../notifications/notify.js';
import { cancelLockedOrder } from '../../orders/cancel-order.js';
import { recordStatusChange } from '../../orders/status-history.js';
import { writeAudit } from '../audit.js';
import { findAdminOrder, lockOrder } from './queries.js';

/**
 * Moves an order one step along ORDER_TRANSITIONS. The order row is locked first, so two staff (or
 * staff and the shopper) changing it at once go one after the other and the second sees the first's
 * result; cancelling restocks through the same code as the shopper's cancel, in this transaction.
 * The move, its note and the parcel's tracking number go into the order's history in it too, and
 * a shipped, delivered or cancelled order's message to the shopper (in the account's language).
 */
export async function changeOrderStatus(
  db: Database,
  actorId: string,
  orderId: string,
  { status: next, note, trackingNumber }: OrderStatusPayload,
  context: MessageContext,
): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (!canTransitionOrder(order.status, next)) {
      throw new AppError(
        'ILLEGAL_STATUS_TRANSITION',
        {},
        { from: order.status, to: next, allowed: nextOrderStatuses(order.status) },
      );
    }
    if (next === 'cancelled') {
      await cancelLockedOrder(tx, order, actorId, note);
    } else {
      await tx.update(orders).set({ status: next, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
      await recordStatusChange(tx, { orderId: order.id, status: next, actorId, note, trackingNumber });
    }
    if (next === 'shipped' || next === 'delivered' || next === 'cancelled') {
      await tellOrderUpdate(
        tx,
        order,
        `order-${next}`,
        { previousStatus: order.status, trackingNumber },
        context,
      );
    }
    await writeAudit(tx, {
      actorId,
      action: 'order.status',
      entityId: order.id,
      before: { status: order.status },
      after: { status: next, ...(trackingNumber ? { trackingNumber } : {}), ...(note ? { note } : {}) },
    });
    return (await findAdminOrder(tx, order.id))!;
  });
}
