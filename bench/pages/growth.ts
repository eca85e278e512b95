// The soak's memory check: how much a figure grew between the second measurement and the last, and
// whether that stays within its bound (budgets.ts says why the first measurement is left out).
import type { GrowthBound } from './budgets.ts';

export interface Growth {
  /** The figure at the second measurement and at the last, in MB. */
  fromMb: number;
  toMb: number;
  growthMb: number;
  /** growthMb over fromMb. */
  relative: number;
  /** The most the figure may grow: the larger of the bound's share of fromMb and its absolute MB. */
  allowedMb: number;
  withinBound: boolean;
}

/** The growth of `series` (one value per measurement, in MB) from its second value to its last. */
export function growthOf(series: readonly number[], bound: GrowthBound): Growth {
  if (series.length < 3)
    throw new Error(`a growth check needs at least 3 measurements, got ${series.length}`);
  const fromMb = series[1]!;
  const toMb = series[series.length - 1]!;
  const growthMb = toMb - fromMb;
  const allowedMb = Math.max(bound.relative * fromMb, bound.absoluteMb);
  return {
    fromMb,
    toMb,
    growthMb,
    relative: fromMb > 0 ? growthMb / fromMb : 0,
    allowedMb,
    withinBound: growthMb <= allowedMb,
  };
}
