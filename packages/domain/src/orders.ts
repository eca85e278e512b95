import { SHIPPING_FEES } from './limits.js';
import { fromPiastres, roundHalfAwayFromZero, toPiastres } from './money.js';
import {
  isOrderStatus,
  type OrderStatus,
  type PaymentChoice,
  type PaymentMethod,
  type ShippingMethod,
} from './taxonomy.js';

const PAYMENT_METHOD_BY_CHOICE = {
  instapay: 'card',
  cash: 'cash',
  pickup: 'bank_transfer',
} as const satisfies Record<PaymentChoice, PaymentMethod>;

/** The checkout shows InstaPay, cash and pickup; the order API knows them by older names (SPEC §7). */
export function paymentMethodFor(choice: PaymentChoice): PaymentMethod {
  return PAYMENT_METHOD_BY_CHOICE[choice];
}

/** SPEC §9's flat fee, charged where the address's governorate is not known. */
export function shippingFee(method: ShippingMethod): number {
  return SHIPPING_FEES[method];
}

export interface CartLine {
  unitPrice: number;
  quantity: number;
}

export interface CartTotals {
  total: number;
  totalAfterDiscount: number;
}

const wholeNonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
const clampPercent = (d: number) => (Number.isFinite(d) ? Math.min(100, Math.max(0, d)) : 0);

/** Cart sums in piastres; the discount is a percent of the whole cart, rounded to the piastre. */
export function cartTotals(lines: readonly CartLine[], discountPercent: number): CartTotals {
  const total = lines.reduce(
    (sum, line) => sum + Math.max(0, toPiastres(line.unitPrice)) * wholeNonNegative(line.quantity),
    0,
  );
  const discount = roundHalfAwayFromZero((total * clampPercent(discountPercent)) / 100);
  return { total: fromPiastres(total), totalAfterDiscount: fromPiastres(total - discount) };
}

/**
 * SPEC §9: the cart total after its discount plus shipping; the 14% tax is not added. A discount
 * code's amount comes off the goods, never the shipping, and never below zero. The shipping fee is
 * the delivery zone's for the address's governorate and method (packages/domain/delivery).
 */
export function orderTotal(o: {
  totalAfterDiscount: number;
  shippingFee: number;
  couponDiscount?: number;
}): number {
  const goods = Math.max(0, toPiastres(o.totalAfterDiscount) - toPiastres(o.couponDiscount ?? 0));
  return fromPiastres(goods + Math.max(0, toPiastres(o.shippingFee)));
}

/** What came off a placed order's goods: the cart's percent discount and the discount code, in EGP. */
export interface OrderDiscounts {
  percent: number;
  coupon: number;
}

/**
 * An order keeps its subtotal, total, shipping fee and code's amount; the percent discount's amount
 * is what is left between them. Every page that itemises an order (the shopper's, the console's)
 * reads both amounts here, so their lines always add up to the total.
 */
export function orderDiscounts(o: {
  subtotal: number;
  total: number;
  shippingFee: number;
  coupon?: { discount: number } | null;
}): OrderDiscounts {
  const coupon = Math.max(0, toPiastres(o.coupon?.discount ?? 0));
  const goods = toPiastres(o.total) - toPiastres(o.shippingFee);
  const percent = Math.max(0, toPiastres(o.subtotal) - goods - coupon);
  return { percent: fromPiastres(percent), coupon: fromPiastres(coupon) };
}

/** Whether the order is still on its way, so the delivery window it was promised still means something. */
export function awaitsDelivery(status: string): boolean {
  return status === 'pending' || status === 'processing' || status === 'shipped';
}

export function canCancelOrder(status: string): boolean {
  return status === 'pending';
}

/** Statuses the app does not know are shown as processing (SPEC §4). */
export function displayOrderStatus(status: string): OrderStatus {
  return isOrderStatus(status) ? status : 'processing';
}

export type StatusTone = 'yellow' | 'green' | 'red' | 'blue';

export function statusBadgeTone(status: string): StatusTone {
  switch (status) {
    case 'delivered':
      return 'green';
    case 'cancelled':
      return 'red';
    case 'shipped':
      return 'blue';
    default:
      return 'yellow';
  }
}

// No 0/O or 1/I: shoppers read order numbers out over the phone.
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const ORDER_NUMBER_SUFFIX_LENGTH = 6;

const cairoDate = new Intl.DateTimeFormat('en', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * "KH-20261122-7F3K9Q": the order's date in Cairo (what the shopper sees on the calendar) and six
 * random characters. Uniqueness is the database's job; `random` is injected so tests are exact.
 */
export function generateOrderNumber(date: Date, random: () => number = Math.random): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    cairoDate.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}${part('month')}${part('day')}`;
  let suffix = '';
  for (let i = 0; i < ORDER_NUMBER_SUFFIX_LENGTH; i++) {
    const index = Math.floor(random() * ORDER_NUMBER_ALPHABET.length);
    suffix += ORDER_NUMBER_ALPHABET[Math.min(Math.max(index, 0), ORDER_NUMBER_ALPHABET.length - 1)];
  }
  return `KH-${day}-${suffix}`;
}

export const ORDER_NUMBER_PATTERN = /^KH-\d{8}-[2-9A-HJ-NP-Z]{6}$/;

/** A status the order reached (a row of its history), as far as the timeline needs it. */
export interface ReachedStatus {
  status: OrderStatus;
  /** ISO date-time. */
  at: string;
  trackingNumber?: string | null;
}

/** The shop's main path; cancelling leaves it. */
const TIMELINE_PATH = [
  'pending',
  'processing',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];

export interface TimelineStep {
  status: OrderStatus;
  /** When the order reached this step; null for a step still ahead (or one reached before it was recorded). */
  at: string | null;
  /** Reached (done or current) or still ahead. */
  state: 'done' | 'current' | 'pending';
  trackingNumber: string | null;
}

/**
 * The steps the shopper's timeline shows: placed, processing, shipped and delivered, with the
 * time each was reached and those ahead pending; the step the order is at is current until it is
 * delivered, when all are done. A cancelled order shows the steps it reached,
 * then cancelled, and nothing ahead. A status the history does not record (orders changed before
 * it was kept) still counts as reached, without a time, so the timeline never contradicts the
 * order's status.
 */
export function orderTimeline(
  order: { status: OrderStatus; createdAt: string },
  history: readonly ReachedStatus[],
): TimelineStep[] {
  const reachedAt = new Map<OrderStatus, ReachedStatus>();
  for (const change of history) reachedAt.set(change.status, change);
  const cancelled = order.status === 'cancelled';
  const currentIndex = cancelled
    ? Math.max(-1, ...TIMELINE_PATH.map((s, i) => (reachedAt.has(s) ? i : -1)))
    : (TIMELINE_PATH as readonly OrderStatus[]).indexOf(order.status);
  const path: TimelineStep[] = TIMELINE_PATH.flatMap((status, index) => {
    const change = reachedAt.get(status);
    const at = change?.at ?? (status === 'pending' ? order.createdAt : null);
    const reached = index <= currentIndex || status === 'pending';
    if (cancelled && !reached) return [];
    // A delivered order has arrived: every step is done, none still in progress.
    const inProgress = !cancelled && order.status !== 'delivered' && index === currentIndex;
    const state = !reached ? 'pending' : inProgress ? 'current' : 'done';
    return [{ status, at: reached ? at : null, state, trackingNumber: change?.trackingNumber ?? null }];
  });
  if (!cancelled) return path;
  const cancel = reachedAt.get('cancelled');
  return [...path, { status: 'cancelled', at: cancel?.at ?? null, state: 'current', trackingNumber: null }];
}
