import { DASHBOARD_DEFAULT_DAYS, type DashboardQuery, STORE_TIME_ZONE } from '@kahraba/domain';

const DAY_MS = 86_400_000;

// en-CA writes dates as YYYY-MM-DD.
const storeDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Cairo at `instant`. */
export function storeDate(instant: Date): string {
  return storeDateFormat.format(instant);
}

/** `date` moved by `days` (calendar arithmetic: no time of day, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The dashboard's days. Without dates, the last DASHBOARD_DEFAULT_DAYS days up to today in Cairo;
 * with one end only, that many days from it. The query schema has checked the order and length
 * of a range given in full.
 */
export function dashboardRange(query: DashboardQuery, now: Date): { from: string; to: string } {
  const span = DASHBOARD_DEFAULT_DAYS - 1;
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDays(query.from, span) };
  const to = query.to ?? storeDate(now);
  return { from: addDays(to, -span), to };
}
