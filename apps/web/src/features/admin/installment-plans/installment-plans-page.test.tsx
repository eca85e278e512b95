import type { AdminInstallmentPlan } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { createStaff, mockAdminApi, ok, renderAdmin, signInAs } from '../testing/admin-test-utils';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

const nbe: AdminInstallmentPlan = {
  _id: 'p1',
  provider: 'NBE',
  providerAr: 'البنك الأهلي المصري',
  months: [6, 12],
  monthlyRatePercent: 0,
  adminFeeKind: 'none',
  adminFee: 0,
  minAmount: 3000,
  maxAmount: null,
  sortOrder: 10,
  disabled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const valu: AdminInstallmentPlan = {
  ...nbe,
  _id: 'p2',
  provider: 'valU',
  providerAr: 'ڤاليو',
  months: [6, 12, 24],
  monthlyRatePercent: 1.5,
  adminFeeKind: 'percent',
  adminFee: 5,
  minAmount: 500,
  maxAmount: 300_000,
  disabled: true,
};

describe('installment plans', () => {
  it('lists the plans with their months, interest, fee and amounts', async () => {
    signInAs(createStaff('admin'));
    mockAdminApi({ 'GET /api/admin/installment-plans': ok([nbe, valu]) });
    renderAdmin('/admin/installment-plans');
    const bank = (await screen.findByText('NBE')).closest('tr')!;
    expect(within(bank).getByText('6, 12')).toBeInTheDocument();
    expect(within(bank).getByText('0% interest')).toBeInTheDocument();
    expect(within(bank).getByText('From EGP 3,000')).toBeInTheDocument();
    const company = screen.getByText('valU').closest('tr')!;
    expect(within(company).getByText('1.5% a month')).toBeInTheDocument();
    expect(within(company).getByText('5%')).toBeInTheDocument();
    expect(within(company).getByText('EGP 500 to EGP 300,000')).toBeInTheDocument();
    expect(within(company).getByText('Disabled')).toBeInTheDocument();
  });

  it('lets an admin create a plan, months typed as a list', async () => {
    signInAs(createStaff('admin'));
    const api = mockAdminApi({
      'GET /api/admin/installment-plans': ok([]),
      'POST /api/admin/installment-plans': () => ({ status: 201, body: { status: 'success', data: valu } }),
    });
    renderAdmin('/admin/installment-plans');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New installment plan' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Provider \(English\)/), 'Souhoola');
    await user.type(dialog.getByLabelText(/^Provider \(Arabic\)/), 'سهولة');
    await user.type(dialog.getByLabelText(/^Months/), '12, 6، 24');
    await user.clear(dialog.getByLabelText(/^Interest/));
    await user.type(dialog.getByLabelText(/^Interest/), '1.75');
    await user.selectOptions(dialog.getByLabelText('Admin fee type'), 'fixed');
    await user.clear(dialog.getByLabelText(/^Admin fee$|^Admin fee[^ ]/));
    await user.type(dialog.getByLabelText(/^Admin fee$|^Admin fee[^ ]/), '250');
    await user.type(dialog.getByLabelText(/^Maximum amount/), '150000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /api/admin/installment-plans')[0]?.body).toEqual({
      provider: 'Souhoola',
      providerAr: 'سهولة',
      months: [6, 12, 24],
      monthlyRatePercent: 1.75,
      adminFeeKind: 'fixed',
      adminFee: 250,
      minAmount: 0,
      maxAmount: 150_000,
      sortOrder: 0,
      disabled: false,
    });
  });

  it('refuses months that are not numbers before sending anything', async () => {
    signInAs(createStaff('admin'));
    const api = mockAdminApi({ 'GET /api/admin/installment-plans': ok([]) });
    renderAdmin('/admin/installment-plans');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New installment plan' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Provider \(English\)/), 'Bank');
    await user.type(dialog.getByLabelText(/^Provider \(Arabic\)/), 'بنك');
    await user.type(dialog.getByLabelText(/^Months/), 'six');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Enter a number.')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/installment-plans')).toEqual([]);
  });

  it('shows a moderator the plans in Arabic, with nothing to change', async () => {
    await setLanguage('ar', i18n);
    signInAs(createStaff('moderator'));
    mockAdminApi({ 'GET /api/admin/installment-plans': ok([nbe, valu]) });
    renderAdmin('/admin/installment-plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'خطط التقسيط' })).toBeInTheDocument();
    const bank = (await screen.findByText('البنك الأهلي المصري')).closest('tr')!;
    expect(within(bank).getByText('6، 12')).toBeInTheDocument();
    expect(within(bank).getByText('بدون فوائد')).toBeInTheDocument();
    expect(within(screen.getByText('ڤاليو').closest('tr')!).getByText('موقوفة')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'خطة تقسيط جديدة' })).toBeNull();
  });
});
