import { createHash, randomBytes } from 'node:crypto';
import {
  type Language,
  PASSWORD_RESET_TOKEN_PATTERN,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from '@kahraba/domain';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResetTokens, users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { enqueueMessage } from '../mail/outbox.js';
import { passwordResetMessage } from '../mail/templates.js';
import { findUserByEmail } from '../users/user-queries.js';
import { hashPassword } from './password.js';
import { endUserSessions } from './sessions.js';

/** How long a reset link works. */
export const PASSWORD_RESET_LIFETIME_MS = 30 * 60 * 1000;

/** Only this digest is stored: a leaked table row cannot be turned back into a working link. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The reset page's absolute address for `token`, in the shopper's language (`/ar/...` in Arabic). */
export function resetLink(publicUrl: string, language: Language, token: string): string {
  const page = language === 'ar' ? '/ar/reset-password' : '/reset-password';
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
}

export interface ResetRequestContext {
  language: Language;
  /** Where shoppers reach the store (PUBLIC_URL): links in messages are absolute. */
  publicUrl: string;
}

/**
 * Mails a reset link to the account of `payload.email`, if there is one that may sign in. The
 * token and its message are written in one transaction: the link is mailed if and only if it works.
 * Answers whether a message was queued; the route answers alike either way.
 */
export async function requestPasswordReset(
  db: Database,
  payload: PasswordResetRequest,
  context: ResetRequestContext,
): Promise<boolean> {
  const account = await findUserByEmail(db, payload.email);
  if (!account || account.disabledAt) return false;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // The account's spent links go as a new one is made, so its rows stay few with no job to run.
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, account.id),
          or(lte(passwordResetTokens.expiresAt, sql`now()`), sql`${passwordResetTokens.usedAt} is not null`),
        ),
      );
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashResetToken(token),
      userId: account.id,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_LIFETIME_MS),
    });
    await enqueueMessage(tx, {
      kind: 'password-reset',
      to: account.email,
      language: context.language,
      ...passwordResetMessage({
        language: context.language,
        name: account.name,
        link: resetLink(context.publicUrl, context.language, token),
        validMinutes: PASSWORD_RESET_LIFETIME_MS / 60_000,
      }),
    });
  });
  return true;
}

/**
 * Sets the password of the account the link belongs to, and ends every session of it: whoever was
 * signed in with the forgotten (perhaps stolen) password is out. The token is spent by the same
 * statement that checks it, so of two uses at once only one succeeds; the account's other links
 * are spent too.
 */
export async function confirmPasswordReset(db: Database, payload: PasswordResetConfirm): Promise<void> {
  if (!PASSWORD_RESET_TOKEN_PATTERN.test(payload.token)) throw new AppError('RESET_LINK_INVALID');
  // Hashed before the transaction: argon2 takes tens of milliseconds, which no lock should wait on.
  const passwordHash = await hashPassword(payload.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(payload.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new AppError('RESET_LINK_INVALID');
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, spent.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await endUserSessions(tx, spent.userId);
  });
}
