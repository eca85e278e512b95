import type { Redis } from 'ioredis';

/** One counter an attempt is charged to: at most `max` attempts per `windowMs`, counted from the first. */
export interface AttemptSlot {
  key: string;
  max: number;
  windowMs: number;
}

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts attempts before they are made. `take` charges one attempt to every slot at once, or, if
 * any slot is full, to none and answers how long to wait: one atomic step, so of any number of
 * attempts made at the same moment at most `max` get through. `giveBack` returns an attempt that
 * turned out not to count (a login whose password was right).
 */
export interface AttemptCounter {
  take(slots: AttemptSlot[]): Promise<TakeResult>;
  giveBack(slots: AttemptSlot[]): Promise<void>;
}

interface Count {
  count: number;
  resetAt: number;
}

/**
 * One process's counts. Each `take` runs to its end without yielding, so it is atomic by itself.
 * At most `capacity` counters are kept: past that, expired ones are dropped, then the oldest, so
 * a flood of addresses cannot grow the process without bound.
 */
export function createMemoryAttemptCounter(capacity = 100_000): AttemptCounter {
  const counts = new Map<string, Count>();
  const live = (key: string, now: number) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  const makeRoom = (now: number) => {
    if (counts.size < capacity) return;
    for (const [key, entry] of counts) if (entry.resetAt <= now) counts.delete(key);
    for (const key of counts.keys()) {
      if (counts.size < capacity) break;
      counts.delete(key);
    }
  };
  return {
    async take(slots) {
      const now = Date.now();
      let waitMs = 0;
      for (const slot of slots) {
        const entry = live(slot.key, now);
        if (entry && entry.count + 1 > slot.max) waitMs = Math.max(waitMs, entry.resetAt - now);
      }
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      for (const slot of slots) {
        const entry = live(slot.key, now);
        if (entry) entry.count += 1;
        else {
          makeRoom(now);
          counts.set(slot.key, { count: 1, resetAt: now + slot.windowMs });
        }
      }
      return { allowed: true };
    },
    async giveBack(slots) {
      const now = Date.now();
      for (const slot of slots) {
        const entry = live(slot.key, now);
        if (entry) entry.count = Math.max(0, entry.count - 1);
      }
    },
  };
}

// Both run inside Redis as one step, so instances sharing the Redis never interleave their checks
// and increments. KEYS are the counters; ARGV holds each one's max and window (ms), in turn.
const TAKE = `
local wait = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count + 1 > tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[2 * i]) end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
end
return 0
`;

const GIVE_BACK = `
for _, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count > 0 then redis.call('DECR', key) end
end
return 0
`;

/**
 * Counts shared by every instance on one Redis. A Redis that does not answer fails the attempt
 * (the error propagates) rather than letting it through uncounted.
 */
export function createRedisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  const keys = (slots: AttemptSlot[]) => slots.map((slot) => `${prefix}${slot.key}`);
  return {
    async take(slots) {
      const args = slots.flatMap((slot) => [slot.max, slot.windowMs]);
      const waitMs = Number(await redis.eval(TAKE, slots.length, ...keys(slots), ...args));
      return waitMs > 0
        ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
        : { allowed: true };
    },
    async giveBack(slots) {
      await redis.eval(GIVE_BACK, slots.length, ...keys(slots));
    },
  };
}
