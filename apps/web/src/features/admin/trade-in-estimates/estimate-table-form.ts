import {
  conditionFactorsInOrder,
  TRADE_IN_CONDITIONS,
  TRADE_IN_TYPE_IDS,
  type TradeInCondition,
  type TradeInEstimateTable,
  type TradeInType,
  toWesternDigits,
} from '@kahraba/domain';

/** The table as the form's inputs hold it: text per cell, empty for a type without a range. */
export interface EstimateTableDraft {
  factors: Record<TradeInCondition, string>;
  ranges: Record<TradeInType, { min: string; max: string }>;
}

export type EstimateDraftProblem =
  | { kind: 'factorsOutOfOrder' }
  | { kind: 'invalidFactor'; condition: TradeInCondition }
  | { kind: 'rangeIncomplete' | 'rangeReversed' | 'invalidAmount'; type: TradeInType };

export function draftOf(table: TradeInEstimateTable): EstimateTableDraft {
  const ranges = Object.fromEntries(
    TRADE_IN_TYPE_IDS.map((type) => [type, { min: '', max: '' }]),
  ) as EstimateTableDraft['ranges'];
  for (const range of table.ranges) ranges[range.type] = { min: String(range.min), max: String(range.max) };
  const factors = Object.fromEntries(
    TRADE_IN_CONDITIONS.map((c) => [c, String(table.factors[c])]),
  ) as EstimateTableDraft['factors'];
  return { factors, ranges };
}

const number = (text: string) => {
  const clean = toWesternDigits(text.trim()).replace('٫', '.');
  return /^\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
};

/**
 * The table to send, or the first problem in the order the form shows them: factors, then the
 * types. The server checks the same rules again.
 */
export function tableOf(
  draft: EstimateTableDraft,
): { ok: true; table: TradeInEstimateTable } | { ok: false; problem: EstimateDraftProblem } {
  const factors = {} as Record<TradeInCondition, number>;
  for (const condition of TRADE_IN_CONDITIONS) {
    const factor = number(draft.factors[condition]);
    if (!(factor >= 0 && factor <= 1)) return { ok: false, problem: { kind: 'invalidFactor', condition } };
    factors[condition] = factor;
  }
  if (!conditionFactorsInOrder(factors)) return { ok: false, problem: { kind: 'factorsOutOfOrder' } };
  const ranges: TradeInEstimateTable['ranges'] = [];
  for (const type of TRADE_IN_TYPE_IDS) {
    const { min, max } = draft.ranges[type];
    if (min.trim() === '' && max.trim() === '') continue;
    if (min.trim() === '' || max.trim() === '')
      return { ok: false, problem: { kind: 'rangeIncomplete', type } };
    const low = number(min);
    const high = number(max);
    if (!Number.isInteger(low) || !Number.isInteger(high))
      return { ok: false, problem: { kind: 'invalidAmount', type } };
    if (low > high) return { ok: false, problem: { kind: 'rangeReversed', type } };
    ranges.push({ type, min: low, max: high });
  }
  return { ok: true, table: { ranges, factors } };
}
