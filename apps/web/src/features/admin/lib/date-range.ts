import { DASHBOARD_DEFAULT_DAYS, STORE_TIME_ZONE } from '@kahraba/domain';

/** Two calendar days of the store's time zone, both included: { from: '2026-10-24', to: '2026-11-22' }. */
export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

// en-CA writes dates as YYYY-MM-DD, the shape the API's date parameters take.
const cairoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Cairo: the store's days are Cairo days, whatever the staff member's own clock says. */
export function storeToday(now: Date = new Date()): string {
  return cairoDate.format(now);
}

/** `day` moved by `days` calendar days (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The dashboard's default: the last DASHBOARD_DEFAULT_DAYS days, today included. */
export function defaultDashboardRange(now: Date = new Date()): DateRange {
  const to = storeToday(now);
  return { from: addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1)), to };
}

export type DateRangeProblem = 'rangeReversed' | 'rangeTooLong';

/**
 * Why the API would refuse this range (the same checks as dashboardQuerySchema), or null; checked
 * before asking so the picker can say so beside its fields instead of the page failing.
 */
export function dateRangeProblem(range: Partial<DateRange>, maxDays: number | null): DateRangeProblem | null {
  if (!range.from || !range.to) return null;
  if (range.from > range.to) return 'rangeReversed';
  const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS;
  if (maxDays !== null && days >= maxDays) return 'rangeTooLong';
  return null;
}
