import { describe, expect, it } from 'vitest';
import { SOAK_SMOKE } from './budgets.ts';
import { growthOf } from './growth.ts';

describe('growthOf', () => {
  it('measures from the second value to the last, leaving out the warm-up', () => {
    const growth = growthOf([40, 60, 61, 62], { relative: 0.1, absoluteMb: 0 });
    expect(growth.fromMb).toBe(60);
    expect(growth.toMb).toBe(62);
    expect(growth.growthMb).toBe(2);
    expect(growth.relative).toBeCloseTo(2 / 60);
    expect(growth.withinBound).toBe(true);
  });

  it('allows the larger of the relative and the absolute bound', () => {
    expect(growthOf([50, 50, 59], { relative: 0.1, absoluteMb: 10 }).withinBound).toBe(true);
    expect(growthOf([50, 50, 61], { relative: 0.1, absoluteMb: 10 }).withinBound).toBe(false);
    expect(growthOf([200, 200, 219], { relative: 0.1, absoluteMb: 10 }).withinBound).toBe(true);
    expect(growthOf([200, 200, 221], { relative: 0.1, absoluteMb: 10 }).allowedMb).toBe(20);
    expect(growthOf([200, 200, 221], { relative: 0.1, absoluteMb: 10 }).withinBound).toBe(false);
  });

  it('fails the smoke soak on a leak of ~100 kB a page and passes a steady heap', () => {
    // Heap after GC every 200 pages: the server with the fixed leak put back, and the fixed server.
    expect(growthOf([80.5, 100, 119.9, 140.3, 160.2], SOAK_SMOKE.heapGrowth).withinBound).toBe(false);
    expect(growthOf([59.3, 59.1, 59.2, 59.4, 59.5], SOAK_SMOKE.heapGrowth).withinBound).toBe(true);
  });

  it('needs three measurements', () => {
    expect(() => growthOf([1, 2], { relative: 0, absoluteMb: 0 })).toThrow();
  });
});
