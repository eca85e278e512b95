import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_GOVERNORATE_COOKIE, writePageCookie } from '../../../shared/page-cookies';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HomeTrustStrip } from './home-trust-strip';

const giza = {
  governorate: { id: 'giza', name: { en: 'Giza', ar: 'الجيزة' } },
  method: 'standard',
  fee: 50,
  minDays: 2,
  maxDays: 3,
  earliest: '2026-11-30',
  latest: '2026-12-01',
};

afterEach(() => {
  vi.restoreAllMocks();
  writePageCookie(DELIVERY_GOVERNORATE_COOKIE, null);
});

describe('HomeTrustStrip', () => {
  it('says the shop delivers everywhere to a shopper who has chosen no governorate, asking nothing', async () => {
    const api = mockApi({});
    renderWithProviders(<HomeTrustStrip />);
    expect(await screen.findByText('Delivery to all 27 governorates')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("names the chosen governorate's delivery days once the page reads its cookie", async () => {
    writePageCookie(DELIVERY_GOVERNORATE_COOKIE, 'giza');
    mockApi({ '/api/delivery/quotes': { body: { status: 'success', data: { quotes: [giza] } } } });
    renderWithProviders(<HomeTrustStrip />);
    expect(await screen.findByText('Delivery to Giza in 2–3 days')).toBeInTheDocument();
  });
});
