import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestDatabase, testConfig } from '../../test/test-app.js';

// Two API instances against one Redis count one limit (REDIS_URL). CI sets TEST_REDIS_URL to the
// machine's Redis; set but unreachable, the suite fails, it does not skip.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];

  beforeAll(async () => {
    const probe = new Redis(redisUrl!, { connectTimeout: 2000, maxRetriesPerRequest: 0, lazyConnect: true });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
    } catch (error) {
      throw new Error(
        `TEST_REDIS_URL is set to ${redisUrl} but Redis does not answer there: ${String(error)}`,
      );
    } finally {
      probe.disconnect();
    }
    database = await createTestDatabase();
    // A namespace of this run's own, so a rerun within the window starts from zero.
    const config = testConfig({
      redisUrl,
      trustProxyHops: 1,
      rateLimitNamespace: `kahraba-test-${randomBytes(6).toString('hex')}:`,
      authRateLimits: { registrationsPerIp: 3, loginFailuresPerIp: [{ failures: 4, windowMs: 60_000 }] },
    });
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp(config, { database });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  it('counts sign-ups on both instances against one limit', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const res = await apps[n % 2]!.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          name: 'Sara',
          email: `sara-${n}-${randomBytes(3).toString('hex')}@example.com`,
          phone: '01001234567',
          password: 'secret1',
        },
      });
      statuses.push(res.statusCode);
    }
    // Three in all, not three on each instance.
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('counts failed logins on both instances against one limit', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const res = await apps[n % 2]!.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody-${n}@example.com`, password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('checks at most the limit of 30 simultaneous wrong passwords sent to both instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        apps[n % 2]!.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'target@example.com', password: `wrong-${n}` },
          headers: { 'x-forwarded-for': '10.9.0.1' },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    // Four per address in this file's limits; the counts live in Redis, so the instances share them.
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(26);
  });
});
