import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messages } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { isUserId } from '../users/user-queries.js';

export interface DeletedMessage {
  id: string;
  fromId: string;
  toId: string;
}

/** Soft-deletes a message; only its sender may (SPEC §6). */
export async function deleteMessage(db: Database, userId: string, id: string): Promise<DeletedMessage> {
  if (!isUserId(id)) throw new AppError('MESSAGE_NOT_FOUND');
  const [found] = await db
    .select({ id: messages.id, fromId: messages.fromId, toId: messages.toId })
    .from(messages)
    .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
    .limit(1);
  if (!found) throw new AppError('MESSAGE_NOT_FOUND');
  if (found.fromId !== userId) throw new AppError('FORBIDDEN');
  const [deleted] = await db
    .update(messages)
    .set({ deletedAt: new Date() })
    .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
    .returning({ id: messages.id });
  // Deleted by a second tab in between: the outcome the caller wanted already holds.
  if (!deleted) throw new AppError('MESSAGE_NOT_FOUND');
  return found;
}
