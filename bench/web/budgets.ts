// The page budgets of the performance issue. Lighthouse's mobile preset with its default simulated
// throttling (a mid-range phone on slow 4G) is the yardstick for every figure below.

/** Met by every page in every language. */
export const PAGE_BUDGETS = {
  /** Lighthouse performance score, 0–100. */
  performanceScore: 95,
  largestContentfulPaintMs: 2000,
  cumulativeLayoutShift: 0.02,
  totalBlockingTimeMs: 150,
  /** Lighthouse accessibility score, 0–100. */
  accessibilityScore: 95,
} as const;

/**
 * Met by the home page's first load. A kilobyte is 1000 bytes here, as in Vite's build output.
 * The JavaScript budget counts gzip-encoded bodies, whatever encoding the browser negotiated.
 */
export const HOME_BUDGETS = {
  firstLoadJsGzipKb: 120,
  totalTransferKb: 450,
} as const;
