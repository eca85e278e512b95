import type { Message, MessagePayload } from '@kahraba/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messages, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { isUserId } from '../users/user-queries.js';
import { findMessage } from './queries.js';

/**
 * Stores a message from `fromId`. The text is kept verbatim (markup included): it is plain text,
 * and the page shows it as text. The payload schema has already trimmed it to 1–2000 characters.
 */
export async function sendMessage(db: Database, fromId: string, payload: MessagePayload): Promise<Message> {
  if (payload.to === fromId) throw new AppError('CANNOT_MESSAGE_SELF');
  if (!isUserId(payload.to)) throw new AppError('CONTACT_NOT_FOUND');
  const [recipient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, payload.to), isNull(users.disabledAt)))
    .limit(1);
  if (!recipient) throw new AppError('CONTACT_NOT_FOUND');

  const [row] = await db
    .insert(messages)
    .values({ fromId, toId: recipient.id, message: payload.message })
    .returning({ id: messages.id });
  const message = await findMessage(db, row!.id);
  if (!message) throw new AppError('MESSAGE_NOT_FOUND');
  return message;
}
