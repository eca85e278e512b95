import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.js';
import { type DatabaseHandle, preparedSessionOn, runPreparedOn, uuidArrayText } from './client.js';

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

describe('uuidArrayText', () => {
  it('is read by the database as the uuid[] of the ids, in their order', async () => {
    const ids = ['9b2f6a0e-1c3d-4e5f-8a7b-6c5d4e3f2a1b', '00000000-0000-4000-8000-000000000001'];
    expect(uuidArrayText(ids)).toBe(`{${ids[0]},${ids[1]}}`);
    const rows = await runPreparedOn(database.db)(
      { text: 'select "id"::text as "id", "n" from unnest($1::uuid[]) with ordinality as "a"("id", "n")' },
      [uuidArrayText(ids)],
    );
    expect(rows.map((row) => [row.id, Number(row.n)])).toEqual([
      [ids[0], 1],
      [ids[1], 2],
    ]);
    expect(
      await runPreparedOn(database.db)({ text: 'select cardinality($1::uuid[]) as "n"' }, [
        uuidArrayText([]),
      ]),
    ).toEqual([{ n: 0 }]);
  });
});

describe('preparedSessionOn', () => {
  const PID = { name: 'backend_pid_check', text: 'select pg_backend_pid() as "pid"' };

  it('runs its statements on one connection, whatever else is asked meanwhile', async () => {
    const pids = await preparedSessionOn(database.db)(async (run) => {
      const seen: unknown[] = [];
      for (let k = 0; k < 6; k++) {
        // The pool's other connections are all busy meanwhile.
        const [rows] = await Promise.all([
          run(PID, []),
          ...Array.from({ length: 8 }, () => runPreparedOn(database.db)(PID, [])),
        ]);
        seen.push(rows[0]?.pid);
      }
      return seen;
    });
    expect(pids).toHaveLength(6);
    expect(new Set(pids).size).toBe(1);
  });

  it('gives its connection back when its work fails, so later sessions still get one', async () => {
    // More failed sessions than the read pool has connections: one kept would leave the last waiting.
    for (let k = 0; k < 6; k++)
      await expect(
        preparedSessionOn(database.db)(async (run) => {
          await run(PID, []);
          throw new Error('the work failed');
        }),
      ).rejects.toThrow('the work failed');
    const [row] = await preparedSessionOn(database.db)((run) => run(PID, []));
    expect(row?.pid).toEqual(expect.any(Number));
  });
});
