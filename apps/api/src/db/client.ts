import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { isDatabaseUnavailable } from './unavailable.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Live notifications between API instances (chat fan-out): PostgreSQL LISTEN on one dedicated
   * connection, or an in-process channel on PGlite, which only ever has one process. Resolves to
   * the unsubscribe function.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    /**
     * Called when the dedicated connection was lost and `channel` is listened to again: what was
     * published meanwhile never arrived, and the listener may want to catch up.
     */
    onRelistened?: () => void,
  ): Promise<() => Promise<void>>;
  /** NOTIFY `channel` (every listening instance, this one included, receives `payload`). */
  notify?(channel: string, payload: string): Promise<void>;
  /**
   * Calls `listener` whenever the server drops or refuses a connection (PostgreSQL only: PGlite
   * runs in the process). Resolves to the way to stop.
   */
  onConnectionError?(listener: ConnectionErrorListener): () => void;
}

/** One statement of a hot read path, with $1, $2... for its parameters. */
export interface PreparedStatement {
  /**
   * Unique per text: PostgreSQL then keeps the statement, parsed and planned, under this name on
   * each pooled connection. Left out for statements whose best plan depends on the values (text
   * search), which must be planned for each run.
   */
  name?: string;
  text: string;
}

export type RawRow = Record<string, unknown>;

/**
 * Runs a prepared statement with the driver itself, skipping the query builder: rows come back as
 * the driver parses them, keyed by column name. For the catalog's busiest reads, where building
 * the query, planning it and mapping wide rows cost more than running it.
 */
export type RunPrepared = (statement: PreparedStatement, params: readonly unknown[]) => Promise<RawRow[]>;

/**
 * Runs `work`, whose statements go one after another on one connection held for it: a long
 * sequence of reads then waits for a connection once, not once per statement behind everything
 * else asked of the pool meanwhile. With `oneSnapshot`, they all see the database as it was when
 * the first began (a read-only repeatable-read transaction), where the server has connections
 * of its own to hold (PostgreSQL; PGlite's one session is everyone's).
 */
export type PreparedSession = <T>(
  work: (run: RunPrepared) => Promise<T>,
  options?: { oneSnapshot?: boolean },
) => Promise<T>;

const preparedRunners = new WeakMap<Database, { run: RunPrepared; session: PreparedSession }>();

/**
 * Gives `db` its prepared-statement runner (openDatabase does; tools that open a database by hand
 * may), and its way of holding a connection (by default, none: each statement is run by `run`).
 */
export function attachPreparedRunner(
  db: Database,
  run: RunPrepared,
  session: PreparedSession = (work) => work(run),
): void {
  preparedRunners.set(db, { run, session });
}

/**
 * Ids as PostgreSQL's text of a `uuid[]`, for a parameter. Given an array, the driver quotes and
 * escapes each element with two regular expressions; uuids need neither, and a batch of page reads
 * passes hundreds. Only for strings already known to be uuids.
 */
