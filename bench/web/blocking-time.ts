// What TBT is made of, measured directly: the time each long task after the first contentful paint
// spends over 50 ms, summed. Lighthouse estimates TBT from one load with simulated throttling, so it
// moves by tens of milliseconds between runs; this is the same sum observed in the browser over
// several loads at a fixed CPU slowdown, steady enough to compare two builds of the app.

/** A long task as the browser reports it (PerformanceLongTaskTiming): start and duration in ms. */
export interface LongTask {
  startTime: number;
  duration: number;
}

/** A task longer than this blocks input (the definition TBT uses). */
export const BLOCKING_THRESHOLD_MS = 50;

export interface Blocking {
  /** The sum of every task's time over 50 ms, from the first contentful paint on. */
  blockingMs: number;
  longestTaskMs: number;
}

export function blockingAfterPaint(tasks: readonly LongTask[], firstContentfulPaintMs: number): Blocking {
  const afterPaint = tasks.filter((task) => task.startTime >= firstContentfulPaintMs);
  return {
    blockingMs: afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_THRESHOLD_MS), 0),
    longestTaskMs: Math.max(0, ...afterPaint.map((task) => task.duration)),
  };
}
