import type { AdminCoupon } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { createStaff, fail, mockAdminApi, ok, renderAdmin, signInAs } from '../testing/admin-test-utils';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

const ramadan: AdminCoupon = {
  _id: 'c1',
  code: 'RAMADAN10',
  kind: 'percent',
  value: 10,
  minSubtotal: 1000,
  expiresAt: '2027-03-31T21:59:59.999Z',
  maxUses: 100,
  maxUsesPerShopper: 1,
  category: 'Mobile',
  brand: null,
  disabled: false,
  usedCount: 7,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('discount codes', () => {
  it('lists the codes with their terms and uses', async () => {
    signInAs(createStaff('admin'));
    mockAdminApi({ 'GET /api/admin/coupons': ok([ramadan]) });
    renderAdmin('/admin/coupons');
    const row = (await screen.findByText('RAMADAN10')).closest('tr')!;
    expect(within(row).getByText('10% off')).toBeInTheDocument();
    expect(within(row).getByText('EGP 1,000')).toBeInTheDocument();
    expect(within(row).getByText('Mobiles')).toBeInTheDocument();
    expect(within(row).getByText('Mar 31, 2027')).toBeInTheDocument();
    expect(within(row).getByText('7 of 100')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('says a code used as often as it may be is used up, in both languages', async () => {
    signInAs(createStaff('admin'));
    mockAdminApi({ 'GET /api/admin/coupons': ok([{ ...ramadan, code: 'ONCE', maxUses: 1, usedCount: 1 }]) });
    renderAdmin('/admin/coupons');
    const row = (await screen.findByText('ONCE')).closest('tr')!;
    expect(within(row).getByText('1 of 1')).toBeInTheDocument();
    expect(within(row).getByText('Used up')).toBeInTheDocument();
    expect(within(row).queryByText('Active')).not.toBeInTheDocument();
    await setLanguage('ar', i18n);
    expect(await within(row).findByText('نفدت مرات استخدامه')).toBeInTheDocument();
  });

  it('lets an admin create a code, and says beside the code when it is taken', async () => {
    signInAs(createStaff('admin'));
    let attempts = 0;
    const api = mockAdminApi({
      'GET /api/admin/coupons': ok([]),
      'POST /api/admin/coupons': () =>
        ++attempts === 1
          ? fail(409, 'COUPON_CODE_TAKEN', 'A discount code with this name already exists.')
          : {
              status: 201,
              body: { status: 'success', data: { ...ramadan, code: 'EID500', kind: 'fixed', value: 500 } },
            },
    });
    renderAdmin('/admin/coupons');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New discount code' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText(/^Code/), 'eid500');
    await user.selectOptions(dialog.getByLabelText('Type'), 'fixed');
    await user.type(dialog.getByLabelText(/^Discount/), '500');
    await user.type(dialog.getByLabelText('Expires'), '2027-04-10');
    await user.selectOptions(dialog.getByLabelText('Only this category'), 'Audio');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('A discount code with this name already exists.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /api/admin/coupons')[1]?.body).toEqual({
      code: 'EID500',
      kind: 'fixed',
      value: 500,
      minSubtotal: 0,
      // The end of 10 April in Cairo (UTC+2 then).
      expiresAt: '2027-04-10T21:59:59.999Z',
      maxUses: null,
      maxUsesPerShopper: 1,
      category: 'Audio',
      brand: null,
      disabled: false,
    });
  });

  it('shows a moderator the codes in Arabic, with nothing to change', async () => {
    await setLanguage('ar', i18n);
    signInAs(createStaff('moderator'));
    mockAdminApi({ 'GET /api/admin/coupons': ok([{ ...ramadan, disabled: true }]) });
    renderAdmin('/admin/coupons');
    expect(await screen.findByRole('heading', { level: 1, name: 'أكواد الخصم' })).toBeInTheDocument();
    const row = (await screen.findByText('RAMADAN10')).closest('tr')!;
    expect(within(row).getByText('خصم 10%')).toBeInTheDocument();
    expect(within(row).getByText('موقوف')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'كود خصم جديد' })).toBeNull();
  });
});
