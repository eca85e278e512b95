import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { UserRow } from './user-wire.js';

export type NewUser = typeof users.$inferInsert;

// Ids arrive from tokens and URLs; anything that is not a uuid cannot name a user, and asking
// PostgreSQL to cast it would fail the query instead of finding nothing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUserId = (value: string) => UUID.test(value);

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  if (!isUserId(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** `email` must already be lower-cased (the domain schemas do it): that is how it is stored. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Pick<NewUser, 'name' | 'email' | 'phone'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The unique index on users.email refused a row: someone registered the address first. */
export function isEmailTaken(error: unknown): boolean {
  // Drizzle wraps the driver's error; PostgreSQL and PGlite both report SQLSTATE 23505.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return constraint === undefined || constraint === 'users_email_key';
    current = cause;
  }
  return false;
}
