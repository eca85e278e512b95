import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { serverSecrets } from '../../db/schema.js';

const NAME = 'jwt-signing-secret';

/**
 * The secret that signs session tokens: JWT_SECRET when it is set, otherwise one kept in the
 * database, so every instance on that database signs and accepts the same tokens with no setting.
 * The first instance to start writes a random one; an instance starting at the same moment loses
 * the insert and reads the winner's.
 */
export async function signingSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, NAME)).limit(1);
  if (!row) throw new Error('the signing secret could not be kept in the database');
  return row.value;
}
