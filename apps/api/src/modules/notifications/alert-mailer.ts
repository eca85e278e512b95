import { isStaffRole, type Language, type NotificationData } from '@kahraba/domain';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messages, notifications, users } from '../../db/schema.js';
import { enqueueMessage } from '../mail/outbox.js';
import type { WorkerLog } from '../mail/outbox-worker.js';
import { notify } from './notify.js';
import { backInStockMessage, chatReplyMessage, priceDropMessage, storeLink } from './templates.js';

/**
 * A staff reply still unread this long after it was sent tells the shopper outside the chat. A
 * shopper with the chat open reads a reply as it arrives (the page reloads the conversation on the
 * live stream's news, which marks it read), so "unread after five minutes" is "away": it needs no
 * presence kept per instance, and a shopper who reads within the five minutes is not mailed.
 */
export const CHAT_AWAY_MINUTES = 5;

export interface AlertMailerOptions {
  pollMs: number;
  /** Entries handled per transaction. */
  batch: number;
  publicUrl: string;
}

export const ALERT_MAILER_DEFAULTS = { pollMs: 5000, batch: 50 } as const;

/**
 * Queues the e-mails of the entries the database's triggers wrote (price drops, stock back) that
 * the shopper wants mailed. Rows are claimed `FOR UPDATE SKIP LOCKED` and their flag cleared in the
 * transaction that queues their messages, so with any number of instances each goes once.
 * Answers how many were handled.
 */
export async function mailPendingAlerts(db: Database, publicUrl: string, batch: number): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.mailPending, true))
      .orderBy(asc(notifications.createdAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return 0;
    const ids = claimed.map((row) => row.id);
    const rows = await tx
      .select({
        kind: notifications.kind,
        payload: notifications.payload,
        email: users.email,
        name: users.name,
        language: users.language,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(inArray(notifications.id, ids));
    for (const row of rows) {
      const rendered = renderAlert(row, publicUrl);
      if (rendered) {
        await enqueueMessage(tx, { kind: row.kind, to: row.email, language: row.language, ...rendered });
      }
    }
    await tx.update(notifications).set({ mailPending: false }).where(inArray(notifications.id, ids));
    return claimed.length;
  });
}

function renderAlert(
  row: { kind: string; payload: Record<string, unknown>; name: string; language: Language },
  publicUrl: string,
) {
  const { language, name } = row;
  if (row.kind === 'price-drop') {
    const data = row.payload as NotificationData<'price-drop'>;
    const link = storeLink(publicUrl, language, `/product/${data.productId}`);
    return priceDropMessage({ language, name, data, link });
  }
  if (row.kind === 'back-in-stock') {
    const data = row.payload as NotificationData<'back-in-stock'>;
    const link = storeLink(publicUrl, language, `/product/${data.productId}`);
    return backInStockMessage({ language, name, data, link });
  }
  return null;
}

/**
 * Tells shoppers of staff replies they left unread for CHAT_AWAY_MINUTES: one entry (and, if they
 * want it, one e-mail) for all the replies waiting, which are then marked told, so a conversation
 * of ten replies makes one message, not ten.
 */
export async function tellUnreadChatReplies(db: Database, publicUrl: string, batch: number): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: messages.id, toId: messages.toId })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.fromId))
      .where(
        and(
          eq(messages.read, false),
          isNull(messages.notifiedAt),
          isNull(messages.deletedAt),
          inArray(users.role, ['admin', 'moderator']),
          lte(messages.createdAt, sql`now() - ${`${CHAT_AWAY_MINUTES} minutes`}::interval`),
        ),
      )
      .orderBy(asc(messages.createdAt))
      .limit(batch)
      .for('update', { of: messages, skipLocked: true });
    if (waiting.length === 0) return 0;
    await tx
      .update(messages)
      .set({ notifiedAt: sql`now()` })
      .where(
        inArray(
          messages.id,
          waiting.map((m) => m.id),
        ),
      );
    const counts = new Map<string, number>();
    for (const m of waiting) counts.set(m.toId, (counts.get(m.toId) ?? 0) + 1);
    const recipients = await tx
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        language: users.language,
        role: users.role,
        wantsMail: users.emailChatReplies,
      })
      .from(users)
      .where(inArray(users.id, [...counts.keys()]));
    for (const user of recipients) {
      // Staff writing to staff have the console's inbox; only shoppers are told.
      if (isStaffRole(user.role)) continue;
      const count = counts.get(user.id)!;
      await notify(tx, user.id, 'chat-reply', { count });
      if (!user.wantsMail) continue;
      await enqueueMessage(tx, {
        kind: 'chat-reply',
        to: user.email,
        language: user.language,
        ...chatReplyMessage({
          language: user.language,
          name: user.name,
          count,
          link: storeLink(publicUrl, user.language, '/user-chats'),
        }),
      });
    }
    return waiting.length;
  });
}

export interface AlertMailer {
  stop(): Promise<void>;
}

/**
 * Runs both in the background of every API process, every few seconds; a failed pass is logged
 * and tried again at the next.
 */
export function startAlertMailer(
  db: Database,
  log: WorkerLog,
  options: Partial<AlertMailerOptions> & Pick<AlertMailerOptions, 'publicUrl'>,
): AlertMailer {
  const { pollMs, batch, publicUrl } = { ...ALERT_MAILER_DEFAULTS, ...options };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const pass = async () => {
    while (!stopped && (await mailPendingAlerts(db, publicUrl, batch)) === batch) {}
    if (!stopped) await tellUnreadChatReplies(db, publicUrl, batch);
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass()
        .catch((err: unknown) => log.warn({ err }, 'alerts could not be mailed; trying again shortly'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, pollMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
