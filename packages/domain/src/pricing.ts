import { DEFAULT_INSTALLMENT_MONTHS, LIMITS } from './limits.js';
import { fromPiastres, roundEgp, roundHalfAwayFromZero, toPiastres } from './money.js';

// Product data comes from many places (seed, API, old local copies), so every rule here takes
// possibly missing, null or NaN fields and answers something sensible instead of throwing.

type Maybe<T> = T | null | undefined;

/** A positive finite number, or null. */
function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export interface PriceFields {
  price?: Maybe<number>;
  priceAfterDiscount?: Maybe<number>;
}

export interface DiscountFields extends PriceFields {
  discount?: Maybe<number>;
  discountPercentage?: Maybe<number>;
  salePrice?: Maybe<number>;
  discountedPrice?: Maybe<number>;
}

/** priceAfterDiscount when it is a real reduction, else price (SPEC §9). */
export function effectivePrice(p: PriceFields): number {
  const price = positive(p.price);
  if (price === null) return 0;
  const after = positive(p.priceAfterDiscount);
  return after !== null && after < price ? after : price;
}

/** The percent shown on the product page: rounded (price - effective) / price. */
export function detailDiscountPercent(p: PriceFields): number {
  const price = positive(p.price);
  if (price === null) return 0;
  return Math.round(((price - effectivePrice(p)) / price) * 100);
}

/**
 * Some records hold the discount as a fraction (0.25), others as a percent (25): a value of at most
 * 1 is a fraction. Non-positive or non-finite values are no discount.
 */
export function normalizeDiscountPercent(value: unknown): number {
  const v = positive(value);
  if (v === null) return 0;
  return roundHalfAwayFromZero(v <= 1 ? v * 100 : v, 2);
}

function reductionPercent(price: number | null, reduced: unknown): number {
  const r = positive(reduced);
  return price !== null && r !== null && r < price ? ((price - r) / price) * 100 : 0;
}

/**
 * The offers page's discount percent, from the first source that gives one (SPEC §5 order):
 * priceAfterDiscount, discount, discountPercentage, salePrice, discountedPrice. A stored percent
 * above 100 is corrupt data and is skipped rather than shown as "-150%".
 */
export function offerDiscountPercent(p: DiscountFields): number {
  const price = positive(p.price);
  const stored = (value: unknown) => {
    const percent = normalizeDiscountPercent(value);
    return percent <= 100 ? percent : 0;
  };
  const candidates = [
    () => reductionPercent(price, p.priceAfterDiscount),
    () => stored(p.discount),
    () => stored(p.discountPercentage),
    () => reductionPercent(price, p.salePrice),
    () => reductionPercent(price, p.discountedPrice),
  ];
  for (const candidate of candidates) {
    const percent = candidate();
    if (percent > 0) return roundHalfAwayFromZero(percent);
  }
  return 0;
}

/** The struck-through price for a product known only by its current price and discount. */
export function oldPriceFromDiscount(price: Maybe<number>, discountPercent: Maybe<number>): number | null {
  const current = typeof price === 'number' && Number.isFinite(price) && price >= 0 ? price : null;
  const d = typeof discountPercent === 'number' && Number.isFinite(discountPercent) ? discountPercent : 0;
  if (current === null || d <= 0 || d >= 100) return null;
  return roundEgp(current / (1 - d / 100));
}

export interface InstallmentPlan {
  months: number;
  monthly: number;
}

export interface InstallmentPlans {
  /** True when the plans come from the product's own installments map. */
  official: boolean;
  plans: InstallmentPlan[];
}

function officialPlans(installments: Maybe<Record<string, number>>): InstallmentPlan[] {
  if (!installments || typeof installments !== 'object') return [];
  const plans: InstallmentPlan[] = [];
  for (const [key, monthly] of Object.entries(installments)) {
    const months = Number(key);
    const amount = positive(monthly);
    if (Number.isInteger(months) && months > 0 && amount !== null)
      plans.push({ months, monthly: roundEgp(amount) });
  }
  return plans.sort((a, b) => a.months - b.months);
}

export function installmentPlans(
  p: PriceFields & { installments?: Maybe<Record<string, number>> },
): InstallmentPlans {
  const official = officialPlans(p.installments);
  if (official.length > 0) return { official: true, plans: official };
  const price = effectivePrice(p);
  return {
    official: false,
    plans: DEFAULT_INSTALLMENT_MONTHS.map((months) => ({ months, monthly: roundEgp(price / months) })),
  };
}

/**
 * The stars shown on a card. SPEC: "Default rating 4, or 3.5 + views/50 capped at 5". Read as: a
 * real rating (rating, else ratingsAverage) wins; a product without one but with views gets
 * 3.5 + views / 50 (capped at 5, one decimal); a product with neither gets 4.
 */
