import type { AdminUser, AdminUserListQuery, Paged } from '@kahraba/domain';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import { escapeLike } from '../../catalog/product-filters.js';
import { isUserId } from '../../users/user-queries.js';
import { toUserWire, type UserRow } from '../../users/user-wire.js';
import { offsetOf, pageOf } from '../paging.js';

export function toAdminUser(row: UserRow): AdminUser {
  return { ...toUserWire(row), disabled: row.disabledAt !== null, createdAt: row.createdAt.toISOString() };
}

/** Accounts newest first, optionally of one role and matching a name, e-mail or phone. */
export async function listAdminUsers(db: Database, query: AdminUserListQuery): Promise<Paged<AdminUser>> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = and(
    query.role ? eq(users.role, query.role) : undefined,
    pattern
      ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return pageOf(rows.map(toAdminUser), total?.n ?? 0, query);
}

/** An account's row, locked until the transaction ends. */
export async function lockUser(tx: Transaction, id: string): Promise<UserRow | undefined> {
  if (!isUserId(id)) return undefined;
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}
