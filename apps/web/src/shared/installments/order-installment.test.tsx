import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { i18n, setLanguage } from '../i18n/i18n';
import { OrderInstallmentSummary } from './order-installment';

const valu = {
  planId: 'p',
  provider: 'valU',
  providerAr: 'ڤاليو',
  monthlyRatePercent: 1.5,
  months: 12,
  principal: 10_000,
  adminFee: 500,
  interest: 1800,
  totalPayable: 12_300,
  monthly: 1025,
  lastMonthly: 1025,
};

afterEach(() => setLanguage('en', i18n));

describe('OrderInstallmentSummary', () => {
  it('shows the plan an order was placed with: provider, months, monthly amount, costs and total', () => {
    renderWithProviders(<OrderInstallmentSummary installment={valu} />);
    const summary = screen.getByTestId('order-installment');
    expect(screen.getByRole('heading', { name: 'Installment plan' })).toBeInTheDocument();
    expect(summary).toHaveTextContent(/ProvidervalUDuration12 monthsMonthly installmentEGP\s1,025/);
    expect(summary).toHaveTextContent(/Admin fee and interestEGP\s2,300Total payableEGP\s12,300/);
    expect(summary).not.toHaveTextContent('Last installment');
  });

  it('shows a different last instalment and a 0% plan in Arabic', async () => {
    await setLanguage('ar', i18n);
    renderWithProviders(
      <OrderInstallmentSummary
        installment={{
          ...valu,
          provider: 'NBE',
          providerAr: 'البنك الأهلي المصري',
          adminFee: 0,
          interest: 0,
          totalPayable: 1000,
          months: 3,
          monthly: 333.33,
          lastMonthly: 333.34,
        }}
      />,
    );
    const summary = screen.getByTestId('order-installment');
    expect(screen.getByRole('heading', { name: 'خطة التقسيط' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('البنك الأهلي المصري');
    expect(summary).toHaveTextContent('3 شهور');
    expect(summary).toHaveTextContent(/القسط الأخير.*333\.34/);
    expect(summary).toHaveTextContent('بدون فوائد');
  });
});
