import type { DeliveryQuote } from '@kahraba/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { i18n, setLanguage } from '../i18n/i18n';
import { TrustStrip } from './trust-strip';

const giza: DeliveryQuote = {
  governorate: { id: 'giza', name: { en: 'Giza', ar: 'الجيزة' } },
  method: 'standard',
  fee: 50,
  minDays: 1,
  maxDays: 2,
  earliest: '2026-11-26',
  latest: '2026-11-28',
};

afterEach(async () => {
  await setLanguage('en', i18n);
});

describe('TrustStrip', () => {
  it('promises warranty, delivery to the shopper’s governorate with its days, returns, cash on delivery and InstaPay', () => {
    renderWithProviders(<TrustStrip delivery={giza} />);
    const strip = screen.getByRole('region', { name: 'Why shop with Kahraba' });
    expect(strip).toHaveTextContent('Official agent warranty');
    expect(screen.getByRole('link', { name: 'Delivery to Giza in 1–2 days' })).toHaveAttribute(
      'href',
      '/shipping',
    );
    expect(screen.getByRole('link', { name: '14-day returns' })).toHaveAttribute('href', '/returns');
    expect(strip).toHaveTextContent('Cash on delivery');
    expect(strip).toHaveTextContent('Pay by InstaPay');
  });

  it('says the shop delivers everywhere until the governorate is known, and speaks Arabic', async () => {
    await setLanguage('ar', i18n);
    renderWithProviders(<TrustStrip />);
    expect(screen.getByText('توصيل لكل المحافظات السبع والعشرين')).toBeInTheDocument();
    expect(screen.getByText('استرجاع خلال 14 يومًا')).toBeInTheDocument();
  });
});
