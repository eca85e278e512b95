import { describe, expect, it } from 'vitest';
import { type Figure, formatBudgetTable, meetsBudget } from './budget.ts';

const figure = (over: Partial<Figure>): Figure => ({
  name: 'p95',
  value: 10,
  unit: 'ms',
  comparison: 'max',
  budget: 25,
  ...over,
});

describe('meetsBudget', () => {
  it('compares a ceiling inclusively', () => {
    expect(meetsBudget(figure({ value: 25 }))).toBe(true);
    expect(meetsBudget(figure({ value: 25.1 }))).toBe(false);
  });
  it('compares a floor inclusively', () => {
    expect(meetsBudget(figure({ comparison: 'min', budget: 95, value: 95 }))).toBe(true);
    expect(meetsBudget(figure({ comparison: 'min', budget: 95, value: 94 }))).toBe(false);
  });
  it('never fails a figure that is only reported', () => {
    expect(meetsBudget(figure({ comparison: 'info', value: 1e9 }))).toBe(true);
  });
});

describe('formatBudgetTable', () => {
  it('marks each row ok or MISSED beside its budget', () => {
    const table = formatBudgetTable([
      figure({ name: 'listing' }),
      figure({ name: 'search', value: 41, budget: 40 }),
    ]);
    expect(table).toMatch(/listing\s+\| 10 ms\s+\| ≤ 25 ms \| ok/);
    expect(table).toMatch(/search\s+\| 41 ms\s+\| ≤ 40 ms \| MISSED/);
  });
});
