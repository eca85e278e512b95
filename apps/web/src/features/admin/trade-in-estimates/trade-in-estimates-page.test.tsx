import type { TradeInEstimateTable } from '@kahraba/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { adminTradeIn } from '../testing/admin-fixtures';
import { createStaff, mockAdminApi, ok, renderAdmin, signInAs } from '../testing/admin-test-utils';

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

const table: TradeInEstimateTable = {
  ranges: [
    { type: 'Mobile', min: 4000, max: 30_000 },
    { type: 'Laptop', min: 5000, max: 35_000 },
  ],
  factors: { excellent: 1, good: 0.8, fair: 0.6, poor: 0.35 },
};

describe('trade-in estimates', () => {
  it('lets an admin change a range and a factor and saves the whole table', async () => {
    signInAs(createStaff('admin'));
    const api = mockAdminApi({
      'GET /api/admin/trade-in-estimates': ok(table),
      'PUT /api/admin/trade-in-estimates': (request) => ok(request.body),
    });
    renderAdmin('/admin/trade-in-estimates');
    const user = userEvent.setup();
    const mobileMax = await screen.findByRole('textbox', { name: 'To, Mobile' });
    expect(mobileMax).toHaveValue('30000');
    await user.clear(mobileMax);
    await user.type(mobileMax, '32000');
    await user.type(screen.getByRole('textbox', { name: 'From, Tablet' }), '3000');
    await user.type(screen.getByRole('textbox', { name: 'To, Tablet' }), '20000');
    const good = screen.getByRole('textbox', { name: 'Factor, Good' });
    await user.clear(good);
    await user.type(good, '0.75');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/trade-in-estimates')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/trade-in-estimates')[0]?.body).toEqual({
      ranges: [
        { type: 'Mobile', min: 4000, max: 32_000 },
        { type: 'Tablet', min: 3000, max: 20_000 },
        { type: 'Laptop', min: 5000, max: 35_000 },
      ],
      factors: { excellent: 1, good: 0.75, fair: 0.6, poor: 0.35 },
    });
    expect(await screen.findByText('The estimates are saved.')).toBeInTheDocument();
  });

  it('says what is wrong and sends nothing: a worse condition worth more, a reversed range', async () => {
    signInAs(createStaff('admin'));
    const api = mockAdminApi({ 'GET /api/admin/trade-in-estimates': ok(table) });
    renderAdmin('/admin/trade-in-estimates');
    const user = userEvent.setup();
    const poor = await screen.findByRole('textbox', { name: 'Factor, Poor' });
    await user.clear(poor);
    await user.type(poor, '0.9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A worse condition keeps more than a better one.');
    await user.clear(poor);
    await user.type(poor, '0.3');
    await user.type(screen.getByRole('textbox', { name: 'From, Tablet' }), '9000');
    await user.type(screen.getByRole('textbox', { name: 'To, Tablet' }), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tablet: the lower end is above the upper end.');
    expect(api.calls('PUT /api/admin/trade-in-estimates')).toEqual([]);
  });

  it('shows a moderator the table in Arabic, read only', async () => {
    await setLanguage('ar', i18n);
    signInAs(createStaff('moderator'));
    mockAdminApi({ 'GET /api/admin/trade-in-estimates': ok(table) });
    renderAdmin('/admin/trade-in-estimates');
    expect(await screen.findByRole('heading', { level: 1, name: 'تقديرات الاستبدال' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'المعامل، جيدة' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'حفظ' })).toBeNull();
  });
});

describe('trade-in detail', () => {
  it('shows staff the condition the shopper gave and the estimate they were shown', async () => {
    signInAs(createStaff('moderator'));
    const tradeIn = adminTradeIn({ condition: 'fair', estimate: { min: 2400, max: 18_000 } });
    mockAdminApi({ [`GET /api/admin/tradeins/${tradeIn._id}`]: ok(tradeIn) });
    renderAdmin(`/admin/trade-ins/${tradeIn._id}`);
    const panel = await screen.findByTestId('trade-in-condition');
    expect(panel).toHaveTextContent('Fair');
    expect(panel).toHaveTextContent('The shopper was shown an estimated credit of EGP 2,400 to EGP 18,000.');
  });

  it('says so when the shopper gave no condition, in Arabic', async () => {
    await setLanguage('ar', i18n);
    signInAs(createStaff('admin'));
    const tradeIn = adminTradeIn({ condition: null, estimate: null });
    mockAdminApi({ [`GET /api/admin/tradeins/${tradeIn._id}`]: ok(tradeIn) });
    renderAdmin(`/admin/trade-ins/${tradeIn._id}`);
    expect(await screen.findByTestId('trade-in-condition')).toHaveTextContent('لم يحدد العميل حالة الجهاز.');
  });
});
