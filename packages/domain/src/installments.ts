import { fromPiastres, roundHalfAwayFromZero, toPiastres } from './money.js';

// Installment plans offered by banks and consumer-finance companies (NBE, CIB, valU, ...): which
// plans an amount qualifies for and what the shopper pays each month. Pure, so the product page,
// the checkout and the order the server places compute the same figures from the same rules.

export const INSTALLMENT_FEE_KINDS = ['none', 'percent', 'fixed'] as const;
export type InstallmentFeeKind = (typeof INSTALLMENT_FEE_KINDS)[number];

/** The terms staff offer: month options are 1-60, e.g. [6, 12, 18, 24]. */
export const INSTALLMENT_MONTHS_MAX = 60;

export interface InstallmentTerms {
  /** The numbers of months the provider offers under these terms. */
  months: readonly number[];
  /**
   * Flat interest, percent of the amount financed per month (how Egyptian finance companies
   * quote it): 2 means 2 % × months on top of the amount. 0 for a 0 % plan.
   */
  monthlyRatePercent: number;
  /** An admin fee, as a percent of the amount or a fixed EGP amount, spread over the instalments. */
  adminFeeKind: InstallmentFeeKind;
  adminFee: number;
  /** The smallest amount (EGP) the plan finances. */
  minAmount: number;
  /** The largest amount (EGP) it finances; null for no cap. */
  maxAmount: number | null;
  disabled: boolean;
}

export interface InstallmentSchedule {
  months: number;
  /** The amount financed (EGP). */
  principal: number;
  adminFee: number;
  interest: number;
  /** principal + adminFee + interest. */
  totalPayable: number;
  /** Each instalment but the last. */
  monthly: number;
  /** The last instalment: it absorbs the rounding, so the instalments add up to totalPayable. */
  lastMonthly: number;
}

/** Why a plan cannot finance an amount, as the error catalogue names it. */
export type InstallmentRefusal =
  | 'INSTALLMENT_PLAN_UNAVAILABLE'
  | 'INSTALLMENT_MONTHS_UNAVAILABLE'
  | 'INSTALLMENT_BELOW_MINIMUM'
  | 'INSTALLMENT_ABOVE_MAXIMUM';

export type InstallmentCheck =
  | { ok: true; schedule: InstallmentSchedule }
  | { ok: false; refusal: InstallmentRefusal };

const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * What the shopper pays for `amount` over `months` under `terms`, to the piastre: the fee and the
 * interest each rounded half away from zero, the total split into equal instalments rounded the
 * same way, and the last one taking up the difference.
 */
export function installmentSchedule(
  amount: number,
  terms: InstallmentTerms,
  months: number,
): InstallmentSchedule {
  const principal = Math.max(0, toPiastres(amount));
  const fee =
    terms.adminFeeKind === 'percent'
      ? roundHalfAwayFromZero((principal * nonNegative(terms.adminFee)) / 100)
      : terms.adminFeeKind === 'fixed'
        ? toPiastres(nonNegative(terms.adminFee))
        : 0;
  const interest = roundHalfAwayFromZero((principal * nonNegative(terms.monthlyRatePercent) * months) / 100);
  const total = principal + fee + interest;
  const monthly = roundHalfAwayFromZero(total / months);
  return {
    months,
    principal: fromPiastres(principal),
    adminFee: fromPiastres(fee),
    interest: fromPiastres(interest),
    totalPayable: fromPiastres(total),
    monthly: fromPiastres(monthly),
    lastMonthly: fromPiastres(total - monthly * (months - 1)),
  };
}

/** Whether the terms finance `amount` at all (any of their month options). */
export function qualifiesForInstallments(amount: number, terms: InstallmentTerms): boolean {
  const cents = toPiastres(amount);
  return (
    !terms.disabled &&
    terms.months.length > 0 &&
    cents > 0 &&
    cents >= toPiastres(terms.minAmount) &&
    (terms.maxAmount === null || cents <= toPiastres(terms.maxAmount))
  );
}

/** The schedule for a plan the shopper chose, or why it cannot finance `amount` (checked in that order). */
export function checkInstallment(amount: number, terms: InstallmentTerms, months: number): InstallmentCheck {
  if (terms.disabled) return { ok: false, refusal: 'INSTALLMENT_PLAN_UNAVAILABLE' };
  if (!terms.months.includes(months)) return { ok: false, refusal: 'INSTALLMENT_MONTHS_UNAVAILABLE' };
  const cents = toPiastres(amount);
  if (cents <= 0 || cents < toPiastres(terms.minAmount))
    return { ok: false, refusal: 'INSTALLMENT_BELOW_MINIMUM' };
  if (terms.maxAmount !== null && cents > toPiastres(terms.maxAmount))
    return { ok: false, refusal: 'INSTALLMENT_ABOVE_MAXIMUM' };
  return { ok: true, schedule: installmentSchedule(amount, terms, months) };
}

/** A plan with the provider that offers it, as staff keep it. */
export interface ProviderPlan extends InstallmentTerms {
  id: string;
  provider: string;
  providerAr: string;
}

/** One way to pay an amount: a plan, a number of months and what it costs. */
export interface InstallmentOffer extends InstallmentSchedule {
  planId: string;
  provider: string;
  providerAr: string;
  monthlyRatePercent: number;
  /** No fee and no interest: the shopper pays exactly the amount. */
  interestFree: boolean;
}

/**
 * Every (plan, months) that finances `amount`, in the order staff listed the plans and each plan's
 * months from the shortest.
 */
export function installmentOffers(amount: number, plans: readonly ProviderPlan[]): InstallmentOffer[] {
  return plans
    .filter((plan) => qualifiesForInstallments(amount, plan))
    .flatMap((plan) =>
      [...new Set(plan.months)]
        .sort((a, b) => a - b)
        .map((months) => {
          const schedule = installmentSchedule(amount, plan, months);
          return {
            ...schedule,
            planId: plan.id,
            provider: plan.provider,
            providerAr: plan.providerAr,
            monthlyRatePercent: plan.monthlyRatePercent,
            interestFree: schedule.adminFee === 0 && schedule.interest === 0,
          };
        }),
    );
}

/**
 * The offer a product page leads with ("from EGP 1,250/month with NBE 0 % for 12 months"): the
 * lowest monthly amount among interest-free offers when there is one, since that is the real
 * saving; otherwise the lowest monthly amount. Ties go to fewer months. Null when none qualifies.
 */
export function headlineOffer(offers: readonly InstallmentOffer[]): InstallmentOffer | null {
  const free = offers.filter((o) => o.interestFree);
  const pool = free.length > 0 ? free : offers;
  let best: InstallmentOffer | null = null;
  for (const offer of pool) {
    if (
      best === null ||
      offer.monthly < best.monthly ||
      (offer.monthly === best.monthly && offer.months < best.months)
    )
      best = offer;
  }
  return best;
}
