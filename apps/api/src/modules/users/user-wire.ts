import type { User } from '@kahraba/domain';
import type { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/**
 * A user as the API sends it (SPEC §3): `_id` and `id`, no password hash, no internal dates. An
 * empty phone is "not provided" on the account page, so it leaves as null.
 */
export function toUserWire(row: Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'role'>): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone === '' ? null : row.phone,
    role: row.role,
  };
}
