import { RETENTION } from '@kahraba/domain';
import { gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import type { WorkerLog } from '../mail/outbox-worker.js';

export interface NotificationRetention {
  /** Each shopper keeps their latest this many entries. */
  perUser: number;
  /** Read entries older than this go. */
  readDays: number;
  /** Rows deleted per statement. */
  batch: number;
  /** How often a pass runs; a pass trims the shoppers told something in the last two of these. */
  everyMs: number;
}

export const NOTIFICATION_RETENTION: NotificationRetention = {
  perUser: RETENTION.notificationsPerUser,
  readDays: RETENTION.readNotificationDays,
  batch: RETENTION.batch,
  everyMs: RETENTION.everyMs,
};

/** Shoppers whose entries one trimming statement looks at. */
const USERS_PER_STATEMENT = 100;

// An entry whose e-mail the alert mailer has yet to queue is left alone: deleting it would lose
// the e-mail (alert-mailer.ts). It is deleted at the next pass, once mailed.

/**
 * Deletes one batch of read entries older than `readDays`, oldest first, through the partial index
 * on read entries' `created_at`. Unread entries stay, whatever their age (the cap bounds them).
 */
export async function deleteOldReadNotifications(db: Database, retention: NotificationRetention) {
  const deleted = await db
    .delete(notifications)
    .where(
      sql`${notifications.id} in (
        select id from notifications
        where read_at is not null
          and created_at < now() - ${`${retention.readDays} days`}::interval
          and not mail_pending
        order by created_at
        limit ${retention.batch}
        for update skip locked)`,
    )
    .returning({ id: notifications.id });
  return deleted.length;
}

/**
 * Deletes one batch of the entries of `userIds` beyond each one's latest `perUser`, read or not.
 * Each shopper's entries are read newest first through `(user_id, created_at desc, id desc)`, the
 * index the centre itself reads, so the cost is the cap plus what goes, per shopper.
 */
export async function trimNotificationsOf(
  db: Database,
  userIds: readonly string[],
  retention: Pick<NotificationRetention, 'perUser' | 'batch'>,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const deleted = await db
    .delete(notifications)
    .where(
      sql`${notifications.id} in (
        select older.id
        from unnest(array[${ids}]::uuid[]) as shopper(id)
        cross join lateral (
          select n.id, n.mail_pending from notifications n
          where n.user_id = shopper.id
          order by n.created_at desc, n.id desc
          offset ${retention.perUser}
        ) older
        where not older.mail_pending
        limit ${retention.batch})`,
    )
    .returning({ id: notifications.id });
  return deleted.length;
}

/**
 * The shoppers told something since `since`: only they can have passed the cap since the last
 * pass, so a pass never reads every shopper's entries. Found through the index on `created_at`.
 */
export async function recentlyNotifiedUsers(db: Database, since: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(gt(notifications.createdAt, since));
  return rows.map((row) => row.userId);
}

/**
 * One retention pass (docs/decisions/0028): read entries past their age go, then the shoppers
 * told something since `since` are brought back under the cap. Every statement deletes at most
 * `batch` rows, so no lock is held long; the pass ends early when `stopped()` says so.
 */
export async function applyNotificationRetention(
  db: Database,
  since: Date,
  retention: NotificationRetention = NOTIFICATION_RETENTION,
  stopped: () => boolean = () => false,
): Promise<{ old: number; overCap: number }> {
  let old = 0;
  while (!stopped()) {
    const deleted = await deleteOldReadNotifications(db, retention);
    old += deleted;
    if (deleted < retention.batch) break;
  }
  let overCap = 0;
  const users = await recentlyNotifiedUsers(db, since);
  for (let i = 0; i < users.length && !stopped(); i += USERS_PER_STATEMENT) {
    const chunk = users.slice(i, i + USERS_PER_STATEMENT);
    while (!stopped()) {
      const deleted = await trimNotificationsOf(db, chunk, retention);
      overCap += deleted;
      if (deleted < retention.batch) break;
    }
  }
  return { old, overCap };
}

export interface NotificationRetentionJob {
  stop(): Promise<void>;
}

/**
 * Runs a retention pass in the background of the API process, every `everyMs` (the first a minute
 * after start, clear of the start-up's own work). Each pass looks back two periods, so a pass
 * missed or failed is covered by the next. A shopper already past the cap when the server
 * started is trimmed at the next entry they get: an entry is the only way past it.
 */
export function startNotificationRetention(
  db: Database,
  log: WorkerLog,
  overrides: Partial<NotificationRetention> & { firstDelayMs?: number } = {},
): NotificationRetentionJob {
  const { firstDelayMs = 60_000, ...rest } = overrides;
  const retention = { ...NOTIFICATION_RETENTION, ...rest };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const pass = async () => {
    const since = new Date(Date.now() - 2 * retention.everyMs);
    await applyNotificationRetention(db, since, retention, () => stopped);
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass()
        .catch((err: unknown) =>
          log.warn({ err }, 'old notifications could not be deleted; trying again at the next pass'),
        )
        .finally(() => {
          running = undefined;
          schedule(retention.everyMs);
        });
    }, delay);
    timer.unref();
  };
  schedule(Math.min(firstDelayMs, retention.everyMs));
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
