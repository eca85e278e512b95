import { DASHBOARD_MAX_DAYS } from '@kahraba/domain';
import { describe, expect, it } from 'vitest';
import { addDays, dateRangeProblem, defaultDashboardRange, storeToday } from './date-range';

describe('dashboard date range', () => {
  it('counts days in Cairo, so 23:30 UTC is already the next day there', () => {
    expect(storeToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(storeToday(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-21');
  });

  it('defaults to the last 30 days with today included', () => {
    expect(defaultDashboardRange(new Date('2026-11-22T10:00:00Z'))).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
    });
  });

  it('moves across month and year ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('refuses a reversed range and one longer than the API allows', () => {
    expect(dateRangeProblem({ from: '2026-11-22', to: '2026-11-01' }, null)).toBe('rangeReversed');
    expect(
      dateRangeProblem(
        { from: '2026-01-01', to: addDays('2026-01-01', DASHBOARD_MAX_DAYS) },
        DASHBOARD_MAX_DAYS,
      ),
    ).toBe('rangeTooLong');
    expect(
      dateRangeProblem(
        { from: '2026-01-01', to: addDays('2026-01-01', DASHBOARD_MAX_DAYS - 1) },
        DASHBOARD_MAX_DAYS,
      ),
    ).toBeNull();
    expect(dateRangeProblem({ from: '2026-11-01' }, DASHBOARD_MAX_DAYS)).toBeNull();
  });
});