export function uuidArrayText(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

/** The prepared-statement runner of a database opened by openDatabase. */
export function runPreparedOn(db: Database): RunPrepared {
  return preparedOf(db).run;
}

/** The way `db` runs a sequence of statements on one connection (PreparedSession). */
export function preparedSessionOn(db: Database): PreparedSession {
  return preparedOf(db).session;
}

function preparedOf(db: Database) {
  const prepared = preparedRunners.get(db);
  if (!prepared) throw new Error('not a database opened by openDatabase');
  return prepared;
}

type Listener = (payload: string) => void;

/** Told of every connection the database dropped or refused, for the log; the process carries on. */
export type ConnectionErrorListener = (error: Error, connection: 'pool' | 'read pool' | 'listen') => void;

/** How the LISTEN connection waits between attempts to come back: doubling from the first, up to the most. */
export interface ReconnectBackoff {
  firstMs: number;
  mostMs: number;
}

const LISTEN_BACKOFF: ReconnectBackoff = { firstMs: 250, mostMs: 10_000 };

/**
 * LISTEN on one dedicated connection (a pooled one would lose it). When the server drops it (a
 * restart, a failover), a fresh one is opened, waiting longer after each failed try, and listens to
 * every channel again.
 */
function postgresNotifications(
  pool: pg.Pool,
  clientConfig: pg.ClientConfig,
  report: ConnectionErrorListener,
  backoff: ReconnectBackoff,
) {
  const listeners = new Map<string, Set<Listener>>();
  const relistened = new Map<Listener, () => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const scheduleRelisten = () => {
    if (closed || retry || listeners.size === 0) return;
    const delay = Math.min(backoff.mostMs, backoff.firstMs * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void relisten();
    }, delay);
    retry.unref();
  };
  const drop = (lost: pg.Client, error: Error) => {
    if (client !== lost) return;
    client = null;
    lost.end().catch(() => {});
    if (closed) return;
    report(error, 'listen');
    scheduleRelisten();
  };
  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client(clientConfig);
      next.on('notification', (message) => {
        for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
      });
      // A dropped connection loses its LISTENs: drop() opens a fresh one and listens again. Without
      // this listener, the 'error' the client emits would end the process.
      next.on('error', (error) => drop(next, error));
      next.on('end', () => drop(next, new Error('Connection terminated unexpectedly')));
      try {
        await next.connect();
      } catch (error) {
        next.end().catch(() => {});
        throw error;
      }
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  const relisten = async () => {
    if (closed || listeners.size === 0) return;
    try {
      const c = await connect();
      for (const channel of listeners.keys()) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      failures = 0;
      for (const set of listeners.values()) for (const listener of set) relistened.get(listener)?.();
    } catch (error) {
      if (closed) return;
      report(error instanceof Error ? error : new Error(String(error)), 'listen');
      scheduleRelisten();
    }
  };
  const end = async () => {
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };

  return {
    /**
     * Resolves once `onMessage` is registered. With the database away, it is listened to as soon
     * as the connection is back: the caller is never refused for an outage.
     */
    async listen(channel: string, onMessage: Listener, onRelistened?: () => void) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        try {
          const c = await connect();
          await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
          // The connection is back while a retry still waits out its backoff: the other channels
          // listen again now, before this listener joins, so it is never told of an outage it
          // was not there for.
          if (retry) {
            clearTimeout(retry);
            retry = undefined;
            await relisten();
          }
        } catch (error) {
          report(error instanceof Error ? error : new Error(String(error)), 'listen');
          scheduleRelisten();
        }
      }
      set.add(onMessage);
      if (onRelistened) relistened.set(onMessage, onRelistened);
      return async () => {
        relistened.delete(onMessage);
        const current = listeners.get(channel);
        if (!current?.delete(onMessage) || current.size > 0) return;
        listeners.delete(channel);
        if (listeners.size === 0) await end();
        else await client?.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async notify(channel: string, payload: string) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      relistened.clear();
      await end();
    },
  };
}

function inProcessNotifications() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async listen(channel: string, onMessage: Listener) {
      emitter.on(channel, onMessage);
      return async () => {
        emitter.off(channel, onMessage);
      };
    },
    async notify(channel: string, payload: string) {
      // Asynchronous like NOTIFY: listeners never run inside the notifier's call stack.
      setImmediate(() => emitter.emit(channel, payload));
    },
  };
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      readPoolSize?: number;
      /** How long a query waits for a connection before the database counts as away (503). */
      connectTimeoutMs?: number;
      /** How the LISTEN connection waits between tries to come back (LISTEN_BACKOFF). */
      listenBackoff?: ReconnectBackoff;
    }
  /** `dir` undefined means in memory (tests). */
  | { kind: 'pglite'; dir: string | undefined };

/**
 * A query waits this long for a connection: for a free one from the pool, or for the server to
 * answer a new one. Past it the database counts as away and the request is answered 503, rather
 * than every request hanging for as long as the network takes to give up on an unreachable host.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

// No JIT compilation: PostgreSQL compiles a statement whose estimated cost passes 100 000, and
// a page of a listing (24 lookups, each with its family's options) can pass it by estimate. The
// compiling took many times as long as the read it was for (EXPLAIN ANALYZE).
//
// No parallel workers either: a worker is a process started for one query, and on a server
// answering many shoppers at once it only takes a core from another request. Searches and
// filtered listings, planned for their values, chose two workers for a page of 24.
//
// A random page read costs 1.1 sequential ones, not PostgreSQL's default 4 (made for spinning
// disks): the catalog is read from memory. At 4 the planner scanned the whole table for the
// first thousand products mentioning "case" rather than look them up by the word index; at 1.1
// the search mix touched fewer pages and its slowest searches were faster (bench/RESULTS.md).
export const CONNECTION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0 -c random_page_cost=1.1';
/** The read pool's: named statements planned once, generically (openDatabase says why). */
export const READ_CONNECTION_OPTIONS = `${CONNECTION_OPTIONS} -c plan_cache_mode=force_generic_plan`;

/**
 * A pool whose connections may be dropped by the server at any time (a restart, a failover, an
 * administrator ending backends) without ending the process or losing connections for good.
 *
 * - node-postgres emits 'error' on a client whose connection breaks. The pool listens while the
 *   client is idle, and discards it, but not while it is lent out (between two statements of a
 *   transaction or of a held session), and an 'error' with no listener throws: every client gets a
 *   listener of its own as it is made. The statement that next uses it fails instead (answered 503).
 * - A client lent out whose statement fails for a lost connection is given back at once, as broken,
 *   and giving it back again is harmless. The query builder's transaction sends BEGIN before its
 *   try/finally: a connection lost right then was never given back, and every restart kept one
 *   more of the pool's connections until none was left.
 */
