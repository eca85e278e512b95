import { type AdminInstallmentPlan, can } from '@kahraba/domain';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/use-session';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { useAdminInstallmentPlans } from '../api/installment-plans';
import { cellClasses, DataTable, HeaderCell, RowActionsCell, TableSkeleton } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { useAdminFormat } from '../lib/format';
import { InstallmentPlanDialog } from './installment-plan-dialog';

/**
 * Installment plans of banks and finance companies, as the shop offers them: every moderator may
 * read them, admins create and edit them (installments.write).
 */
export function InstallmentPlansPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const { user } = useSession();
  const format = useAdminFormat();
  const plans = useAdminInstallmentPlans();
  const canWrite = can(user?.role, 'installments.write');
  const [editing, setEditing] = useState<AdminInstallmentPlan | 'new' | null>(null);

  const provider = (plan: AdminInstallmentPlan) =>
    format.language === 'ar' ? plan.providerAr : plan.provider;
  const fee = (plan: AdminInstallmentPlan) =>
    plan.adminFeeKind === 'percent'
      ? t('installmentPlans.percent', { value: format.number(plan.adminFee) })
      : plan.adminFeeKind === 'fixed'
        ? format.egp(plan.adminFee)
        : '—';
  const limits = (plan: AdminInstallmentPlan) =>
    plan.maxAmount === null
      ? t('installmentPlans.fromAmount', { min: format.egp(plan.minAmount) })
      : t('installmentPlans.betweenAmounts', {
          min: format.egp(plan.minAmount),
          max: format.egp(plan.maxAmount),
        });

  let content: ReactNode;
  if (plans.isPending) {
    content = <TableSkeleton columns={6} label={t('installmentPlans.loading')} />;
  } else if (plans.isError) {
    content = (
      <ErrorState
        title={t('installmentPlans.error')}
        message={errorText(plans.error, tApp)}
        onRetry={() => void plans.refetch()}
        retrying={plans.isFetching}
      />
    );
  } else if (plans.data.length === 0) {
    content = <EmptyState title={t('installmentPlans.empty')} />;
  } else {
    content = (
      <DataTable
        caption={t('nav.installmentPlans')}
        head={
          <>
            <HeaderCell>{t('installmentPlans.provider')}</HeaderCell>
            <HeaderCell>{t('installmentPlans.months')}</HeaderCell>
            <HeaderCell>{t('installmentPlans.rate')}</HeaderCell>
            <HeaderCell>{t('installmentPlans.adminFee')}</HeaderCell>
            <HeaderCell>{t('installmentPlans.amounts')}</HeaderCell>
            <HeaderCell>{t('installmentPlans.state')}</HeaderCell>
            {canWrite && (
              <HeaderCell>
                <span className="sr-only">{t('table.actions')}</span>
              </HeaderCell>
            )}
          </>
        }
      >
        {plans.data.map((plan) => (
          <tr key={plan._id}>
            <td className={`${cellClasses} font-semibold`}>
              <bdi>{provider(plan)}</bdi>
            </td>
            <td className={cellClasses}>
              {plan.months.map((m) => format.number(m)).join(t('installmentPlans.separator'))}
            </td>
            <td className={cellClasses}>
              {plan.monthlyRatePercent > 0
                ? t('installmentPlans.ratePerMonth', { value: format.number(plan.monthlyRatePercent) })
                : t('installmentPlans.interestFree')}
            </td>
            <td className={cellClasses}>{fee(plan)}</td>
            <td className={cellClasses}>{limits(plan)}</td>
            <td className={cellClasses}>
              {plan.disabled ? t('installmentPlans.off') : t('installmentPlans.on')}
            </td>
            {canWrite && (
              <RowActionsCell
                actions={[
                  {
                    label: t('actions.edit'),
                    ariaLabel: t('installmentPlans.editOf', { provider: provider(plan) }),
                    onClick: () => setEditing(plan),
                  },
                ]}
              />
            )}
          </tr>
        ))}
      </DataTable>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('nav.installmentPlans')}
        description={t('installmentPlans.description')}
        actions={canWrite && <Button onClick={() => setEditing('new')}>{t('installmentPlans.new')}</Button>}
      />
      {content}
      {canWrite && <InstallmentPlanDialog plan={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
