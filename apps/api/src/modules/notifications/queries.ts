import type {
  Notification,
  NotificationList,
  NotificationListQuery,
  NotificationSettings,
  NotificationSettingsPayload,
} from '@kahraba/domain';
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { isUuid } from '../cart/queries.js';

type Executor = Database | Transaction;

// The cursor keeps the database's microseconds: entries a millisecond apart are not skipped.
const createdAtIso = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Row = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  readAt: Date | null;
  createdAt: string;
};

/** An entry as the API sends it: what it is about and its figures; the page words it. */
function toNotificationWire(row: Row): Notification {
  return {
    _id: row.id,
    id: row.id,
    kind: row.kind,
    data: row.payload,
    read: row.readAt !== null,
    createdAt: row.createdAt,
  } as Notification;
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The shopper's entries, newest first, one page (at most `limit`) older than `before`. */
export async function listNotifications(
  db: Database,
  userId: string,
  { before, limit }: NotificationListQuery,
): Promise<NotificationList> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      payload: notifications.payload,
      readAt: notifications.readAt,
      createdAt: createdAtIso,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before ? lt(notifications.createdAt, sql`${before}::timestamptz`) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    notifications: page.map(toNotificationWire),
    unread: await unreadCount(db, userId),
    nextBefore: rows.length > limit ? page[page.length - 1]!.createdAt : null,
  };
}

/** Marks one of the shopper's entries read or unread; another shopper's is not found. */
export async function markNotification(
  db: Database,
  userId: string,
  id: string,
  read: boolean,
): Promise<Notification> {
  if (!isUuid(id)) throw new AppError('NOTIFICATION_NOT_FOUND');
  const [row] = await db
    .update(notifications)
    // An entry read twice keeps the moment it was first read.
    .set({ readAt: read ? sql`coalesce(${notifications.readAt}, now())` : null })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({
      id: notifications.id,
      kind: notifications.kind,
      payload: notifications.payload,
      readAt: notifications.readAt,
      createdAt: createdAtIso,
    });
  if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
  return toNotificationWire(row);
}

/** "Mark all read": one statement over the unread index. */
export async function markAllRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

const settingsColumns = {
  priceAlerts: users.emailPriceAlerts,
  stockAlerts: users.emailStockAlerts,
  chatReplies: users.emailChatReplies,
};

export async function notificationSettings(db: Database, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select(settingsColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

export async function updateNotificationSettings(
  db: Database,
  userId: string,
  payload: NotificationSettingsPayload,
): Promise<NotificationSettings> {
  const [row] = await db
    .update(users)
    .set({
      ...(payload.priceAlerts === undefined ? {} : { emailPriceAlerts: payload.priceAlerts }),
      ...(payload.stockAlerts === undefined ? {} : { emailStockAlerts: payload.stockAlerts }),
      ...(payload.chatReplies === undefined ? {} : { emailChatReplies: payload.chatReplies }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning(settingsColumns);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}
