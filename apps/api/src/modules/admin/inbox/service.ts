import type { Message } from '@kahraba/domain';
import type { Database } from '../../../db/client.js';
import { messages } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import type { ChatHub } from '../../chat/live.js';
import { findMessage, listMessages, markConversationRead } from '../../chat/queries.js';
import { writeAudit } from '../audit.js';
import { isInboxConversation } from './queries.js';

async function assertConversation(db: Database, shopperId: string, contactId: string): Promise<void> {
  if (!(await isInboxConversation(db, shopperId, contactId))) throw new AppError('CONVERSATION_NOT_FOUND');
}

/**
 * The conversation, oldest first. Opening it marks the shopper's messages to the contact read, as
 * the contact opening it in their own chat page would, and tells the live streams.
 */
export async function openConversation(
  db: Database,
  hub: ChatHub,
  shopperId: string,
  contactId: string,
): Promise<Message[]> {
  await assertConversation(db, shopperId, contactId);
  const changed = await markConversationRead(db, contactId, shopperId);
  if (changed > 0) await hub.publish({ t: 'read', from: shopperId, reader: contactId });
  return listMessages(db, shopperId, contactId);
}

/**
 * Sends `text` to the shopper as the staff contact they wrote to, whoever on the staff answers: the
 * shopper sees one conversation with one contact. The audit log records who actually wrote it.
 */
export async function replyAsContact(
  db: Database,
  hub: ChatHub,
  actorId: string,
  shopperId: string,
  contactId: string,
  text: string,
): Promise<Message> {
  await assertConversation(db, shopperId, contactId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ fromId: contactId, toId: shopperId, message: text })
      .returning({ id: messages.id });
    await writeAudit(tx, {
      actorId,
      action: 'message.reply',
      entityId: row!.id,
      before: null,
      after: { shopper: shopperId, contact: contactId, message: text },
    });
    return row!.id;
  });
  await hub.publish({ t: 'message', id, from: contactId, to: shopperId });
  const message = await findMessage(db, id);
  if (!message) throw new AppError('MESSAGE_NOT_FOUND');
  return message;
}
