import { formatEgp, type OrderInstallment } from '@kahraba/domain';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { cn } from '../ui/cn';
import { providerName } from './api';

/**
 * The installment plan an order was placed with, as priced then: the shopper's order page and the
 * staff order page show the same figures.
 */
export function OrderInstallmentSummary({
  installment,
  className,
}: {
  installment: OrderInstallment;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const money = (amount: number) => formatEgp(amount, language);
  const rows: [string, string][] = [
    [t('installments.provider'), providerName(installment, language)],
    [t('installments.duration'), t('installments.months', { count: installment.months })],
    [t('installments.monthly'), money(installment.monthly)],
    ...(installment.lastMonthly !== installment.monthly
      ? [[t('installments.lastMonthly'), money(installment.lastMonthly)] as [string, string]]
      : []),
    [
      t('installments.feesAndInterest'),
      installment.adminFee + installment.interest > 0
        ? money(installment.adminFee + installment.interest)
        : t('installments.interestFree'),
    ],
    [t('installments.totalPayable'), money(installment.totalPayable)],
  ];
  return (
    <section aria-labelledby="order-installment-heading" className={cn('flex flex-col gap-2', className)}>
      <h2 id="order-installment-heading" className="text-lg font-bold text-navy-950">
        {t('installments.heading')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="order-installment">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-navy-600">{term}</dt>
            <dd className="font-semibold text-navy-950">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
