import type { DeliveryQuote } from '@kahraba/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { i18n, setLanguage } from '../i18n/i18n';
import { DeliveryLine } from './delivery-line';
import { PromisedDelivery } from './promised-delivery';

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

describe('DeliveryLine', () => {
  it('says by when standard delivery reaches the governorate, and its fee', () => {
    renderWithProviders(<DeliveryLine quote={giza} />);
    const line = screen.getByTestId('delivery-line');
    expect(line).toHaveTextContent('Delivered to Giza by Saturday, Nov 28');
    expect(line).toHaveTextContent('(delivery EGP 50)');
  });

  it('reads in Arabic with Arabic names, Western digits and no Latin word', async () => {
    await setLanguage('ar', i18n);
    renderWithProviders(<DeliveryLine quote={giza} />);
    const line = screen.getByTestId('delivery-line');
    expect(line).toHaveTextContent('يصل إلى الجيزة بحلول السبت، 28 نوفمبر');
    expect(line.textContent).not.toMatch(/[A-Za-z]/);
    expect(line.textContent).not.toMatch(/[٠-٩]/);
  });
});

describe('PromisedDelivery', () => {
  it('shows the window an order was promised, as one day when it is one', async () => {
    const { unmount } = renderWithProviders(
      <PromisedDelivery delivery={{ earliest: '2026-11-28', latest: '2026-11-29' }} status="shipped" />,
    );
    expect(screen.getByTestId('order-delivery')).toHaveTextContent(
      'Arrives between Saturday, Nov 28 and Sunday, Nov 29',
    );
    unmount();
    await setLanguage('ar', i18n);
    renderWithProviders(
      <PromisedDelivery delivery={{ earliest: '2026-11-28', latest: '2026-11-28' }} status="pending" />,
    );
    expect(screen.getByTestId('order-delivery')).toHaveTextContent('يصل يوم السبت، 28 نوفمبر');
  });

  it('shows nothing for an order placed before promises were kept', () => {
    renderWithProviders(<PromisedDelivery delivery={null} status="pending" />);
    expect(screen.queryByTestId('order-delivery')).toBeNull();
  });

  it.each(['cancelled', 'delivered'])('promises nothing for a %s order', (status) => {
    renderWithProviders(
      <PromisedDelivery delivery={{ earliest: '2026-11-28', latest: '2026-11-29' }} status={status} />,
    );
    expect(screen.queryByTestId('order-delivery')).toBeNull();
  });
});
