import type { Language, RegisterPayload } from '@kahraba/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { findUserByEmail, insertUser, isEmailTaken } from '../users/user-queries.js';
import type { UserRow } from '../users/user-wire.js';
import { hashPassword } from './password.js';

/**
 * Creates a shopper's account. The payload's `role` is ignored: whatever a client sends, a
 * registration makes a `user` (SPEC §6), so nobody can sign themselves up as staff. The page's
 * `language` is kept for the messages the shopper did not ask for at the moment (an order shipped).
 */
export async function register(
  db: Database,
  payload: RegisterPayload,
  language: Language = 'en',
): Promise<UserRow> {
  // Checked first so a taken address costs no password hashing; the unique index settles races.
  if (await findUserByEmail(db, payload.email)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(payload.password);
  try {
    return await insertUser(db, {
      name: payload.name,
      email: payload.email,
      phone: payload.phone,
      passwordHash,
      role: 'user',
      language,
    });
  } catch (error) {
    if (isEmailTaken(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}
