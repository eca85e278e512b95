import type { PasswordChangePayload } from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findUserById } from '../users/user-queries.js';
import type { AuthUser } from './authenticate.js';
import { hashPassword, verifyPassword } from './password.js';
import { endUserSessions } from './sessions.js';

/**
 * Changes the caller's password and ends their other sessions: whoever knew the old password (or
 * held a token from it) is signed out everywhere, while the device the shopper changed it on stays
 * signed in.
 */
export async function changePassword(
  db: Database,
  caller: AuthUser,
  payload: PasswordChangePayload,
): Promise<void> {
  const account = await findUserById(db, caller.id);
  if (!account) throw new AppError('UNAUTHORIZED');
  if (!(await verifyPassword(account.passwordHash, payload.currentPassword))) {
    throw new AppError('CURRENT_PASSWORD_WRONG');
  }
  const passwordHash = await hashPassword(payload.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, account.id));
    await endUserSessions(tx, account.id, caller.sessionId);
  });
}
