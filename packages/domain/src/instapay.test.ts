import { describe, expect, it } from 'vitest';
import { INSTAPAY_PAYMENT_HOURS, instapayDeadline, instapayReference } from './instapay.js';

describe('InstaPay payment details', () => {
  it('gives a day from the moment the order was placed', () => {
    expect(INSTAPAY_PAYMENT_HOURS).toBe(24);
    expect(instapayDeadline('2026-11-28T21:30:00.000Z').toISOString()).toBe('2026-11-29T21:30:00.000Z');
  });

  it('asks for the order number as the reference, or the id of an order without one', () => {
    expect(instapayReference({ orderNumber: 'KH-2026-000123', _id: 'a1' })).toBe('KH-2026-000123');
    expect(instapayReference({ orderNumber: '', _id: 'a1' })).toBe('a1');
  });
});
