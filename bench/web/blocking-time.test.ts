import { describe, expect, it } from 'vitest';
import { blockingAfterPaint } from './blocking-time.ts';

describe('blocking time after the first paint', () => {
  it('sums what each task after the paint spends over 50 ms, and names the longest', () => {
    const tasks = [
      { startTime: 100, duration: 300 }, // before the paint: not counted
      { startTime: 500, duration: 120 },
      { startTime: 700, duration: 50 }, // exactly 50 ms blocks nothing
      { startTime: 900, duration: 80 },
    ];
    expect(blockingAfterPaint(tasks, 500)).toEqual({ blockingMs: 70 + 30, longestTaskMs: 120 });
  });

  it('is nothing when no long task follows the paint', () => {
    expect(blockingAfterPaint([{ startTime: 10, duration: 200 }], 400)).toEqual({
      blockingMs: 0,
      longestTaskMs: 0,
    });
  });
});
