import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTALLMENT_MONTHS,
  DEFAULT_INSTALLMENT_SELECTION,
  INSTAPAY_NUMBERS,
  LIMITS,
  PICKUP_HOURS,
  SHIPPING_FEES,
} from './limits.js';

describe('limits', () => {
  it('charges express shipping more than standard', () => {
    expect(SHIPPING_FEES).toEqual({ standard: 100, express: 200 });
  });

  it('preselects an installment plan that is offered', () => {
    expect(DEFAULT_INSTALLMENT_MONTHS).toContain(DEFAULT_INSTALLMENT_SELECTION);
  });

  it('lists InstaPay numbers that are Egyptian mobile numbers', () => {
    expect(INSTAPAY_NUMBERS).toHaveLength(2);
    for (const n of INSTAPAY_NUMBERS) expect(n).toMatch(/^01[0125]\d{8}$/);
  });

  it('opens pickup in the morning and closes it in the afternoon', () => {
    expect(PICKUP_HOURS.from).toBeLessThan(PICKUP_HOURS.to);
  });

  it('keeps the default page size within the maximum', () => {
    expect(LIMITS.pageSizeDefault).toBeLessThanOrEqual(LIMITS.pageSizeMax);
    expect(LIMITS.chatTodayHours).toBeLessThan(LIMITS.chatYesterdayHours);
  });
});
