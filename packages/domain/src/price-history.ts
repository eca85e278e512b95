import { toPiastres } from './money.js';
import { detailDiscountPercent, effectivePrice, type PriceFields, youSave } from './pricing.js';

// A product's price history: the selling prices it had and when each began (GET
// /product/{id}/price-history, recorded by a trigger on products whoever writes, migration 0026).
// The rules below read it to say what a shopper may trust about a discount (decision 0024).

const DAY_MS = 24 * 60 * 60 * 1000;

export const PRICE_HISTORY = {
  /** The product page's chart. */
  chartDays: 90,
  /** "Lowest price in the last 30 days" beside a discount. */
  lowestDays: 30,
  /** An old price must have been the selling price for this many days... */
  oldPriceMinDays: 14,
  /** ...within this many days before now. */
  oldPriceWindowDays: 90,
  /** A derived old price (price / (1 - discount)) is rounded: this much below it still backs it. */
  oldPriceToleranceEgp: 1,
  /** The most days one answer of the API covers. */
  maxDays: 365,
} as const;

/** A selling price from `recordedAt` until the next point. */
export interface PricePoint {
  price: number;
  recordedAt: string;
}

/** A price and the span it was in force, in epoch milliseconds; `to` may equal `from` (just set). */
export interface PriceStep {
  price: number;
  from: number;
  to: number;
}

type Moment = Date | string | number;
const ms = (moment: Moment) => (moment instanceof Date ? moment.getTime() : new Date(moment).getTime());

/**
 * The prices in force over the `days` before `asOf`, oldest first. The point in force when the
 * window opens starts it; a history that begins inside the window starts where it begins (what the
 * price was before is not known, so nothing is claimed about it). The last price runs to `asOf`,
 * or to its own start if that is later (a point recorded after the answer's clock reading).
 */
export function priceSteps(points: readonly PricePoint[], asOf: Moment, days: number): PriceStep[] {
  const sorted = points
    .map((p) => ({ price: p.price, at: ms(p.recordedAt) }))
    .filter((p) => Number.isFinite(p.at) && Number.isFinite(p.price) && p.price >= 0)
    .sort((a, b) => a.at - b.at);
  if (sorted.length === 0) return [];
  const end = Math.max(ms(asOf), sorted[sorted.length - 1]!.at);
  const start = end - days * DAY_MS;
  const steps: PriceStep[] = [];
  sorted.forEach((point, i) => {
    const next = sorted[i + 1];
    const from = Math.max(point.at, start);
    const to = next ? next.at : end;
    // A point replaced before the window opened, or in the same instant, was never a price here.
    if (to < from || (next && to === from)) return;
    steps.push({ price: point.price, from, to });
  });
  return steps;
}

/** The lowest price in force at any moment of the last `days` (30) before `asOf`; null without history. */
export function lowestPrice(
  points: readonly PricePoint[],
  asOf: Moment,
  days: number = PRICE_HISTORY.lowestDays,
): number | null {
  const steps = priceSteps(points, asOf, days);
  return steps.length === 0 ? null : Math.min(...steps.map((s) => s.price));
}

/** How many days (fractional) of the last `windowDays` the selling price was at least `amount`. */
export function daysAtOrAbove(
  points: readonly PricePoint[],
  amount: number,
  asOf: Moment,
  windowDays: number = PRICE_HISTORY.oldPriceWindowDays,
): number {
  const floor = toPiastres(amount);
  let total = 0;
  for (const step of priceSteps(points, asOf, windowDays)) {
    if (toPiastres(step.price) >= floor) total += step.to - step.from;
  }
  return total / DAY_MS;
}

/**
 * The honest old-price rule: a price may be shown struck through as the "old price" only if the
 * product really sold at it (at least it, less 1 EGP of rounding) for 14 days in all within the last
 * 90. An old price the product never had, or had for a few days just before a "sale", is not one.
 * Without history (not loaded, or none) nothing backs it, so it is not shown either.
 */
export function isBackedOldPrice(
  points: readonly PricePoint[] | null | undefined,
  oldPrice: number | null | undefined,
  asOf: Moment,
): boolean {
  if (!points || oldPrice == null || !Number.isFinite(oldPrice) || oldPrice <= 0) return false;
  const days = daysAtOrAbove(points, oldPrice - PRICE_HISTORY.oldPriceToleranceEgp, asOf);
  return days >= PRICE_HISTORY.oldPriceMinDays;
}

/** What the product page's price block shows. */
export interface HonestPricing {
  /** What the shopper pays. */
  current: number;
  /** The struck-through price: only one the product really sold at (isBackedOldPrice). */
  old: number | null;
  /** The discount percent and the saving, both 0 when no old price is shown. */
  percent: number;
  saved: number;
  /** The lowest price of the last 30 days, shown beside a discount; null with none shown. */
  lowest30: number | null;
}

/**
 * The product page's prices: a reduction (price after discount below the price) is shown as a
 * discount only when its old price is backed by the history; otherwise the page shows the price the
 * shopper pays and nothing struck through, no percent, no saving.
 */
export function honestPricing(
  product: PriceFields,
  history: { points: readonly PricePoint[]; asOf: string } | null | undefined,
): HonestPricing {
  const current = effectivePrice(product);
  const none = { current, old: null, percent: 0, saved: 0, lowest30: null };
  const old = product.price ?? null;
  if (!history || old === null || current >= old || !isBackedOldPrice(history.points, old, history.asOf))
    return none;
  return {
    current,
    old,
    percent: detailDiscountPercent(product),
    saved: youSave(product),
    lowest30: lowestPrice(history.points, history.asOf),
  };
}
