import { describe, expect, it } from 'vitest';
import {
  accountUpdatePayloadSchema,
  adminOrderListQuerySchema,
  adminProductListQuerySchema,
  dashboardQuerySchema,
  orderStatusPayloadSchema,
  productWritePayloadSchema,
  stockAdjustmentPayloadSchema,
  tradeInDecisionPayloadSchema,
} from './admin.js';

const phone = {
  name: 'Galaxy S25',
  brand: 'Samsung',
  category: 'Mobile',
  productType: 'MobileTablet',
  price: 45_000,
  specs: { deviceType: 'Mobile', ram: '12GB' },
  images: ['/media/uploads/abc-800.webp'],
} as const;

const issueMessages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('productWritePayloadSchema', () => {
  it('accepts a product of a type its category has, filling the defaults', () => {
    const parsed = productWritePayloadSchema.parse(phone);
    expect(parsed).toMatchObject({ quantity: 0, isExclusive: false, priceAfterDiscount: null, nameAr: null });
  });

  it('refuses a type the category does not have', () => {
    expect(issueMessages(productWritePayloadSchema.safeParse({ ...phone, productType: 'Laptop' }))).toContain(
      'typeNotInCategory',
    );
  });

  it('refuses spec fields the product type does not have', () => {
    const result = productWritePayloadSchema.safeParse({ ...phone, specs: { processor: 'M4' } });
    expect(issueMessages(result)).toContain('unknownSpec');
  });

  it('refuses a discounted price that is not lower than the price', () => {
    const result = productWritePayloadSchema.safeParse({ ...phone, priceAfterDiscount: 45_000 });
    expect(issueMessages(result)).toContain('discountNotLower');
  });

  it('needs at least one image, and only paths under /media without "..".', () => {
    expect(issueMessages(productWritePayloadSchema.safeParse({ ...phone, images: [] }))).toContain(
      'imageRequired',
    );
    expect(productWritePayloadSchema.safeParse({ ...phone, images: ['/media/../etc/passwd'] }).success).toBe(
      false,
    );
    expect(
      productWritePayloadSchema.safeParse({ ...phone, images: ['https://cdn.example/x.jpg'] }).success,
    ).toBe(false);
  });

  it('needs a condition for a used product', () => {
    expect(issueMessages(productWritePayloadSchema.safeParse({ ...phone, used: true }))).toContain(
      'usedStatusRequired',
    );
  });
});

describe('stockAdjustmentPayloadSchema', () => {
  it('needs a non-zero whole change and a reason', () => {
    expect(
      stockAdjustmentPayloadSchema.safeParse({ delta: 5, reason: 'Delivery from Samsung' }).success,
    ).toBe(true);
    expect(stockAdjustmentPayloadSchema.safeParse({ delta: 0, reason: 'x' }).success).toBe(false);
    expect(stockAdjustmentPayloadSchema.safeParse({ delta: 1.5, reason: 'x' }).success).toBe(false);
    expect(stockAdjustmentPayloadSchema.safeParse({ delta: -2, reason: '  ' }).success).toBe(false);
  });
});

describe('orderStatusPayloadSchema', () => {
  it('takes a trimmed tracking number and a note with the move to shipped', () => {
    expect(
      orderStatusPayloadSchema.parse({
        status: 'shipped',
        trackingNumber: ' ARAMEX-55120 ',
        note: ' Fragile ',
      }),
    ).toEqual({ status: 'shipped', trackingNumber: 'ARAMEX-55120', note: 'Fragile' });
  });

  it.each([
    [{ status: 'processing', trackingNumber: 'ARAMEX-55120' }, 'trackingNumberOnlyWhenShipped'],
    [{ status: 'shipped' }, 'TRACKING_NUMBER_REQUIRED'],
    [{ status: 'shipped', trackingNumber: '' }, 'TRACKING_NUMBER_REQUIRED'],
    [{ status: 'shipped', trackingNumber: 'AB1' }, 'trackingNumberShort'],
    [{ status: 'shipped', trackingNumber: 'ARAMEX 55120' }, 'trackingNumberInvalid'],
    [{ status: 'shipped', trackingNumber: '-ARAMEX' }, 'trackingNumberInvalid'],
    [{ status: 'shipped', trackingNumber: 'A'.repeat(41) }, 'trackingNumberLong'],
  ])('refuses %j (%s)', (payload, message) => {
    const result = orderStatusPayloadSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('tradeInDecisionPayloadSchema', () => {
  it('approves with a positive credit or rejects with a reason', () => {
    expect(tradeInDecisionPayloadSchema.safeParse({ decision: 'approve', offeredCredit: 5000 }).success).toBe(
      true,
    );
    expect(tradeInDecisionPayloadSchema.safeParse({ decision: 'approve', offeredCredit: 0 }).success).toBe(
      false,
    );
    expect(
      tradeInDecisionPayloadSchema.safeParse({ decision: 'reject', reason: 'Screen cracked' }).success,
    ).toBe(true);
    expect(tradeInDecisionPayloadSchema.safeParse({ decision: 'reject', reason: '' }).success).toBe(false);
  });
});

describe('list queries', () => {
  it('reads the low-stock filter and the stock sorts on top of the shopper filters', () => {
    const q = adminProductListQuerySchema.parse({ lowStock: 'true', sort: 'stock-asc', category: 'Mobile' });
    expect(q).toMatchObject({ lowStock: true, sort: 'stock-asc', category: 'Mobile', page: 1 });
  });

  it('refuses an order date range that ends before it starts', () => {
    expect(adminOrderListQuerySchema.safeParse({ from: '2026-11-10', to: '2026-11-01' }).success).toBe(false);
    expect(adminOrderListQuerySchema.parse({ from: '', status: '' })).toMatchObject({
      sort: 'newest',
      page: 1,
    });
  });

  it('caps the dashboard range at a year', () => {
    expect(dashboardQuerySchema.safeParse({ from: '2025-01-01', to: '2026-11-22' }).success).toBe(false);
    expect(dashboardQuerySchema.safeParse({ from: '2026-10-23', to: '2026-11-22' }).success).toBe(true);
  });

  it('needs something to change on an account', () => {
    expect(accountUpdatePayloadSchema.safeParse({}).success).toBe(false);
    expect(accountUpdatePayloadSchema.safeParse({ disabled: true }).success).toBe(true);
  });
});
