import type { AdminInstallmentPlan, ProviderPlan } from '@kahraba/domain';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { installmentPlans } from '../../db/schema.js';
import { isUuid } from '../cart/queries.js';

type Executor = Database | Transaction;
export type InstallmentPlanRow = typeof installmentPlans.$inferSelect;

/** A plan as the installment rules read it. */
export function toProviderPlan(row: InstallmentPlanRow): ProviderPlan {
  return {
    id: row.id,
    provider: row.provider,
    providerAr: row.providerAr,
    months: row.months,
    monthlyRatePercent: row.monthlyRatePercent,
    adminFeeKind: row.adminFeeKind,
    adminFee: row.adminFee,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    disabled: row.disabledAt !== null,
  };
}

export function toAdminInstallmentPlan(row: InstallmentPlanRow): AdminInstallmentPlan {
  const { id, disabled, ...plan } = toProviderPlan(row);
  return {
    _id: id,
    ...plan,
    months: [...plan.months],
    disabled,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const listed = [asc(installmentPlans.sortOrder), asc(installmentPlans.createdAt), asc(installmentPlans.id)];

/** The plans shoppers may choose, in the order staff listed them (tens of rows: no paging). */
export async function listActivePlans(db: Executor): Promise<ProviderPlan[]> {
  const rows = await db
    .select()
    .from(installmentPlans)
    .where(isNull(installmentPlans.disabledAt))
    .orderBy(...listed);
  return rows.map(toProviderPlan);
}

/** Every plan, disabled ones too, as the console lists them. */
export async function listAllPlans(db: Executor): Promise<InstallmentPlanRow[]> {
  return db
    .select()
    .from(installmentPlans)
    .orderBy(...listed);
}

export async function findPlan(
  db: Executor,
  id: string,
  options: { lock?: 'share' | 'update' } = {},
): Promise<InstallmentPlanRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db.select().from(installmentPlans).where(eq(installmentPlans.id, id));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
}
