import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { serverSecrets } from '../../db/schema.js';
import { createTestDatabase } from '../../test/test-app.js';
import { signingSecret } from './signing-secret.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('signingSecret', () => {
  it('uses JWT_SECRET when it is set, keeping nothing', async () => {
    const configured = 'a-configured-secret-of-at-least-32-characters';
    expect(await signingSecret(database.db, configured)).toBe(configured);
    expect(await database.db.select().from(serverSecrets)).toEqual([]);
  });

  it('otherwise keeps one random secret in the database, the same for every caller, even at once', async () => {
    const secrets = await Promise.all(Array.from({ length: 5 }, () => signingSecret(database.db, undefined)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect(await signingSecret(database.db, undefined)).toBe(secrets[0]);
    expect(await database.db.select().from(serverSecrets)).toHaveLength(1);
  });
});
