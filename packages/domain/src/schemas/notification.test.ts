import { describe, expect, it } from 'vitest';
import {
  notificationListQuerySchema,
  notificationSchema,
  notificationSettingsPayloadSchema,
  notificationsReadAllPayloadSchema,
} from './notification.js';

const common = { _id: 'n1', id: 'n1', read: false, createdAt: '2026-11-20T10:00:00.123456Z' };

describe('notificationSchema', () => {
  it('takes each kind with the figures it is drawn from', () => {
    const drop = notificationSchema.parse({
      ...common,
      kind: 'price-drop',
      data: { productId: 'p1', name: 'Pixel 9', nameAr: null, oldPrice: 20_000, newPrice: 18_500 },
    });
    expect(drop.kind).toBe('price-drop');
  });

  it('refuses an entry whose figures do not fit its kind', () => {
    expect(
      notificationSchema.safeParse({ ...common, kind: 'order-shipped', data: { count: 2 } }).success,
    ).toBe(false);
    expect(notificationSchema.safeParse({ ...common, kind: 'birthday', data: {} }).success).toBe(false);
  });
});

describe('notification payloads', () => {
  it('bounds a page of the list', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(notificationListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(notificationListQuerySchema.safeParse({ before: 'yesterday' }).success).toBe(false);
  });

  it('marks all read, never all unread', () => {
    expect(notificationsReadAllPayloadSchema.safeParse({ read: true }).success).toBe(true);
    expect(notificationsReadAllPayloadSchema.safeParse({ read: false }).success).toBe(false);
  });

  it('has no setting that turns the order messages off', () => {
    expect(notificationSettingsPayloadSchema.safeParse({ priceAlerts: false }).success).toBe(true);
    expect(notificationSettingsPayloadSchema.safeParse({ orders: false }).success).toBe(false);
  });
});
