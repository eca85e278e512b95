import {
  checkInstallment,
  formatNumber,
  type InstallmentChoice,
  type OrderInstallment,
} from '@kahraba/domain';
import type { Database, Transaction } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { findPlan, toProviderPlan } from './queries.js';

/**
 * The plan the shopper chose, priced against the order's total as the server computed it, or the
 * AppError that says why it does not apply. Inside the order's transaction pass `lock`: the plan
 * row is then read with a share lock, so staff cannot change its terms between this check and the commit.
 */
export async function priceInstallment(
  db: Database | Transaction,
  choice: InstallmentChoice,
  total: number,
  options: { lock?: boolean } = {},
): Promise<OrderInstallment> {
  const row = await findPlan(db, choice.planId, options.lock ? { lock: 'share' } : {});
  if (!row) throw new AppError('INSTALLMENT_PLAN_UNAVAILABLE');
  const plan = toProviderPlan(row);
  const result = checkInstallment(total, plan, choice.months);
  if (!result.ok) {
    // Amounts are plain numbers: both languages write Western digits (decision 0009).
    const params: Record<string, string | number> =
      result.refusal === 'INSTALLMENT_BELOW_MINIMUM'
        ? { minimum: formatNumber(plan.minAmount, 'en') }
        : result.refusal === 'INSTALLMENT_ABOVE_MAXIMUM'
          ? { maximum: formatNumber(plan.maxAmount ?? 0, 'en') }
          : result.refusal === 'INSTALLMENT_MONTHS_UNAVAILABLE'
            ? { months: choice.months }
            : {};
    throw new AppError(result.refusal, params);
  }
  return {
    planId: plan.id,
    provider: plan.provider,
    providerAr: plan.providerAr,
    monthlyRatePercent: plan.monthlyRatePercent,
    ...result.schedule,
  };
}
