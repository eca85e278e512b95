import { describe, expect, it } from 'vitest';
import {
  awaitsDelivery,
  canCancelOrder,
  cartTotals,
  displayOrderStatus,
  generateOrderNumber,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_PATTERN,
  orderDiscounts,
  orderTimeline,
  orderTotal,
  paymentMethodFor,
  shippingFee,
  statusBadgeTone,
} from './orders.js';

describe('paymentMethodFor', () => {
  it('sends InstaPay as card, cash as cash and pickup as bank transfer', () => {
    expect(paymentMethodFor('instapay')).toBe('card');
    expect(paymentMethodFor('cash')).toBe('cash');
    expect(paymentMethodFor('pickup')).toBe('bank_transfer');
  });
});

describe('shippingFee', () => {
  it('charges 100 EGP standard and 200 EGP express', () => {
    expect(shippingFee('standard')).toBe(100);
    expect(shippingFee('express')).toBe(200);
  });
});

describe('cartTotals', () => {
  it('sums unit price times quantity and applies the cart discount percent', () => {
    expect(
      cartTotals(
        [
          { unitPrice: 1000, quantity: 2 },
          { unitPrice: 499.5, quantity: 1 },
        ],
        10,
      ),
    ).toEqual({ total: 2499.5, totalAfterDiscount: 2249.55 });
  });

  it('adds prices without floating point drift', () => {
    expect(
      cartTotals(
        [
          { unitPrice: 0.1, quantity: 1 },
          { unitPrice: 0.2, quantity: 1 },
        ],
        0,
      ),
    ).toEqual({ total: 0.3, totalAfterDiscount: 0.3 });
  });

  it('rounds the discount to the piastre, half away from zero', () => {
    // 5% of 0.10 EGP is half a piastre.
    expect(cartTotals([{ unitPrice: 0.1, quantity: 1 }], 5)).toEqual({
      total: 0.1,
      totalAfterDiscount: 0.09,
    });
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([], 15)).toEqual({ total: 0, totalAfterDiscount: 0 });
  });

  it('keeps discounts between 0 and 100 percent', () => {
    const lines = [{ unitPrice: 100, quantity: 1 }];
    expect(cartTotals(lines, -20).totalAfterDiscount).toBe(100);
    expect(cartTotals(lines, 150).totalAfterDiscount).toBe(0);
    expect(cartTotals(lines, Number.NaN).totalAfterDiscount).toBe(100);
  });

  it('ignores lines with a broken quantity or price', () => {
    expect(
      cartTotals(
        [
          { unitPrice: 100, quantity: Number.NaN },
          { unitPrice: Number.NaN, quantity: 2 },
          { unitPrice: -5, quantity: 1 },
          { unitPrice: 50, quantity: 1 },
        ],
        0,
      ).total,
    ).toBe(50);
  });
});

describe('orderTotal', () => {
  it('adds the shipping fee to the cart total after discount', () => {
    expect(orderTotal({ totalAfterDiscount: 2249.55, shippingFee: 100 })).toBe(2349.55);
    expect(orderTotal({ totalAfterDiscount: 0.1, shippingFee: 200 })).toBe(200.1);
  });

  it("takes a discount code's amount off the goods, never off the shipping", () => {
    expect(orderTotal({ totalAfterDiscount: 1000.1, shippingFee: 100, couponDiscount: 0.2 })).toBe(1099.9);
    expect(orderTotal({ totalAfterDiscount: 50, shippingFee: 100, couponDiscount: 80 })).toBe(100);
  });
});

describe('order status', () => {
  it('lets only a pending order be cancelled', () => {
    expect(canCancelOrder('pending')).toBe(true);
    for (const s of ['processing', 'shipped', 'delivered', 'cancelled', 'unknown', '']) {
      expect(canCancelOrder(s)).toBe(false);
    }
  });

  it('shows an unknown status as processing', () => {
    expect(displayOrderStatus('on-hold')).toBe('processing');
    expect(displayOrderStatus('delivered')).toBe('delivered');
    expect(displayOrderStatus('shipped')).toBe('shipped');
  });

  it('colours delivered green, cancelled red, shipped blue and the rest yellow', () => {
    expect(statusBadgeTone('delivered')).toBe('green');
    expect(statusBadgeTone('cancelled')).toBe('red');
    expect(statusBadgeTone('shipped')).toBe('blue');
    expect(statusBadgeTone('pending')).toBe('yellow');
    expect(statusBadgeTone('processing')).toBe('yellow');
    expect(statusBadgeTone('refunded')).toBe('yellow');
  });
});

