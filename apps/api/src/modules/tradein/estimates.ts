import {
  effectivePrice,
  modelBaseRange,
  TRADE_IN_CONDITIONS,
  TRADE_IN_TYPE_IDS,
  type TradeInCondition,
  type TradeInEstimate,
  type TradeInEstimateTable,
  type TradeInType,
  tradeInEstimate,
} from '@kahraba/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { tradeInConditionFactors, tradeInEstimateRanges } from '../../db/schema.js';
import { findProduct } from '../catalog/product-queries.js';

type Executor = Database | Transaction;

/** The whole estimate table as staff keep it: ranges in the trade-in page's type order. */
export async function loadEstimateTable(db: Executor): Promise<TradeInEstimateTable> {
  const [ranges, factors] = await Promise.all([
    db.select().from(tradeInEstimateRanges),
    db.select().from(tradeInConditionFactors),
  ]);
  const byType = new Map(ranges.map((r) => [r.productType, r]));
  const factorOf = new Map(factors.map((f) => [f.condition, f.factor]));
  return {
    ranges: TRADE_IN_TYPE_IDS.flatMap((type) => {
      const range = byType.get(type);
      return range ? [{ type, min: range.minCredit, max: range.maxCredit }] : [];
    }),
    // A condition without a row estimates nothing rather than something made up.
    factors: Object.fromEntries(TRADE_IN_CONDITIONS.map((c) => [c, factorOf.get(c) ?? 0])) as Record<
      TradeInCondition,
      number
    >,
  };
}

/**
 * The credit range for a device of `type` in `condition`; null when staff keep no range for the
 * type. With `modelId`, a catalog product the shopper named as their model, the range narrows to
 * what that model fetches (domain modelBaseRange); an unknown model is no narrowing.
 */
export async function estimateFor(
  db: Executor,
  type: TradeInType,
  condition: TradeInCondition,
  modelId?: string,
): Promise<TradeInEstimate> {
  const [[range], factors, model] = await Promise.all([
    db.select().from(tradeInEstimateRanges).where(eq(tradeInEstimateRanges.productType, type)),
    db.select().from(tradeInConditionFactors),
    modelId ? findProduct(db as Database, modelId) : undefined,
  ]);
  if (!range) return null;
  const base = { min: range.minCredit, max: range.maxCredit };
  const price = model ? effectivePrice(model) : 0;
  const table = Object.fromEntries(factors.map((f) => [f.condition, f.factor])) as Record<
    TradeInCondition,
    number
  >;
  return {
    type,
    condition,
    ...tradeInEstimate(price > 0 ? modelBaseRange(price, base) : base, table, condition),
  };
}
