import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Database, migrationsFolder, runPreparedOn } from '../../db/client.js';

let newestMigration: number | undefined;

/** When the newest migration this build carries was made (drizzle's journal), read once. */
function newestMigrationMillis(): number {
  newestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  return newestMigration;
}

/**
 * Whether the database has every migration this build carries. Drizzle records each one applied
 * with the time it was made; another instance of an older build may share the database, so newer
 * ones are fine. Fails as the query does when the database does not answer.
 */
export async function migrationsAreCurrent(db: Database): Promise<boolean> {
  const [row] = await runPreparedOn(db)(
    { text: 'select max(created_at) as newest from drizzle.__drizzle_migrations' },
    [],
  );
  const newest = Number(row?.newest ?? 0);
  return newest >= newestMigrationMillis();
}
