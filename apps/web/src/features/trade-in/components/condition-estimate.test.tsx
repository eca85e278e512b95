import type { TradeInCondition, TradeInType } from '@kahraba/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { mockApi, success } from '../../../shared/products/testing/product-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ConditionEstimate } from './condition-estimate';

/** Mobile ranges as the seeded table gives them. */
const RANGES: Record<TradeInCondition, [number, number]> = {
  excellent: [4000, 30_000],
  good: [3200, 24_000],
  fair: [2400, 18_000],
  poor: [1400, 10_500],
};

function estimateApi({ none = false } = {}) {
  return mockApi(({ url }) => {
    if (url.pathname !== '/api/tradein/estimate') return undefined;
    const type = url.searchParams.get('type') as TradeInType;
    const condition = url.searchParams.get('condition') as TradeInCondition;
    const [min, max] = RANGES[condition];
    return success({ estimate: none ? null : { type, condition, min, max } });
  });
}

function Harness({ productType }: { productType: TradeInType | null }) {
  const [condition, setCondition] = useState<TradeInCondition | null>(null);
  return (
    <ConditionEstimate productType={productType} condition={condition} model={null} onChange={setCondition} />
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en', i18n);
});

describe('ConditionEstimate', () => {
  it('asks for the condition, then shows the estimated credit range for it', async () => {
    const { requests } = estimateApi();
    renderWithProviders(<Harness productType="Mobile" />);
    expect(screen.getByText('Choose the condition to see the estimated credit.')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'excellent',
      'good',
      'fair',
      'poor',
    ]);

    await userEvent.click(screen.getByRole('radio', { name: /^Good/ }));
    expect(await screen.findByTestId('trade-in-estimate')).toHaveTextContent(
      /^Estimated credit: EGP\s3,200 to EGP\s24,000$/,
    );
    expect(requests.at(-1)?.url.searchParams.toString()).toBe('type=Mobile&condition=good');

    await userEvent.click(screen.getByRole('radio', { name: /^Poor/ }));
    expect(await screen.findByTestId('trade-in-estimate')).toHaveTextContent('EGP 1,400 to EGP 10,500');
  });

  it('says when there is no estimate for the type, and waits for a type first', async () => {
    estimateApi({ none: true });
    const { unmount } = renderWithProviders(<Harness productType={null} />);
    expect(screen.getByText('Choose the product type to see an estimate.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness productType="Garmin" />);
    await userEvent.click(screen.getByRole('radio', { name: /^Fair/ }));
    expect(await screen.findByText(/We have no estimate for this type yet/)).toBeInTheDocument();
  });

  it('reads in Arabic, with Western digits', async () => {
    await setLanguage('ar', i18n);
    estimateApi();
    renderWithProviders(<Harness productType="Mobile" />);
    expect(screen.getByRole('group', { name: '4. حالة الجهاز والقيمة التقديرية' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^جيدة/ }));
    const estimate = await screen.findByTestId('trade-in-estimate');
    expect(estimate).toHaveTextContent(/^القيمة التقديرية: من .*3,200.* إلى .*24,000/);
  });
});
