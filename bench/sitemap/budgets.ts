// The sitemap budgets of issue 44, for the 2-core reference machine: at 100 000 products every file
// of the sitemap answers within 2 s, uncached (a crawler's first visit, or a shared cache refreshing
// it). Latencies in milliseconds.

export const SITEMAP_BUDGETS = {
  /** The slowest answer of any product file, each asked `repeats` times. */
  productFileMaxMs: 2_000,
  /** The slowest answer of the index and of the static, category and brand files. */
  otherFileMaxMs: 2_000,
} as const;

export interface SitemapRunSettings {
  postgresProducts: number;
  pgliteProducts: number;
  /** Times each file is asked for, one after another; the slowest counts. */
  repeats: number;
  /** Latency budgets are only enforced on a full run; the smoke run checks that every answer is right. */
  enforceLatency: boolean;
}

export const FULL_RUN: SitemapRunSettings = {
  postgresProducts: 100_000,
  pgliteProducts: 100_000,
  repeats: 3,
  enforceLatency: true,
};

export const SMOKE_RUN: SitemapRunSettings = {
  postgresProducts: 0,
  pgliteProducts: 60,
  repeats: 1,
  enforceLatency: false,
};
