import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { ViewCounter } from './view-counter.js';

// The counter's bookkeeping: what it hands the database and when. That the statement itself adds
// the views up is shown against a real database in routes.test.ts.

function fakeDatabase(failures = 0) {
  const batches: { id: string; n: number }[][] = [];
  let left = failures;
  const db = {
    async execute(query: { queryChunks: unknown[] }) {
      if (left > 0) {
        left -= 1;
        throw new Error('connection refused');
      }
      const json = query.queryChunks.find((chunk) => typeof chunk === 'string' && chunk.startsWith('['));
      batches.push(JSON.parse(String(json)));
    },
  };
  return { db: db as unknown as Database, batches };
}

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

afterEach(() => {
  vi.useRealTimers();
});

describe('ViewCounter', () => {
  it('adds up the views of each product and writes them in one batch', async () => {
    const { db, batches } = fakeDatabase();
    const counter = new ViewCounter(db, log);
    for (const id of ['a', 'b', 'a', 'a']) counter.count(id);
    await counter.flush();
    expect(batches).toEqual([
      [
        { id: 'a', n: 3 },
        { id: 'b', n: 1 },
      ],
    ]);
    await counter.flush();
    expect(batches).toHaveLength(1);
  });

  it('writes on its own once the interval has passed', async () => {
    vi.useFakeTimers();
    const { db, batches } = fakeDatabase();
    const counter = new ViewCounter(db, log, 1000);
    counter.count('a');
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[{ id: 'a', n: 1 }]]);
  });

  it('keeps the views of a failed write and writes them with the next ones', async () => {
    vi.useFakeTimers();
    const { db, batches } = fakeDatabase(1);
    const counter = new ViewCounter(db, log, 1000);
    counter.count('a');
    await counter.flush();
    expect(batches).toEqual([]);
    counter.count('a');
    counter.count('b');
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([
      [
        { id: 'a', n: 2 },
        { id: 'b', n: 1 },
      ],
    ]);
  });

  it('retries a failed write by itself when no new view comes', async () => {
    vi.useFakeTimers();
    const { db, batches } = fakeDatabase(1);
    const counter = new ViewCounter(db, log, 1000);
    counter.count('a');
    await counter.flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([[{ id: 'a', n: 1 }]]);
  });
});