describe('generateOrderNumber', () => {
  const sequence = (...values: number[]) => {
    let i = 0;
    return () => values[i++ % values.length] ?? 0;
  };

  it('joins the Cairo date and six characters from the alphabet', () => {
    const n = generateOrderNumber(new Date('2026-11-22T10:00:00Z'), sequence(0, 0.999, 0.5, 0.25, 0.75, 0.1));
    expect(n).toBe('KH-20261122-2ZJAS5');
    expect(n).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('dates a late-evening order by the day in Cairo, not in UTC', () => {
    expect(generateOrderNumber(new Date('2026-11-22T23:30:00Z'), () => 0)).toBe('KH-20261123-222222');
  });

  it('never uses characters that read alike', () => {
    for (const c of '01OI') expect(ORDER_NUMBER_ALPHABET).not.toContain(c);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(ORDER_NUMBER_ALPHABET.length);
  });

  it('stays within the alphabet even if the random source returns 1', () => {
    expect(generateOrderNumber(new Date('2026-01-05T10:00:00Z'), () => 1)).toBe('KH-20260105-ZZZZZZ');
  });

  it('produces matching numbers from Math.random by default', () => {
    expect(generateOrderNumber(new Date())).toMatch(ORDER_NUMBER_PATTERN);
  });
});

describe('orderTimeline', () => {
  const placedAt = '2026-11-20T10:00:00.000Z';
  const at = (day: number) => `2026-11-2${day}T09:00:00.000Z`;
  const summary = (steps: ReturnType<typeof orderTimeline>) =>
    steps.map((s) => [s.status, s.state, s.at, s.trackingNumber]);

  it('shows a new order placed, with every later step pending', () => {
    expect(
      summary(
        orderTimeline({ status: 'pending', createdAt: placedAt }, [{ status: 'pending', at: placedAt }]),
      ),
    ).toEqual([
      ['pending', 'current', placedAt, null],
      ['processing', 'pending', null, null],
      ['shipped', 'pending', null, null],
      ['delivered', 'pending', null, null],
    ]);
  });

  it('marks the steps reached with their times and carries the tracking number on shipped', () => {
    const history = [
      { status: 'pending' as const, at: placedAt },
      { status: 'processing' as const, at: at(1) },
      { status: 'shipped' as const, at: at(2), trackingNumber: 'BOSTA-12345' },
    ];
    expect(summary(orderTimeline({ status: 'shipped', createdAt: placedAt }, history))).toEqual([
      ['pending', 'done', placedAt, null],
      ['processing', 'done', at(1), null],
      ['shipped', 'current', at(2), 'BOSTA-12345'],
      ['delivered', 'pending', null, null],
    ]);
  });

  it('draws every step of a delivered order done, the last one too', () => {
    const history = [
      { status: 'pending' as const, at: placedAt },
      { status: 'processing' as const, at: at(1) },
      { status: 'shipped' as const, at: at(2), trackingNumber: 'BOSTA-12345' },
      { status: 'delivered' as const, at: at(3) },
    ];
    expect(summary(orderTimeline({ status: 'delivered', createdAt: placedAt }, history))).toEqual([
      ['pending', 'done', placedAt, null],
      ['processing', 'done', at(1), null],
      ['shipped', 'done', at(2), 'BOSTA-12345'],
      ['delivered', 'done', at(3), null],
    ]);
  });

  it('ends a cancelled order at cancelled, with no steps ahead', () => {
    const history = [
      { status: 'pending' as const, at: placedAt },
      { status: 'processing' as const, at: at(1) },
      { status: 'cancelled' as const, at: at(2) },
    ];
    expect(summary(orderTimeline({ status: 'cancelled', createdAt: placedAt }, history))).toEqual([
      ['pending', 'done', placedAt, null],
      ['processing', 'done', at(1), null],
      ['cancelled', 'current', at(2), null],
    ]);
  });

  it('counts a status the history never recorded as reached, without a time', () => {
    expect(summary(orderTimeline({ status: 'shipped', createdAt: placedAt }, []))).toEqual([
      ['pending', 'done', placedAt, null],
      ['processing', 'done', null, null],
      ['shipped', 'current', null, null],
      ['delivered', 'pending', null, null],
    ]);
  });
});

describe('awaitsDelivery', () => {
  it('holds while the order is on its way, not once it is delivered or cancelled', () => {
    expect(['pending', 'processing', 'shipped'].every(awaitsDelivery)).toBe(true);
    expect(awaitsDelivery('delivered')).toBe(false);
    expect(awaitsDelivery('cancelled')).toBe(false);
  });
});

describe('orderDiscounts', () => {
  it('splits what came off an order into the percent discount and the code, adding up to the total', () => {
    const order = {
      subtotal: 57_999,
      shippingFee: 50,
      total: 52_249.1,
      coupon: { code: 'EID', discount: 500 },
    };
    const { percent, coupon } = orderDiscounts(order);
    expect(coupon).toBe(500);
    expect(percent).toBe(5_299.9);
    expect(order.subtotal - percent - coupon + order.shippingFee).toBeCloseTo(order.total, 2);
  });

  it('has nothing to split for an order without discounts', () => {
    expect(orderDiscounts({ subtotal: 1_000, shippingFee: 50, total: 1_050, coupon: null })).toEqual({
      percent: 0,
      coupon: 0,
    });
  });
});
