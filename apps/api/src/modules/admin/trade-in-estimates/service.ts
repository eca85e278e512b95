import type { TradeInEstimateTable } from '@kahraba/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { tradeInConditionFactors, tradeInEstimateRanges } from '../../../db/schema.js';
import { loadEstimateTable } from '../../tradein/estimates.js';
import { writeAudit } from '../audit.js';

/** The audit log's id for the one estimate table. */
export const ESTIMATE_TABLE_ENTITY_ID = 'table';

/**
 * Replaces the whole estimate table in one transaction: a type left out has no range any more (its
 * shoppers see no estimate). Trade-ins already sent keep the estimate they were shown.
 */
export function saveEstimateTable(
  db: Database,
  actorId: string,
  table: TradeInEstimateTable,
): Promise<TradeInEstimateTable> {
  return db.transaction(async (tx) => {
    // One writer at a time: the before/after in the audit log are then each other's neighbours.
    await tx.execute(sql`lock table ${tradeInEstimateRanges} in share row exclusive mode`);
    const before = await loadEstimateTable(tx);
    await tx.delete(tradeInEstimateRanges);
    if (table.ranges.length > 0) {
      await tx
        .insert(tradeInEstimateRanges)
        .values(table.ranges.map((r) => ({ productType: r.type, minCredit: r.min, maxCredit: r.max })));
    }
    for (const [condition, factor] of Object.entries(table.factors)) {
      await tx
        .insert(tradeInConditionFactors)
        .values({ condition: condition as keyof typeof table.factors, factor })
        .onConflictDoUpdate({
          target: tradeInConditionFactors.condition,
          set: { factor, updatedAt: sql`now()` },
        });
    }
    const after = await loadEstimateTable(tx);
    await writeAudit(tx, {
      actorId,
      action: 'tradeInEstimate.update',
      entityId: ESTIMATE_TABLE_ENTITY_ID,
      before,
      after,
    });
    return after;
  });
}
