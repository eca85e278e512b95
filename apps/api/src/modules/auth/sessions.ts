import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { isUserId } from '../users/user-queries.js';
import type { UserRow } from '../users/user-wire.js';
import { TOKEN_LIFETIME_MS, type TokenService } from './tokens.js';

type Db = Database | Transaction;

/** Expired sessions swept by each sign-in. */
const SWEEP_BATCH = 20;

/**
 * Starts a session for `user` and answers its token. The token names the session (`jti`), and is
 * honoured only while the session's row exists: ending a session is deleting the row, which every
 * instance sees at once. Each sign-in also sweeps a few expired sessions, whoever they belonged
 * to (by the expiry index), so the table holds about one row per device signed in this week, with
 * no job to run.
 */
export async function startSession(db: Db, tokens: TokenService, user: Pick<UserRow, 'id' | 'role'>) {
  const id = randomUUID();
  const expired = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(lte(sessions.expiresAt, sql`now()`))
    .limit(SWEEP_BATCH);
  await db.delete(sessions).where(inArray(sessions.id, expired));
  await db
    .insert(sessions)
    .values({ id, userId: user.id, expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS) });
  return tokens.issue(user, id);
}

/**
 * The account behind a live session: one lookup by primary key, joined to the user, so it costs
 * what reading the user alone did. Undefined when the session was ended or has expired.
 */
export async function findSessionAccount(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<UserRow | undefined> {
  if (!isUserId(sessionId) || !isUserId(userId)) return undefined;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .limit(1);
  return row?.user;
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  if (!isUserId(sessionId)) return;
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of `userId`, but for `keep` (the one a shopper changed their password in). */
export async function endUserSessions(db: Db, userId: string, keep?: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}
