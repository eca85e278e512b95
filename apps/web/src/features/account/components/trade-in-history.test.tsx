import { formatEgp } from '@kahraba/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../shared/i18n/i18n';
import { mockApi, renderPage } from '../../../test/mock-api';
import { TradeInHistory } from './trade-in-history';

const tradeIn = (overrides: Record<string, unknown>) => ({
  _id: 't1',
  user: 'u1',
  category: 'MobileTablet',
  productType: 'Mobile',
  specs: { name: 'iPhone 12' },
  replacement: 'p1',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  replacementProduct: {
    _id: 'p1',
    name: 'Galaxy S25',
    nameAr: 'جالاكسي S25',
    brand: 'Samsung',
    image: '/media/products/x.svg',
    price: 40_000,
    priceAfterDiscount: 30_000,
  },
  ...overrides,
});

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', i18n);
});

describe('TradeInHistory', () => {
  it('lists each request with device, replacement, status and date', async () => {
    mockApi({
      '/api/tradein/mine': {
        body: {
          status: 'success',
          data: [
            tradeIn({ _id: 't2', category: 'Gaming', productType: 'Gaming PC', status: 'approved' }),
            tradeIn({ _id: 't1' }),
            tradeIn({ _id: 't0', status: 'rejected', replacementProduct: null }),
          ],
        },
      },
    });
    renderPage(<TradeInHistory />);
    expect(await screen.findByText('Gaming · Gaming PC')).toBeInTheDocument();
    expect(screen.getAllByText('Mobile & Tablet · Mobile')).toHaveLength(2);
    expect(screen.getAllByText('Replacement: Galaxy S25')).toHaveLength(2);
    expect(screen.getByText('Replacement product no longer available')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getAllByText(/Submitted on .*2026/)).toHaveLength(3);
  });

  it('tells the shopper what was decided: the credit, the reason, or that it waits for review', async () => {
    mockApi({
      '/api/tradein/mine': {
        body: {
          status: 'success',
          data: [
            tradeIn({ _id: 't3', status: 'approved', offeredCredit: 1500, rejectReason: null }),
            tradeIn({
              _id: 't2',
              status: 'rejected',
              offeredCredit: null,
              rejectReason: 'The screen is cracked.',
            }),
            tradeIn({ _id: 't1', offeredCredit: null, rejectReason: null }),
          ],
        },
      },
    });
    renderPage(<TradeInHistory />);
    expect(await screen.findByText('Approved: you get EGP 1,500 off your replacement.')).toBeInTheDocument();
    expect(screen.getByText('Not accepted: The screen is cracked.')).toBeInTheDocument();
    expect(screen.getByText('Waiting for review by our team.')).toBeInTheDocument();
  });

  it('writes the outcome in Arabic with the credit in Egyptian pounds', async () => {
    await setLanguage('ar', i18n);
    mockApi({
      '/api/tradein/mine': {
        body: { status: 'success', data: [tradeIn({ status: 'approved', offeredCredit: 1500 })] },
      },
    });
    renderPage(<TradeInHistory />);
    // Testing Library reads the no-break space formatEgp puts after the number as a plain one.
    const credit = formatEgp(1500, 'ar').replace(/\s/g, ' ');
    expect(
      await screen.findByText(`تم القبول: تحصل على خصم ${credit} من المنتج البديل.`),
    ).toBeInTheDocument();
  });

  it('offers a first trade-in when there is none', async () => {
    mockApi({ '/api/tradein/mine': { body: { status: 'success', data: [] } } });
    renderPage(<TradeInHistory />);
    expect(await screen.findByRole('heading', { name: 'No trade-in requests yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a trade-in' })).toHaveAttribute('href', '/trade-in');
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({
      '/api/tradein/mine': {
        status: 500,
        body: { status: 'error', code: 'INTERNAL_ERROR', message: 'Boom' },
      },
    });
    renderPage(<TradeInHistory />);
    expect(
      await screen.findByRole('heading', { name: 'Failed to load your trade-in requests.' }),
    ).toBeInTheDocument();
  });
});
