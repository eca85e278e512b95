import type { Language } from '@kahraba/domain';
import type { Database, Transaction } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';
import type { RenderedMessage } from './templates.js';

export interface OutgoingMessage extends RenderedMessage {
  /** What the message is about (password-reset, order-placed): for the console and the logs. */
  kind: string;
  to: string;
  language: Language;
}

export type OutboxRow = typeof outboxMessages.$inferSelect;

/**
 * Queues `message` in the caller's transaction: it is sent if and only if what caused it commits
 * (a reset token stored, an order placed), and, once committed, it survives any restart until the
 * worker has sent it (outbox-worker.ts). Answers the row's id, which becomes its Message-ID.
 */
export async function enqueueMessage(db: Database | Transaction, message: OutgoingMessage): Promise<string> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      kind: message.kind,
      recipient: message.to,
      language: message.language,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

/** The deterministic Message-ID of an outbox row: a resend after a crash carries the same one. */
export function messageIdOf(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'kahraba.invalid';
  return `<${id}@${domain}>`;
}