class SurvivingPool extends pg.Pool {
  /** The lent clients, each with the way to give it back once. */
  private readonly lent = new WeakMap<pg.PoolClient, (error?: Error | boolean) => void>();

  constructor(config: pg.PoolConfig, report: (error: Error) => void) {
    super(config);
    this.on('connect', (client) => {
      client.on('error', report);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) this.lent.get(client as pg.PoolClient)?.(error as Error);
          });
        }
        return result;
      }) as typeof client.query;
    });
    // The pool passes on the 'error' of an idle client too, after discarding it: already reported.
    this.on('error', () => {});
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    // The pool's own queries lend and give back by callback, and already give back a broken client.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        this.lent.delete(client);
        release(error);
      };
      this.lent.set(client, releaseOnce);
      client.release = releaseOnce;
      return client;
    });
  }
}

/** Opens the database and applies pending migrations, so every start runs on the current schema. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const connectionErrorListeners = new Set<ConnectionErrorListener>();
    const report: ConnectionErrorListener = (error, connection) => {
      for (const listener of connectionErrorListeners) listener(error, connection);
    };
    const connectionConfig = {
      connectionString: target.url,
      connectionTimeoutMillis: target.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      // A server that vanished without closing its sockets (a failover, a cut network) is noticed
      // by the kernel's keepalive probes, rather than never.
      keepAlive: true,
    };
    const pool = new SurvivingPool(
      { ...connectionConfig, max: target.poolSize ?? 20, options: CONNECTION_OPTIONS },
      (error) => report(error, 'pool'),
    );
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    // Named statements are fixed reads written so one plan suits every value (an ordered index
    // read with a limit). Their own connections plan them once, generically; PostgreSQL would
    // otherwise plan every run again (its custom plans look cheaper when the limit is unknown).
    // Statements without a name, such as text searches, need a plan for their values.
    // These reads take well under a millisecond, so a few connections keep a small server's cores
    // busy; more only add switching between backends (on 2 cores, 4 connections answered product
    // pages faster than 10; bench/RESULTS.md).
    const readPool = new SurvivingPool(
      { ...connectionConfig, max: target.readPoolSize ?? 4, options: READ_CONNECTION_OPTIONS },
      (error) => report(error, 'read pool'),
    );
    const runOn = async (
      reader: pg.Pool | pg.PoolClient,
      statement: PreparedStatement,
      params: readonly unknown[],
    ) =>
      (await reader.query<RawRow>({ name: statement.name, text: statement.text, values: [...params] })).rows;
    attachPreparedRunner(
      db as unknown as Database,
      (statement, params) => runOn(statement.name ? readPool : pool, statement, params),
      async (work, options) => {
        const client = await readPool.connect();
        let failure: Error | undefined;
        try {
          if (!options?.oneSnapshot)
            return await work((statement, params) => runOn(client, statement, params));
          await client.query('begin isolation level repeatable read read only');
          const result = await work((statement, params) => runOn(client, statement, params));
          await client.query('commit');
          return result;
        } catch (error) {
          // The connection may be what failed: the pool opens a fresh one rather than lend it again.
          failure = error instanceof Error ? error : new Error(String(error));
          throw error;
        } finally {
          client.release(failure);
        }
      },
    );
    const notifications = postgresNotifications(
      pool,
      connectionConfig,
      report,
      target.listenBackoff ?? LISTEN_BACKOFF,
    );
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      listen: notifications.listen,
      notify: notifications.notify,
      onConnectionError(listener) {
        connectionErrorListeners.add(listener);
        return () => connectionErrorListeners.delete(listener);
      },
      async close() {
        await notifications.close();
        await Promise.all([pool.end(), readPool.end()]);
      },
    };
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const client = target.dir
    ? new PGlite(target.dir, { extensions: { pg_trgm } })
    : new PGlite({ extensions: { pg_trgm } });
  // As the PostgreSQL connections above are set: the catalog is read from memory.
  await client.exec('set random_page_cost = 1.1');
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite has one in-process session and no statement cache to fill; a plain query does the same.
  attachPreparedRunner(db as unknown as Database, async (statement, params) => {
    const result = await client.query<RawRow>(statement.text, [...params]);
    return result.rows;
  });
  const notifications = inProcessNotifications();
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    listen: notifications.listen,
    notify: notifications.notify,
    close: () => client.close(),
  };
}
