import { STORE_TIME_ZONE } from '@kahraba/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Staff filter and chart by calendar days as they are in Cairo, not in UTC: an order placed at
// 01:00 on the 2nd in Cairo belongs to the 2nd, though it is still the 1st in UTC. PostgreSQL
// does the conversion, daylight saving time included.

/** The instant a store day ("2026-11-22") begins. */
export function startOfStoreDay(date: string): SQL {
  return sql`(${date}::date::timestamp at time zone ${STORE_TIME_ZONE})`;
}

/** The instant after a store day ends (the next day's start). */
export function endOfStoreDay(date: string): SQL {
  return sql`((${date}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE})`;
}

/** The store day of a timestamp column, as "YYYY-MM-DD" text. */
export function storeDateOf(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${STORE_TIME_ZONE}, 'YYYY-MM-DD')`;
}

/** `column` falls within the store days `from`..`to` (either may be open). */
export function withinStoreDays(column: AnyPgColumn, from?: string, to?: string): SQL | undefined {
  const bounds = [
    from === undefined ? undefined : sql`${column} >= ${startOfStoreDay(from)}`,
    to === undefined ? undefined : sql`${column} < ${endOfStoreDay(to)}`,
  ].filter((b) => b !== undefined);
  return bounds.length === 0 ? undefined : sql.join(bounds, sql` and `);
}
