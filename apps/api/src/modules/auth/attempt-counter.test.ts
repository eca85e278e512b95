import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AttemptCounter,
  createMemoryAttemptCounter,
  createRedisAttemptCounter,
} from './attempt-counter.js';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(async () => {
  await redis?.quit();
});

const counters: [string, () => AttemptCounter][] = [
  ['in memory', () => createMemoryAttemptCounter()],
  ...(redis
    ? ([
        [
          'in Redis',
          () => createRedisAttemptCounter(redis, `kahraba-test-${randomBytes(6).toString('hex')}:`),
        ],
      ] as [string, () => AttemptCounter][])
    : []),
];

describe.each(counters)('attempt counter %s', (_name, create) => {
  const slots = (key: string) => [
    { key: `${key}-short`, max: 3, windowMs: 60_000 },
    { key: `${key}-long`, max: 5, windowMs: 600_000 },
  ];

  it('lets exactly `max` of many simultaneous attempts through', async () => {
    const counter = create();
    const results = await Promise.all(Array.from({ length: 30 }, () => counter.take(slots('burst'))));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    const refused = results.find((r) => !r.allowed);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('takes from no counter when one is full, and takes again what was given back', async () => {
    const counter = create();
    for (let i = 0; i < 3; i += 1) expect((await counter.take(slots('back'))).allowed).toBe(true);
    expect((await counter.take(slots('back'))).allowed).toBe(false);
    await counter.giveBack(slots('back'));
    expect((await counter.take(slots('back'))).allowed).toBe(true);
    // Full again: the refused attempt counted nowhere, the given-back one was taken anew.
    expect((await counter.take(slots('back'))).allowed).toBe(false);
  });
});

describe('attempt counter in memory', () => {
  it('keeps at most its capacity of counters', async () => {
    const counter = createMemoryAttemptCounter(100);
    for (let i = 0; i < 1000; i += 1) await counter.take([{ key: `ip-${i}`, max: 1, windowMs: 60_000 }]);
    // The most recent counters are still held: the last address is refused a second attempt.
    expect((await counter.take([{ key: 'ip-999', max: 1, windowMs: 60_000 }])).allowed).toBe(false);
    // The oldest were dropped to make room.
    expect((await counter.take([{ key: 'ip-0', max: 1, windowMs: 60_000 }])).allowed).toBe(true);
  });
});
