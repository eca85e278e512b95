import type { DeliveryZone } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { createStaff, mockAdminApi, ok, renderAdmin, signInAs } from '../testing/admin-test-utils';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

const giza: DeliveryZone = {
  governorate: { id: 'giza', name: { en: 'Giza', ar: 'الجيزة' } },
  standard: { fee: 50, minDays: 1, maxDays: 2 },
  express: { fee: 90, minDays: 1, maxDays: 1 },
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const redSea: DeliveryZone = {
  governorate: { id: 'red-sea', name: { en: 'Red Sea', ar: 'البحر الأحمر' } },
  standard: { fee: 120, minDays: 5, maxDays: 7 },
  express: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('delivery zones in the console', () => {
  it('lists each governorate’s fees and days, with express where offered', async () => {
    signInAs(createStaff('admin'));
    mockAdminApi({ 'GET /api/admin/delivery-zones': ok([giza, redSea]) });
    renderAdmin('/admin/delivery-zones');
    const row = (await screen.findByText('Giza')).closest('tr')!;
    expect(within(row).getByText('EGP 50')).toBeInTheDocument();
    expect(within(row).getByText('1-2 days')).toBeInTheDocument();
    expect(within(row).getByText('1 day')).toBeInTheDocument();
    const far = screen.getByText('Red Sea').closest('tr')!;
    expect(within(far).getByText('Not offered')).toBeInTheDocument();
    expect(screen.getByText(/orders after 4 PM Cairo time count from the next day/)).toBeInTheDocument();
  });

  it('lets an admin change a zone and stop offering express there', async () => {
    signInAs(createStaff('admin'));
    const api = mockAdminApi({
      'GET /api/admin/delivery-zones': ok([giza]),
      'PUT /api/admin/delivery-zones/giza': ok({ ...giza, express: null }),
    });
    renderAdmin('/admin/delivery-zones');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit delivery to Giza' }));
    const dialog = within(await screen.findByRole('dialog'));
    const [fee] = dialog.getAllByLabelText(/^Fee/);
    await user.clear(fee!);
    await user.type(fee!, '45');
    const [, most] = dialog.getAllByLabelText(/^Most days/);
    await user.clear(most!);
    await user.type(most!, '0');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/delivery-zones/giza')).toHaveLength(0);

    await user.click(dialog.getByLabelText('Offer express delivery here'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('PUT /api/admin/delivery-zones/giza')[0]?.body).toEqual({
      standard: { fee: 45, minDays: 1, maxDays: 2 },
      express: null,
    });
  });

  it('shows a moderator the zones in Arabic, with nothing to change', async () => {
    await setLanguage('ar', i18n);
    signInAs(createStaff('moderator'));
    mockAdminApi({ 'GET /api/admin/delivery-zones': ok([giza, redSea]) });
    renderAdmin('/admin/delivery-zones');
    expect(await screen.findByRole('heading', { level: 1, name: 'مناطق التوصيل' })).toBeInTheDocument();
    const row = (await screen.findByText('الجيزة')).closest('tr')!;
    expect(within(row).getByText('يوم واحد')).toBeInTheDocument();
    expect(within(screen.getByText('البحر الأحمر').closest('tr')!).getByText('غير متاح')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /تعديل/ })).toBeNull();
    expect(screen.getByText(/والطلبات بعد الساعة 4 م بتوقيت القاهرة/)).toBeInTheDocument();
  });
});
