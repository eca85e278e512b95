import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  cairoDayAndHour,
  DEFAULT_DELIVERY_ZONES,
  DELIVERY_CUTOFF_HOUR,
  deliveryWindow,
  dispatchDay,
  FLAT_DELIVERY_TERMS,
  isFriday,
  termsFor,
} from './delivery.js';
import { GOVERNORATES } from './governorates.js';
import { orderTotal } from './orders.js';

// 2026-11-22 is a Sunday; Cairo is UTC+2 in November and UTC+3 in summer (daylight saving).

describe('cairoDayAndHour', () => {
  it('reads the day and hour on Cairo’s clock, not the server’s', () => {
    expect(cairoDayAndHour(new Date('2026-11-22T22:30:00Z'))).toEqual({ day: '2026-11-23', hour: 0 });
    expect(cairoDayAndHour(new Date('2026-07-01T21:30:00Z'))).toEqual({ day: '2026-07-02', hour: 0 });
  });
});

describe('addBusinessDays', () => {
  it('does not count Fridays', () => {
    expect(isFriday('2026-11-27')).toBe(true);
    // Thursday + 1 delivery day skips Friday to Saturday.
    expect(addBusinessDays('2026-11-26', 1)).toBe('2026-11-28');
    // Sunday + 5: Mon, Tue, Wed, Thu, (Fri skipped) Sat.
    expect(addBusinessDays('2026-11-22', 5)).toBe('2026-11-28');
    expect(addBusinessDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('counts the day after a Friday order as its first delivery day', () => {
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-28');
  });

  it('crosses months and years', () => {
    expect(addBusinessDays('2026-12-30', 3)).toBe('2027-01-03');
  });
});

describe('dispatchDay and the cut-off', () => {
  it(`counts an order from its own Cairo day before ${DELIVERY_CUTOFF_HOUR}:00`, () => {
    // 15:59 in Cairo (UTC+2).
    expect(dispatchDay(new Date('2026-11-22T13:59:00Z'))).toBe('2026-11-22');
  });

  it('counts an order at or after the cut-off from the next day', () => {
    expect(dispatchDay(new Date('2026-11-22T14:00:00Z'))).toBe('2026-11-23');
    // Summer time: 16:00 Cairo is 13:00 UTC.
    expect(dispatchDay(new Date('2026-07-02T13:00:00Z'))).toBe('2026-07-03');
    expect(dispatchDay(new Date('2026-07-02T12:59:00Z'))).toBe('2026-07-02');
  });
});

describe('deliveryWindow', () => {
  it('promises the fewest to the most delivery days after dispatch', () => {
    expect(deliveryWindow(new Date('2026-11-22T08:00:00Z'), { minDays: 1, maxDays: 2 })).toEqual({
      earliest: '2026-11-23',
      latest: '2026-11-24',
    });
  });

  it('moves a late Thursday order past the Friday', () => {
    // Thursday 18:00 Cairo: dispatched Friday, first delivery day Saturday.
    expect(deliveryWindow(new Date('2026-11-26T16:00:00Z'), { minDays: 1, maxDays: 3 })).toEqual({
      earliest: '2026-11-28',
      latest: '2026-11-30',
    });
  });
});

describe('delivery zones', () => {
  const zone = (id: string) => DEFAULT_DELIVERY_ZONES.find((z) => z.governorateId === id)!;

  it('has a starting row for each of the 27 governorates', () => {
    expect(DEFAULT_DELIVERY_ZONES).toHaveLength(27);
    expect(new Set(DEFAULT_DELIVERY_ZONES.map((z) => z.governorateId))).toEqual(
      new Set(GOVERNORATES.map((g) => g.id)),
    );
  });

  it('makes Cairo and Giza cheaper and faster than Upper Egypt and the frontier', () => {
    for (const far of ['aswan', 'red-sea', 'south-sinai', 'matrouh', 'new-valley']) {
      expect(zone('cairo').standard.fee).toBeLessThan(zone(far).standard.fee);
      expect(zone('giza').standard.maxDays).toBeLessThan(zone(far).standard.maxDays);
    }
  });

  it('offers express only where couriers run it', () => {
    expect(termsFor(zone('giza'), 'express')).not.toBeNull();
    for (const id of ['red-sea', 'new-valley', 'matrouh', 'north-sinai', 'south-sinai'])
      expect(termsFor(zone(id), 'express')).toBeNull();
  });

  it('keeps SPEC §9 flat terms for addresses without a governorate', () => {
    expect(FLAT_DELIVERY_TERMS).toEqual({
      standard: { fee: 100, minDays: 3, maxDays: 5 },
      express: { fee: 200, minDays: 1, maxDays: 2 },
    });
  });

  it('adds the zone fee to the order total after discounts', () => {
    expect(
      orderTotal({ totalAfterDiscount: 1000, shippingFee: zone('giza').standard.fee, couponDiscount: 100 }),
    ).toBe(950);
  });
});
