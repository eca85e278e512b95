import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { SAMPLE_OFFERS } from '../../../shared/installments/testing/offer-fixtures';
import { failure, mockApi, success } from '../../../shared/products/testing/product-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProductInstallmentPlans } from './product-installment-plans';

function plansApi(offers = SAMPLE_OFFERS) {
  return mockApi(({ url }) =>
    url.pathname === '/api/installment-plans' ? success({ amount: 15_000, offers }) : undefined,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

describe('ProductInstallmentPlans', () => {
  it('leads with the lowest 0% plan and lists every plan with its fees and total', async () => {
    plansApi();
    renderWithProviders(<ProductInstallmentPlans product={{ price: 15_000, priceAfterDiscount: null }} />);
    expect(await screen.findByTestId('installments-headline')).toHaveTextContent(
      /^From EGP\s1,250 a month with NBE at 0% interest for 12 months$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'All installment plans' }));
    const dialog = screen.getByRole('dialog', { name: 'Installment plans' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/NBE6 monthsEGP\s2,500.*0% interestEGP\s15,000/),
      expect.stringMatching(/NBE12 monthsEGP\s1,250.*0% interestEGP\s15,000/),
      expect.stringMatching(/valU24 monthsEGP\s881\.25EGP\s6,150EGP\s21,150/),
    ]);
  });

  it('names a paid plan without promising 0%, when no plan is interest-free', async () => {
    plansApi(SAMPLE_OFFERS.filter((o) => !o.interestFree));
    renderWithProviders(<ProductInstallmentPlans product={{ price: 15_000, priceAfterDiscount: null }} />);
    expect(await screen.findByTestId('installments-headline')).toHaveTextContent(
      /^From EGP\s881\.25 a month with valU over 24 months$/,
    );
  });

  it('says so when no plan covers the price, and when the plans cannot be loaded', async () => {
    plansApi([]);
    const { unmount } = renderWithProviders(
      <ProductInstallmentPlans product={{ price: 150, priceAfterDiscount: null }} />,
    );
    expect(await screen.findByText('No installment plan covers this price.')).toBeInTheDocument();
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(() => failure(500, 'INTERNAL_ERROR', 'Something went wrong'));
    renderWithProviders(<ProductInstallmentPlans product={{ price: 151, priceAfterDiscount: null }} />);
    expect(await screen.findByText('Installment plans could not be loaded.')).toBeInTheDocument();
  });

  it('speaks Arabic on an Arabic page: the provider’s Arabic name and Western digits', async () => {
    await setLanguage('ar', i18n);
    plansApi();
    renderWithProviders(<ProductInstallmentPlans product={{ price: 15_000, priceAfterDiscount: null }} />);
    const headline = await screen.findByTestId('installments-headline');
    expect(headline).toHaveTextContent('البنك الأهلي المصري بدون فوائد لمدة 12 شهرًا');
    expect(headline).toHaveTextContent(/1,250/);
    await userEvent.click(screen.getByRole('button', { name: 'كل خطط التقسيط' }));
    const dialog = screen.getByRole('dialog', { name: 'خطط التقسيط' });
    expect(within(dialog).getByRole('row', { name: /ڤاليو/ })).toHaveTextContent('24 شهرًا');
    expect(within(dialog).getByRole('columnheader', { name: 'إجمالي المبلغ المستحق' })).toBeInTheDocument();
  });
});
