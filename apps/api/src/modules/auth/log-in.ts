import { randomBytes } from 'node:crypto';
import type { Language, LoginPayload } from '@kahraba/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findUserByEmail } from '../users/user-queries.js';
import type { UserRow } from '../users/user-wire.js';
import { hashPassword, verifyPassword } from './password.js';
import { startSession } from './sessions.js';
import type { TokenService } from './tokens.js';

let decoyHash: Promise<string> | undefined;

/**
 * A hash of a random password, checked when the e-mail is unknown: an unknown e-mail then takes
 * as long as a wrong password, so response times do not tell which e-mails have accounts.
 */
export function warmUpDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoyHash;
}

export interface LoginResult {
  token: string;
  user: UserRow;
}

/**
 * Wrong e-mail and wrong password fail alike (INVALID_CREDENTIALS). A disabled account is only
 * told apart after its password was given correctly, so that tells a guesser nothing either.
 * Signing in from a page in another language makes it the account's: the messages staff cause
 * (an order shipped) and alerts are written in the language the shopper last used.
 */
export async function logIn(
  db: Database,
  tokens: TokenService,
  payload: LoginPayload,
  language?: Language,
): Promise<LoginResult> {
  const account = await findUserByEmail(db, payload.email);
  const passwordHash = account?.passwordHash ?? (await warmUpDecoyHash());
  const passwordMatches = await verifyPassword(passwordHash, payload.password);
  if (!account || !passwordMatches) throw new AppError('INVALID_CREDENTIALS');
  if (account.disabledAt) throw new AppError('ACCOUNT_DISABLED');
  if (language && language !== account.language) {
    await db.update(users).set({ language }).where(eq(users.id, account.id));
    account.language = language;
  }
  return { token: await startSession(db, tokens, account), user: account };
}
