import type { AdminInstallmentPlan, InstallmentPlanWritePayload } from '@kahraba/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { installmentPlans } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { findPlan, toAdminInstallmentPlan } from '../../installments/queries.js';
import { writeAudit } from '../audit.js';

function columnsOf(payload: InstallmentPlanWritePayload) {
  const { disabled, ...columns } = payload;
  return columns;
}

export function createInstallmentPlan(
  db: Database,
  actorId: string,
  payload: InstallmentPlanWritePayload,
): Promise<AdminInstallmentPlan> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(installmentPlans)
      .values({ ...columnsOf(payload), disabledAt: payload.disabled ? sql`now()` : null })
      .returning();
    const created = toAdminInstallmentPlan(row!);
    await writeAudit(tx, {
      actorId,
      action: 'installmentPlan.create',
      entityId: created._id,
      before: null,
      after: created,
    });
    return created;
  });
}

/**
 * Edits every term of a plan; `disabled` takes it off the shop (or puts it back). Orders already
 * placed keep the figures they were priced with.
 */
export function updateInstallmentPlan(
  db: Database,
  actorId: string,
  id: string,
  payload: InstallmentPlanWritePayload,
): Promise<AdminInstallmentPlan> {
  return db.transaction(async (tx) => {
    const current = await findPlan(tx, id, { lock: 'update' });
    if (!current) throw new AppError('INSTALLMENT_PLAN_NOT_FOUND');
    const [row] = await tx
      .update(installmentPlans)
      .set({
        ...columnsOf(payload),
        // Keeps when it was first switched off while it stays off.
        disabledAt: payload.disabled ? (current.disabledAt ?? sql`now()`) : null,
        updatedAt: sql`now()`,
      })
      .where(eq(installmentPlans.id, current.id))
      .returning();
    const updated = toAdminInstallmentPlan(row!);
    await writeAudit(tx, {
      actorId,
      action: 'installmentPlan.update',
      entityId: current.id,
      before: toAdminInstallmentPlan(current),
      after: updated,
    });
    return updated;
  });
}