export function displayRating(p: {
  rating?: Maybe<number>;
  ratingsAverage?: Maybe<number>;
  views?: Maybe<number>;
}): number {
  const own = positive(p.rating) ?? positive(p.ratingsAverage);
  if (own !== null) return Math.min(5, own);
  const views = positive(p.views);
  if (views === null) return 4;
  return Math.min(5, roundHalfAwayFromZero(3.5 + views / 50, 1));
}

/**
 * Whether shoppers have rated the product. Pages draw stars only then: displayRating's default
 * (SPEC §9) keeps API clients working, but four stars beside "no reviews yet" reads as invented.
 */
export function hasRatings(p: { ratingsQuantity?: Maybe<number> }): boolean {
  return positive(p.ratingsQuantity) !== null;
}

/** Whether a view count is worth showing (LIMITS.viewsShownFrom): low figures hurt more than they help. */
export function showsViewCount(views: Maybe<number>): boolean {
  return typeof views === 'number' && Number.isFinite(views) && views >= LIMITS.viewsShownFrom;
}

export type HomeBadge =
  | { kind: 'explicit'; text: string }
  | { kind: 'exclusive' }
  | { kind: 'bestSeller' }
  | { kind: 'popular' }
  | { kind: 'bigDiscount'; percent: number }
  | { kind: 'newArrival' };

export interface BadgeFields extends DiscountFields {
  badge?: Maybe<string>;
  isExclusive?: Maybe<boolean>;
  isNew?: Maybe<boolean>;
  views?: Maybe<number>;
  createdAt?: Maybe<string | Date>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function isRecent(createdAt: Maybe<string | Date>, now: Date): boolean {
  if (createdAt === null || createdAt === undefined) return false;
  const created = new Date(createdAt).getTime();
  // A timestamp slightly in the future (clock skew) still means "just added".
  return Number.isFinite(created) && now.getTime() - created <= LIMITS.newArrivalDays * DAY_MS;
}

/** The one badge a home-page card shows, in SPEC §4 priority. */
export function homeBadge(p: BadgeFields, now: Date): HomeBadge | null {
  const text = typeof p.badge === 'string' ? p.badge.trim() : '';
  if (text) return { kind: 'explicit', text };
  if (p.isExclusive === true) return { kind: 'exclusive' };
  const views = positive(p.views) ?? 0;
  if (views > 20) return { kind: 'bestSeller' };
  if (views > 10) return { kind: 'popular' };
  const percent = offerDiscountPercent(p);
  if (percent > 10) return { kind: 'bigDiscount', percent };
  if (p.isNew === true || isRecent(p.createdAt, now)) return { kind: 'newArrival' };
  return null;
}

export type OfferLabel = 'EXCLUSIVE' | 'HOT_DEAL' | 'SALE';

export function offerLabel(p: DiscountFields & { isExclusive?: Maybe<boolean> }): OfferLabel | null {
  if (p.isExclusive === true) return 'EXCLUSIVE';
  const percent = offerDiscountPercent(p);
  if (percent > LIMITS.hotDealAbove) return 'HOT_DEAL';
  return percent > 0 ? 'SALE' : null;
}

/** What the shopper saves on the effective price, in EGP (never negative). */
export function youSave(p: PriceFields): number {
  const price = positive(p.price);
  if (price === null) return 0;
  return fromPiastres(Math.max(0, toPiastres(price) - toPiastres(effectivePrice(p))));
}

export function isInStock(p: { quantity?: Maybe<number> }): boolean {
  return positive(p.quantity) !== null;
}

export interface DisplayPricing {
  /** What the shopper pays. */
  current: number;
  /** The struck-through price, when there is a higher one to show. */
  old: number | null;
  saved: number;
  /** The discount percent a badge shows (offers derivation order). */
  percent: number;
}

/**
 * The prices a product card shows. A product with a lower priceAfterDiscount sells at that price.
 * Others keep `price` as the selling price and carry only a discount percent; their old price is
 * derived from it (SPEC §9: price / (1 - discount / 100)), so a card never shows "25% off"
 * without saying 25% off what.
 */
export function displayPricing(p: DiscountFields): DisplayPricing {
  const current = effectivePrice(p);
  const percent = offerDiscountPercent(p);
  const saved = youSave(p);
  if (saved > 0) return { current, old: p.price ?? null, saved, percent };
  const old = oldPriceFromDiscount(current, percent);
  if (old === null || old <= current) return { current, old: null, saved: 0, percent: 0 };
  return { current, old, saved: fromPiastres(toPiastres(old) - toPiastres(current)), percent };
}
