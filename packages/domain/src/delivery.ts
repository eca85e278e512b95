import { type DeliveryRegion, GOVERNORATES } from './governorates.js';
import { SHIPPING_DAYS_RANGE, SHIPPING_FEES } from './limits.js';
import { STORE_TIME_ZONE } from './staff.js';
import type { ShippingMethod } from './taxonomy.js';

// Delivery fees and promised dates. Dates are Cairo calendar days written "YYYY-MM-DD"; a
// delivery day is any day but Friday, Egypt's weekly day off (couriers do not deliver on it).
// Public holidays are not modelled: docs/decisions/0015-delivery-days-in-cairo-time.md.

/** Orders placed at or after this hour (Cairo time) are handed to the courier the next day. */
export const DELIVERY_CUTOFF_HOUR = 16;

/** Friday in Date#getUTCDay numbering. */
const FRIDAY = 5;

/** One method's terms in a zone: the fee in EGP and the business days it takes. */
export interface DeliveryTerms {
  fee: number;
  minDays: number;
  maxDays: number;
}

/** What a governorate's deliveries cost and take; express is null where it is not offered. */
export interface DeliveryZoneTerms {
  standard: DeliveryTerms;
  express: DeliveryTerms | null;
}

const terms = (fee: number, minDays: number, maxDays: number): DeliveryTerms => ({ fee, minDays, maxDays });

/**
 * The fees and times the delivery-zones table starts with, by region: Cairo and Giza cheapest and
 * fastest; the Delta, the Canal and Alexandria a day or so more; Upper Egypt slower and dearer the
 * further south; the frontier governorates (Red Sea, Sinai, Matrouh, New Valley) slowest, and with
 * no express service, which the couriers do not run there.
 */
export const REGION_DELIVERY_TERMS: Readonly<Record<DeliveryRegion, DeliveryZoneTerms>> = {
  metro: { standard: terms(50, 1, 2), express: terms(90, 1, 1) },
  near: { standard: terms(65, 2, 3), express: terms(120, 1, 2) },
  'delta-canal': { standard: terms(75, 2, 4), express: terms(140, 1, 2) },
  'upper-north': { standard: terms(85, 3, 5), express: terms(160, 2, 3) },
  'upper-south': { standard: terms(100, 4, 6), express: terms(190, 2, 3) },
  frontier: { standard: terms(120, 5, 7), express: null },
};

/** The starting row of every governorate in the delivery-zones table. */
export const DEFAULT_DELIVERY_ZONES: ReadonlyArray<{ governorateId: string } & DeliveryZoneTerms> =
  GOVERNORATES.map((g) => ({ governorateId: g.id, ...REGION_DELIVERY_TERMS[g.region] }));

/**
 * SPEC §9's flat terms (standard 100 EGP in 3-5 business days, express 200 EGP in 1-2), for an
 * address whose governorate is not known: a free-form address from another client.
 */
export const FLAT_DELIVERY_TERMS: DeliveryZoneTerms = {
  standard: terms(SHIPPING_FEES.standard, ...SHIPPING_DAYS_RANGE.standard),
  express: terms(SHIPPING_FEES.express, ...SHIPPING_DAYS_RANGE.express),
};

export function termsFor(zone: DeliveryZoneTerms, method: ShippingMethod): DeliveryTerms | null {
  return method === 'express' ? zone.express : zone.standard;
}

const cairoClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Cairo calendar day ("2026-11-22") and hour (0-23) of a moment, whatever the server's zone. */
export function cairoDayAndHour(moment: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(cairoClock.formatToParts(moment).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** A calendar day `n` days after `day` (both "YYYY-MM-DD"); calendar arithmetic, so no zone or DST can shift it. */
export function addCalendarDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

export function isFriday(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).getUTCDay() === FRIDAY;
}

/** The `n`th delivery day after `day`, Fridays not counted (n = 0 is `day` itself). */
export function addBusinessDays(day: string, n: number): string {
  let current = day;
  for (let counted = 0; counted < n; ) {
    current = addCalendarDays(current, 1);
    if (!isFriday(current)) counted += 1;
  }
  return current;
}

/**
 * The day an order placed at `moment` starts counting from: its own Cairo day, or the next one
 * when it came in at or after the cut-off hour.
 */
export function dispatchDay(moment: Date, cutoffHour = DELIVERY_CUTOFF_HOUR): string {
  const { day, hour } = cairoDayAndHour(moment);
  return hour >= cutoffHour ? addCalendarDays(day, 1) : day;
}

export interface DeliveryWindow {
  /** Cairo calendar days, "YYYY-MM-DD". */
  earliest: string;
  latest: string;
}

/** The days an order placed at `moment` arrives between, `minDays` to `maxDays` delivery days later. */
export function deliveryWindow(
  moment: Date,
  days: Pick<DeliveryTerms, 'minDays' | 'maxDays'>,
): DeliveryWindow {
  const start = dispatchDay(moment);
  return { earliest: addBusinessDays(start, days.minDays), latest: addBusinessDays(start, days.maxDays) };
}

/** A calendar day as a moment at noon UTC: formatted in Cairo time it is always that same day. */
export function calendarDayMoment(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}
