import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.js';
import { type DatabaseHandle, runPreparedOn } from './client.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const SETTINGS =
  "select current_setting('random_page_cost') as cost, current_setting('jit', true) as jit, current_setting('max_parallel_workers_per_gather') as workers";

describe('the connections the API reads with', () => {
  // Statements without a name run on the pool that also writes; named ones on the read pool.
  it.each([
    ['planned for their values', { text: SETTINGS }],
    ['prepared by name', { name: 'settings_check', text: SETTINGS }],
  ])('plan %s for a catalog read from memory, without JIT or parallel workers', async (_, statement) => {
    const [row] = await runPreparedOn(database.db)(statement, []);
    expect(Number(row?.cost)).toBe(1.1);
    if (database.kind === 'postgres') expect(row).toMatchObject({ jit: 'off', workers: '0' });
  });
});
