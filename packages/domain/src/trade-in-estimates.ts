import { roundHalfAwayFromZero } from './money.js';
import { TRADE_IN_CONDITIONS, type TradeInCondition, type TradeInType } from './taxonomy.js';

// The credit range a trade-in form shows before the shopper submits: a base range per device type
// for a device in excellent condition, scaled by how worn it is. Staff keep both tables; staff
// still make the real offer when they approve the request.

/** The range for a device of one type in excellent condition, in EGP. */
export interface TradeInBaseRange {
  type: TradeInType;
  min: number;
  max: number;
}

/** What each condition keeps of the excellent range: excellent 1, poor e.g. 0.35. */
export type TradeInConditionFactors = Record<TradeInCondition, number>;

export interface TradeInEstimateRange {
  min: number;
  max: number;
}

/** Estimates are rounded to this many EGP: a range to the pound would promise a precision it lacks. */
export const TRADE_IN_ESTIMATE_STEP = 50;

const toStep = (egp: number) => roundHalfAwayFromZero(egp / TRADE_IN_ESTIMATE_STEP) * TRADE_IN_ESTIMATE_STEP;

/**
 * The estimate for a device of `base`'s type in `condition`: both ends scaled by the condition's
 * factor and rounded to TRADE_IN_ESTIMATE_STEP, never negative and never min above max.
 */
export function tradeInEstimate(
  base: Pick<TradeInBaseRange, 'min' | 'max'>,
  factors: TradeInConditionFactors,
  condition: TradeInCondition,
): TradeInEstimateRange {
  const factor = Number.isFinite(factors[condition]) ? Math.max(0, factors[condition]) : 0;
  const low = Math.max(0, toStep(Math.max(0, base.min) * factor));
  const high = Math.max(low, toStep(Math.max(0, base.max) * factor));
  return { min: low, max: high };
}

/**
 * What a used device in excellent condition fetches, as shares of what the same model sells for
 * new here: the spread a shopper can believe once they have named their model (1.33×), rather than
 * the type's whole range (a phone: 3 200 to 24 000 EGP, 7.5×).
 */
export const TRADE_IN_MODEL_SHARE = { min: 0.45, max: 0.6 } as const;

/**
 * The excellent-condition range for a device whose model sells new at `modelPrice`: its shares of
 * that price, kept within the range staff keep for the type (never above what they would pay for
 * the best of the type, nor below the least). Scale it by condition with tradeInEstimate.
 */
export function modelBaseRange(
  modelPrice: number,
  base: Pick<TradeInBaseRange, 'min' | 'max'>,
): Pick<TradeInBaseRange, 'min' | 'max'> {
  const within = (egp: number) => Math.min(base.max, Math.max(base.min, egp));
  return {
    min: within(modelPrice * TRADE_IN_MODEL_SHARE.min),
    max: within(modelPrice * TRADE_IN_MODEL_SHARE.max),
  };
}

/** Factors must not rise as the condition worsens: a poor device is never worth more than a good one. */
export function conditionFactorsInOrder(factors: TradeInConditionFactors): boolean {
  return TRADE_IN_CONDITIONS.every(
    (condition, i) => i === 0 || factors[condition] <= factors[TRADE_IN_CONDITIONS[i - 1]!],
  );
}
