import { availableParallelism } from 'node:os';
import { describe, expect, it, vi } from 'vitest';

// The hashes themselves, stood in for so that how many run at once can be counted.
const running = { now: 0, most: 0 };
vi.mock('@node-rs/argon2', () => {
  const work = async <T>(result: T): Promise<T> => {
    running.now++;
    running.most = Math.max(running.most, running.now);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running.now--;
    return result;
  };
  return {
    hash: (password: string) => work(`hashed:${password}`),
    verify: (hashed: string, password: string) => work(hashed === `hashed:${password}`),
  };
});

const { hashPassword, verifyPassword } = await import('./password.js');

describe('password hashing', () => {
  it('runs one hash per core at most, however many logins and sign-ups come at once', async () => {
    const burst = availableParallelism() * 3 + 2;
    const [hashes, verdicts] = await Promise.all([
      Promise.all(Array.from({ length: burst }, (_, i) => hashPassword(`secret-${i}`))),
      Promise.all(
        Array.from({ length: burst }, (_, i) => verifyPassword(`hashed:secret-${i}`, `secret-${i % 2}`)),
      ),
    ]);
    expect(hashes).toEqual(Array.from({ length: burst }, (_, i) => `hashed:secret-${i}`));
    expect(verdicts.filter(Boolean)).toHaveLength(2);
    expect(running.most).toBe(availableParallelism());
    expect(running.now).toBe(0);
  });
});
