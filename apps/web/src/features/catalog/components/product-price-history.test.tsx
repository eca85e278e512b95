import type { PriceHistory } from '@kahraba/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProductPriceBlock } from './product-price-block';
import { ProductPriceHistory } from './product-price-history';

const DAY = 24 * 60 * 60 * 1000;
const asOf = '2026-11-22T10:00:00.000Z';
const daysAgo = (days: number) => new Date(new Date(asOf).getTime() - days * DAY).toISOString();

/** On sale at 17 000 for 10 days, after 20 000 since well before the chart began. */
const backedSale: PriceHistory = {
  productId: 'p1',
  asOf,
  days: 90,
  points: [
    { price: 20_000, recordedAt: daysAgo(120) },
    { price: 16_500, recordedAt: daysAgo(25) },
    { price: 17_000, recordedAt: daysAgo(10) },
  ],
};
const onSale = { price: 20_000, priceAfterDiscount: 17_000 };

afterEach(async () => {
  await setLanguage('en', i18n);
});

describe('ProductPriceHistory', () => {
  it('draws the last 90 days with a summary in words and a table of the prices', () => {
    renderWithProviders(<ProductPriceHistory history={backedSale} status="success" />);
    const section = screen.getByRole('region', { name: /Price history/ });
    const chart = within(section).getByRole('img', { name: 'Prices over the last 90 days' });
    expect(chart).toHaveAccessibleDescription(
      /^Over the last 90 days: highest EGP\s20,000, lowest EGP\s16,500, now EGP\s17,000\.$/,
    );
    expect(chart.querySelector('path')?.getAttribute('d')).toMatch(/^M0\.0 /);
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Aug 24, 2026EGP\s20,000$/),
      expect.stringMatching(/^Oct 28, 2026EGP\s16,500$/),
      expect.stringMatching(/^Nov 12, 2026EGP\s17,000$/),
    ]);
  });

  it('says from when a younger history is known, and a price that never moved', () => {
    const young = { ...backedSale, points: [{ price: 999, recordedAt: daysAgo(5) }] };
    renderWithProviders(<ProductPriceHistory history={young} status="success" />);
    expect(screen.getByTestId('price-history-summary')).toHaveTextContent(
      /^Since Nov 17, 2026 the price has stayed at EGP\s999\.$/,
    );
  });

  it('keeps its place while loading and says so when the history cannot be loaded', () => {
    const { unmount } = renderWithProviders(<ProductPriceHistory history={undefined} status="pending" />);
    expect(screen.getByTestId('price-history')).toHaveTextContent('Loading price history…');
    unmount();
    renderWithProviders(<ProductPriceHistory history={undefined} status="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The price history could not be loaded.');
  });

  it('speaks Arabic on an Arabic page, its chart mirrored to run right to left', async () => {
    await setLanguage('ar', i18n);
    renderWithProviders(<ProductPriceHistory history={backedSale} status="success" />);
    const section = screen.getByRole('region', { name: /تاريخ السعر/ });
    const chart = within(section).getByRole('img', { name: 'الأسعار خلال آخر 90 يومًا' });
    expect(chart).toHaveClass('rtl:-scale-x-100');
    expect(screen.getByTestId('price-history-summary')).toHaveTextContent(
      /^خلال آخر 90 يومًا: الأعلى .*20,000.*، والأقل .*16,500.*، والآن .*17,000.*$/,
    );
    expect(within(section).getByRole('columnheader', { name: 'السعر' })).toBeInTheDocument();
  });
});

describe('ProductPriceBlock', () => {
  it('shows a backed discount with the lowest price of the last 30 days beside it', () => {
    renderWithProviders(<ProductPriceBlock product={onSale} history={backedSale} />);
    const block = screen.getByTestId('product-price');
    expect(within(block).getByText('15% off')).toBeInTheDocument();
    expect(block).toHaveTextContent(/You save EGP\s3,000/);
    expect(screen.getByTestId('lowest-price-30')).toHaveTextContent(
      /^Lowest price in the last 30 days: EGP\s16,500$/,
    );
  });

  it('does not strike through a price the product never sold at for two weeks', () => {
    const inflated = {
      ...backedSale,
      points: [
        { price: 17_000, recordedAt: daysAgo(120) },
        { price: 20_000, recordedAt: daysAgo(15) },
        { price: 17_000, recordedAt: daysAgo(5) },
      ],
    };
    renderWithProviders(<ProductPriceBlock product={onSale} history={inflated} />);
    const block = screen.getByTestId('product-price');
    expect(block).toHaveTextContent(/^Price\s*EGP\s17,000$/);
    expect(block.querySelector('s')).toBeNull();
    expect(screen.queryByTestId('lowest-price-30')).toBeNull();
  });

  it('says the lowest price in Arabic', async () => {
    await setLanguage('ar', i18n);
    renderWithProviders(<ProductPriceBlock product={onSale} history={backedSale} />);
    expect(screen.getByTestId('lowest-price-30')).toHaveTextContent(/^أقل سعر خلال آخر 30 يومًا: .*16,500/);
  });
});
