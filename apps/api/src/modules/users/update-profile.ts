import type { ProfileUpdatePayload } from '@kahraba/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthUser } from '../auth/authenticate.js';
import { findUserByEmail, isEmailTaken, updateUser } from './user-queries.js';
import type { UserRow } from './user-wire.js';

/** A shopper edits their own name, e-mail and phone; nobody edits anyone else's (403). */
export async function updateProfile(
  db: Database,
  actor: AuthUser,
  userId: string,
  payload: ProfileUpdatePayload,
): Promise<UserRow> {
  if (userId !== actor.id) throw new AppError('FORBIDDEN');
  const holder = await findUserByEmail(db, payload.email);
  if (holder && holder.id !== actor.id) throw new AppError('EMAIL_TAKEN');
  try {
    const updated = await updateUser(db, actor.id, {
      name: payload.name,
      email: payload.email,
      // Left out: keep the phone on file. Sent empty: the shopper cleared it.
      ...(payload.phone === undefined ? {} : { phone: payload.phone }),
    });
    if (!updated) throw new AppError('USER_NOT_FOUND');
    return updated;
  } catch (error) {
    if (isEmailTaken(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}
