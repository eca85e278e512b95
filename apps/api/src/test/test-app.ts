import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type App, buildApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    redisUrl: undefined,
    corsOrigins: [],
    seedProducts: 0,
    trustProxyHops: 0,
    pageCacheSeconds: 60,
    logLevel: 'silent',
    webBuild: undefined,
    ...overrides,
  };
}

/**
 * A fresh database per test file: in-memory PGlite by default, or a throw-away database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ kind: 'pglite', dir: undefined });
  const scratch = await createScratchPostgresDatabase(adminUrl);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 10 });
  return {
    ...handle,
    // So a test can open the same database again, as a second instance of the server would.
    url: scratch.url,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A throw-away database on the PostgreSQL server of `adminUrl`, for tests that open it more than
 * once (several instances on one database). `drop` ends whatever is still connected to it.
 */
export async function createScratchPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kahraba_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(overrides), { database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
