import { isStaffRole, type Message, type MessagePayload } from '@kahraba/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messages, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { isUserId } from '../users/user-queries.js';
import { findMessage } from './queries.js';

/**
 * Stores a message from `fromId`. The contacts of SPEC §6 are the staff: a shopper writes only to
 * an active staff account. Staff write to any active account, first if need be (about an order or
 * a trade-in). Anyone else is refused as an unknown contact (404, telling nothing of whether the
 * account exists), so no shopper can reach another or learn their e-mail through a message.
 * The text is kept verbatim (markup included): it is plain text, and the page shows it as text.
 * The payload schema has already trimmed it to 1–2000 characters.
 */
export async function sendMessage(db: Database, fromId: string, payload: MessagePayload): Promise<Message> {
  if (payload.to === fromId) throw new AppError('CANNOT_MESSAGE_SELF');
  if (!isUserId(payload.to)) throw new AppError('CONTACT_NOT_FOUND');
  const [recipient] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, payload.to), isNull(users.disabledAt)))
    .limit(1);
  if (!recipient) throw new AppError('CONTACT_NOT_FOUND');
  if (!isStaffRole(recipient.role)) {
    // The sender's role is read now, not from the token, which may predate a change.
    const [sender] = await db.select({ role: users.role }).from(users).where(eq(users.id, fromId)).limit(1);
    if (!isStaffRole(sender?.role)) throw new AppError('CONTACT_NOT_FOUND');
  }

  const [row] = await db
    .insert(messages)
    .values({ fromId, toId: recipient.id, message: payload.message })
    .returning({ id: messages.id });
  const message = await findMessage(db, row!.id);
  if (!message) throw new AppError('MESSAGE_NOT_FOUND');
  return message;
}
