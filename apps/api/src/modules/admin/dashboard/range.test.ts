import { DASHBOARD_DEFAULT_DAYS } from '@kahraba/domain';
import { describe, expect, it } from 'vitest';
import { addDays, dashboardRange, datesBetween, storeDate } from './range.js';

describe('storeDate', () => {
  it('is the Cairo date, which runs ahead of UTC (by 3 hours in summer, 2 in winter)', () => {
    expect(storeDate(new Date('2026-06-01T21:30:00Z'))).toBe('2026-06-02');
    expect(storeDate(new Date('2026-06-01T20:30:00Z'))).toBe('2026-06-01');
    expect(storeDate(new Date('2026-01-01T22:30:00Z'))).toBe('2026-01-02');
    expect(storeDate(new Date('2026-01-01T21:30:00Z'))).toBe('2026-01-01');
  });
});

describe('addDays and datesBetween', () => {
  it('crosses month and year ends and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('gives one day for a one-day range and none for a reversed one', () => {
    expect(datesBetween('2026-05-05', '2026-05-05')).toEqual(['2026-05-05']);
    expect(datesBetween('2026-05-06', '2026-05-05')).toEqual([]);
  });
});

describe('dashboardRange', () => {
  const now = new Date('2026-11-22T23:30:00Z'); // already the 23rd in Cairo

  it('defaults to the last 30 days up to today in Cairo', () => {
    const range = dashboardRange({}, now);
    expect(range).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(datesBetween(range.from, range.to)).toHaveLength(DASHBOARD_DEFAULT_DAYS);
  });

  it('keeps a full range as given', () => {
    expect(dashboardRange({ from: '2026-01-01', to: '2026-01-03' }, now)).toEqual({
      from: '2026-01-01',
      to: '2026-01-03',
    });
  });

  it('fills a missing end with the default span from the given one', () => {
    expect(dashboardRange({ from: '2026-01-01' }, now)).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(dashboardRange({ to: '2026-01-30' }, now)).toEqual({ from: '2026-01-01', to: '2026-01-30' });
  });
});
