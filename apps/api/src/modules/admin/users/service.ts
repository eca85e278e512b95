import { type AccountUpdatePayload, type AdminUser, can, type StaffAccountPayload } from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { hashPassword } from '../../auth/password.js';
import { endUserSessions } from '../../auth/sessions.js';
import { findUserByEmail, isEmailTaken } from '../../users/user-queries.js';
import type { UserRow } from '../../users/user-wire.js';
import { writeAudit } from '../audit.js';
import { lockUser, toAdminUser } from './queries.js';

/** What the audit log keeps of an account: never the password hash. */
const auditedAccount = (row: UserRow) => {
  const { role, disabled, name, email, phone } = toAdminUser(row);
  return { name, email, phone, role, disabled };
};

/** Creates a staff account (a moderator unless told otherwise), hashed like a registration. */
export async function createStaffAccount(
  db: Database,
  actorId: string,
  payload: StaffAccountPayload,
): Promise<AdminUser> {
  // Checked first so a taken address costs no hashing; the unique index settles races.
  if (await findUserByEmail(db, payload.email)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(payload.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: payload.name,
          email: payload.email,
          phone: payload.phone,
          role: payload.role,
          passwordHash,
        })
        .returning();
      await writeAudit(tx, {
        actorId,
        action: 'user.create',
        entityId: row!.id,
        before: null,
        after: auditedAccount(row!),
      });
      return toAdminUser(row!);
    });
  } catch (error) {
    if (isEmailTaken(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/**
 * Changes an account's role or disables (or re-enables) it. Nobody changes their own account, so
 * an admin cannot lock themselves out and there is always an admin left to undo a mistake. A
 * disabled account cannot log in, and its sessions end at once: re-enabling it later does not bring
 * them back. A role change ends them too, so the shopper signs in again into what they may now do.
 */
export async function updateAccount(
  db: Database,
  actorId: string,
  id: string,
  payload: AccountUpdatePayload,
): Promise<AdminUser> {
  if (id === actorId) throw new AppError('CANNOT_CHANGE_OWN_ACCOUNT');
  return db.transaction(async (tx) => {
    // Both rows, in id order: two admins disabling each other at once then go one after the other,
    // and the second, no longer allowed, is refused instead of leaving no admin able to undo it.
    const [first, second] = [actorId, id].sort();
    const locked = new Map<string, UserRow | undefined>([
      [first!, await lockUser(tx, first!)],
      [second!, await lockUser(tx, second!)],
    ]);
    const actor = locked.get(actorId);
    if (!actor || actor.disabledAt || !can(actor.role, 'staff.manage')) throw new AppError('FORBIDDEN');
    const current = locked.get(id);
    if (!current) throw new AppError('USER_NOT_FOUND');
    const disabledAt =
      payload.disabled === undefined
        ? current.disabledAt
        : payload.disabled
          ? (current.disabledAt ?? new Date())
          : null;
    const [row] = await tx
      .update(users)
      .set({ role: payload.role ?? current.role, disabledAt, updatedAt: sql`now()` })
      .where(eq(users.id, current.id))
      .returning();
    if (row!.role !== current.role || row!.disabledAt) {
      await endUserSessions(tx, current.id);
    }
    await writeAudit(tx, {
      actorId,
      action: 'user.update',
      entityId: current.id,
      before: auditedAccount(current),
      after: auditedAccount(row!),
    });
    return toAdminUser(row!);
  });
}
