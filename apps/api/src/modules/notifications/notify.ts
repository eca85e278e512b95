import type { Language, NotificationData, NotificationKind, Order } from '@kahraba/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { notifications, type orders, users } from '../../db/schema.js';
import { enqueueMessage } from '../mail/outbox.js';
import {
  type OrderUpdateKind,
  orderPlacedMessage,
  orderUpdateMessage,
  storeLink,
  tradeInDecidedMessage,
} from './templates.js';

type Executor = Database | Transaction;

/** Where links in messages point, and the language a message is written in when a shopper caused it. */
export interface MessageContext {
  /** The store's public address (PUBLIC_URL): links in e-mails are absolute. */
  publicUrl: string;
  /** The language of the request that caused the event; staff-caused events use the account's. */
  language?: Language | undefined;
}

/** The store's address for links in messages: PUBLIC_URL, or this server on localhost. */
export function publicUrlOf(config: { publicUrl?: string | undefined; port: number }): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** Adds an entry to the shopper's notification centre, in the caller's transaction. */
export async function notify<K extends NotificationKind>(
  db: Executor,
  userId: string,
  kind: K,
  data: NotificationData<K>,
): Promise<void> {
  await db.insert(notifications).values({ userId, kind, payload: data });
}

async function recipientOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The order message of a new order: an entry in the centre and an e-mail, queued in the order's
 * transaction, so the shopper hears of the order if and only if it was placed. In the language of
 * the checkout's page.
 */
export async function tellOrderPlaced(
  tx: Transaction,
  userId: string,
  order: Order,
  context: MessageContext,
): Promise<void> {
  await notify(tx, userId, 'order-placed', {
    orderId: order._id,
    orderNumber: order.orderNumber,
    total: order.total,
  });
  const recipient = await recipientOf(tx, userId);
  if (!recipient) return;
  const language = context.language ?? recipient.language;
  await enqueueMessage(tx, {
    kind: 'order-placed',
    to: recipient.email,
    language,
    ...orderPlacedMessage({
      language,
      name: recipient.name,
      order,
      link: storeLink(context.publicUrl, language, `/order/${order._id}`),
    }),
  });
}

type OrderRow = typeof orders.$inferSelect;

/**
 * An order shipped, delivered or cancelled: the entry and the e-mail (order messages always go),
 * in the order's transaction. `previousStatus` tells a paid InstaPay order from an unpaid one:
 * staff move an InstaPay order on from pending once its transfer arrived.
 */
export async function tellOrderUpdate(
  tx: Transaction,
  order: OrderRow,
  kind: OrderUpdateKind,
  details: { previousStatus: string; trackingNumber?: string | null | undefined },
  context: MessageContext,
): Promise<void> {
  const base = { orderId: order.id, orderNumber: order.orderNumber, total: order.total };
  const data =
    kind === 'order-shipped'
      ? { ...base, trackingNumber: details.trackingNumber ?? null }
      : kind === 'order-cancelled'
        ? { ...base, refund: order.paymentMethod === 'card' && details.previousStatus !== 'pending' }
        : base;
  await notify(tx, order.userId, kind, data as NotificationData<typeof kind>);
  const recipient = await recipientOf(tx, order.userId);
  if (!recipient) return;
  const language = context.language ?? recipient.language;
  await enqueueMessage(tx, {
    kind,
    to: recipient.email,
    language,
    ...orderUpdateMessage({
      language,
      name: recipient.name,
      kind,
      data,
      link: storeLink(context.publicUrl, language, `/order/${order.id}`),
    }),
  });
}

/** A trade-in approved or rejected by staff: entry and e-mail, in the account's language. */
export async function tellTradeInDecided(
  tx: Transaction,
  userId: string,
  data: NotificationData<'trade-in-decided'>,
  context: MessageContext,
): Promise<void> {
  await notify(tx, userId, 'trade-in-decided', data);
  const recipient = await recipientOf(tx, userId);
  if (!recipient) return;
  const language = context.language ?? recipient.language;
  await enqueueMessage(tx, {
    kind: 'trade-in-decided',
    to: recipient.email,
    language,
    ...tradeInDecidedMessage({
      language,
      name: recipient.name,
      data,
      link: storeLink(context.publicUrl, language, '/user-account'),
    }),
  });
}
