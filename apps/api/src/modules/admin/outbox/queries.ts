import type { OutboxListQuery, OutboxMessage, OutboxMessageDetail, Paged } from '@kahraba/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { outboxMessages } from '../../../db/schema.js';
import { isUuid } from '../../cart/queries.js';
import type { OutboxRow } from '../../mail/outbox.js';
import { offsetOf, pageOf } from '../paging.js';

const listColumns = {
  id: outboxMessages.id,
  kind: outboxMessages.kind,
  recipient: outboxMessages.recipient,
  language: outboxMessages.language,
  subject: outboxMessages.subject,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
  nextAttemptAt: outboxMessages.nextAttemptAt,
  sentAt: outboxMessages.sentAt,
  createdAt: outboxMessages.createdAt,
};

type ListRow = Pick<OutboxRow, keyof typeof listColumns>;

function toOutboxMessage(row: ListRow): OutboxMessage {
  return {
    _id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    language: row.language,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Outgoing messages newest first, optionally of one status; bodies stay out of the list. */
export async function listOutboxMessages(
  db: Database,
  query: OutboxListQuery,
): Promise<Paged<OutboxMessage>> {
  const where = query.status ? eq(outboxMessages.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  return pageOf(rows.map(toOutboxMessage), total?.n ?? 0, query);
}

/**
 * A password reset link opens the account it was sent for until it is used or expires: staff read
 * that one went, not the link itself.
 */
export function maskLinkTokens(text: string): string {
  return text.replace(/([?&]token=)[^\s&#>)"']+/g, '$1…');
}

/** One message with its plain-text part (tokens masked); null when no message has this id. */
export async function findOutboxMessage(db: Database, id: string): Promise<OutboxMessageDetail | null> {
  // An id that is not a uuid names no message; comparing it would make PostgreSQL fail the cast.
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ ...listColumns, text: outboxMessages.textBody })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  if (!row) return null;
  return { ...toOutboxMessage(row), text: maskLinkTokens(row.text) };
}
