import { describe, expect, it } from 'vitest';
import {
  can,
  canTransitionOrder,
  isStaffRole,
  nextOrderStatuses,
  ORDER_TRANSITIONS,
  STAFF_PERMISSIONS,
} from './staff.js';
import { ORDER_STATUSES } from './taxonomy.js';

describe('can', () => {
  it('gives admins every permission', () => {
    for (const permission of Object.keys(STAFF_PERMISSIONS) as (keyof typeof STAFF_PERMISSIONS)[]) {
      expect(can('admin', permission)).toBe(true);
    }
  });

  it('lets moderators run orders, trade-ins and chat but only read the catalog', () => {
    expect(can('moderator', 'orders.manage')).toBe(true);
    expect(can('moderator', 'tradeIns.manage')).toBe(true);
    expect(can('moderator', 'chat.manage')).toBe(true);
    expect(can('moderator', 'catalog.read')).toBe(true);
    expect(can('moderator', 'dashboard.read')).toBe(true);
    expect(can('moderator', 'catalog.write')).toBe(false);
    expect(can('moderator', 'dealers.write')).toBe(false);
    expect(can('moderator', 'staff.manage')).toBe(false);
    expect(can('moderator', 'audit.read')).toBe(false);
  });

  it('gives shoppers and guests nothing', () => {
    for (const permission of Object.keys(STAFF_PERMISSIONS) as (keyof typeof STAFF_PERMISSIONS)[]) {
      expect(can('user', permission)).toBe(false);
      expect(can(null, permission)).toBe(false);
    }
  });

  it('knows which roles are staff', () => {
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('moderator')).toBe(true);
    expect(isStaffRole('user')).toBe(false);
  });
});

describe('order transitions', () => {
  const legal = [
    ['pending', 'processing'],
    ['processing', 'shipped'],
    ['shipped', 'delivered'],
    ['pending', 'cancelled'],
    ['processing', 'cancelled'],
  ] as const;

  it.each(legal)('allows %s → %s', (from, to) => {
    expect(canTransitionOrder(from, to)).toBe(true);
  });

  it('refuses every other move, including staying put and going back', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const expected = legal.some(([f, t]) => f === from && t === to);
        expect(canTransitionOrder(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('has final statuses with no way out', () => {
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
