import type { Order } from '@kahraba/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { OrderTimeline } from './order-timeline';

const placedAt = '2026-11-22T10:00:00.000Z';
const history: NonNullable<Order['history']> = [
  { status: 'pending', at: placedAt, note: null, trackingNumber: null },
  { status: 'processing', at: '2026-11-22T12:30:00.000Z', note: null, trackingNumber: null },
  { status: 'shipped', at: '2026-11-23T08:05:00.000Z', note: null, trackingNumber: 'BOSTA-7781234' },
];

const stepsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => [item.dataset.state, item.getAttribute('aria-current')]);

afterEach(async () => {
  await setLanguage('en');
});

describe('OrderTimeline', () => {
  it('lists the steps reached with their Cairo times, the tracking number, and delivery as not yet', async () => {
    renderWithProviders(<OrderTimeline order={{ status: 'shipped', createdAt: placedAt, history }} />);
    const list = await screen.findByRole('list');
    expect(screen.getByRole('heading', { name: 'Order progress' })).toBeInTheDocument();
    expect(list.tagName).toBe('OL');
    expect(stepsOf(list)).toEqual([
      ['done', null],
      ['done', null],
      ['current', 'step'],
      ['pending', null],
    ]);
    const [placed, prepared, shipped, delivered] = within(list).getAllByRole('listitem');
    expect(placed).toHaveTextContent('Order placed');
    // 10:00 UTC is 12:00 PM in Cairo; 08:05 UTC the next day is 10:05 AM.
    expect(placed).toHaveTextContent(/November 22, 2026 at 12:00\sPM/);
    expect(prepared).toHaveTextContent('Being prepared');
    expect(shipped).toHaveTextContent(/10:05\sAM/);
    expect(shipped).toHaveTextContent('Tracking number: BOSTA-7781234');
    expect(within(shipped!).getByText('BOSTA-7781234').tagName).toBe('BDI');
    expect(delivered).toHaveTextContent('Delivered');
    expect(delivered).toHaveTextContent('Not yet');
    expect(within(delivered!).queryByRole('time')).toBeNull();
  });

  it('ends a cancelled order at the cancel, with nothing ahead', async () => {
    renderWithProviders(
      <OrderTimeline
        order={{
          status: 'cancelled',
          createdAt: placedAt,
          history: [
            history[0]!,
            { status: 'cancelled', at: '2026-11-22T11:00:00.000Z', note: null, trackingNumber: null },
          ],
        }}
      />,
    );
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Order placed'),
      expect.stringContaining('Order cancelled'),
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
  });

  it('reads in Arabic with Arabic month names and Western digits', async () => {
    await setLanguage('ar');
    renderWithProviders(<OrderTimeline order={{ status: 'shipped', createdAt: placedAt, history }} />);
    expect(await screen.findByRole('heading', { name: 'مراحل الطلب' })).toBeInTheDocument();
    const [placed, , shipped, delivered] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(placed).toHaveTextContent('تم تقديم الطلب');
    expect(placed).toHaveTextContent(/22 نوفمبر 2026/);
    expect(placed).toHaveTextContent(/12:00/);
    expect(placed?.textContent).not.toMatch(/[٠-٩]/);
    expect(shipped).toHaveTextContent('رقم التتبع: BOSTA-7781234');
    expect(delivered).toHaveTextContent('لم يتم بعد');
  });
});
