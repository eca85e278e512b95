import type { AdminTradeIn, TradeInDecisionPayload } from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { tradeIns } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { type MessageContext, tellTradeInDecided } from '../../notifications/notify.js';
import { writeAudit } from '../audit.js';
import { findAdminTradeIn, lockTradeIn } from './queries.js';

/**
 * Approves a pending trade-in with the credit offered, or rejects it with the reason; the shopper
 * sees either in their account (GET /api/tradein/mine), and hears of it by a notification and an
 * e-mail in the account's language. A decision is final: deciding again is 409.
 */
export async function decideTradeIn(
  db: Database,
  actorId: string,
  id: string,
  decision: TradeInDecisionPayload,
  context: MessageContext,
): Promise<AdminTradeIn> {
  return db.transaction(async (tx) => {
    const tradeIn = await lockTradeIn(tx, id);
    if (!tradeIn) throw new AppError('TRADE_IN_NOT_FOUND');
    if (tradeIn.status !== 'pending')
      throw new AppError('TRADE_IN_ALREADY_DECIDED', {}, { status: tradeIn.status });
    const outcome =
      decision.decision === 'approve'
        ? { status: 'approved' as const, offeredCredit: decision.offeredCredit, rejectReason: null }
        : { status: 'rejected' as const, offeredCredit: null, rejectReason: decision.reason };
    await tx
      .update(tradeIns)
      .set({ ...outcome, decidedBy: actorId, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(tradeIns.id, tradeIn.id));
    await writeAudit(tx, {
      actorId,
      action: decision.decision === 'approve' ? 'tradeIn.approve' : 'tradeIn.reject',
      entityId: tradeIn.id,
      before: {
        status: tradeIn.status,
        offeredCredit: tradeIn.offeredCredit,
        rejectReason: tradeIn.rejectReason,
      },
      after: outcome,
    });
    const device = tradeIn.specs.name;
    await tellTradeInDecided(
      tx,
      tradeIn.userId,
      {
        tradeInId: tradeIn.id,
        device: typeof device === 'string' && device !== '' ? device : tradeIn.productType,
        decision: outcome.status,
        offeredCredit: outcome.offeredCredit,
        reason: outcome.rejectReason,
      },
      context,
    );
    return (await findAdminTradeIn(tx, tradeIn.id))!;
  });
}
