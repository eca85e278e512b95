import { RETENTION } from '@kahraba/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';

export interface OutboxRetention {
  /** Sent messages queued longer ago than this go. */
  sentDays: number;
  /** Failed ones, longer ago than this. */
  failedDays: number;
  /** Rows deleted per statement: a short lock, a small WAL record, whatever the backlog. */
  batch: number;
}

export const OUTBOX_RETENTION: OutboxRetention = {
  sentDays: RETENTION.outboxSentDays,
  failedDays: RETENTION.outboxFailedDays,
  batch: RETENTION.batch,
};

/**
 * Deletes one batch of messages past their keeping (docs/decisions/0028): sent ones queued more
 * than `sentDays` ago, failed ones more than `failedDays` ago. Pending and sending messages are
 * never touched, however old. The rows are found through the index on `created_at`, oldest first,
 * so a pass reads little more than what it deletes; `skip locked` lets two instances purge at once
 * without waiting on each other. Answers how many went.
 */
export async function purgeOutboxBatch(db: Database, retention: OutboxRetention): Promise<number> {
  const sentBefore = `${retention.sentDays} days`;
  const failedBefore = `${retention.failedDays} days`;
  const deleted = await db
    .delete(outboxMessages)
    .where(
      sql`${outboxMessages.id} in (
        select id from outbox_messages
        where created_at < now() - ${sentBefore}::interval
          and (status = 'sent'
            or (status = 'failed' and created_at < now() - ${failedBefore}::interval))
        order by created_at
        limit ${retention.batch}
        for update skip locked)`,
    )
    .returning({ id: outboxMessages.id });
  return deleted.length;
}

/** Deletes every message past its keeping, a batch at a time, until none is left or `stopped()`. */
export async function purgeOutbox(
  db: Database,
  retention: OutboxRetention = OUTBOX_RETENTION,
  stopped: () => boolean = () => false,
): Promise<number> {
  let total = 0;
  while (!stopped()) {
    const deleted = await purgeOutboxBatch(db, retention);
    total += deleted;
    if (deleted < retention.batch) break;
  }
  return total;
}
