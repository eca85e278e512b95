// The relevance budgets of issue 43: over the evaluation set (queries.ts), the first ten results of
// a "Best match" search score an NDCG of 0.9 or more on average, and at least 95 % of the queries
// have a relevant first result.

export const RELEVANCE_BUDGETS = {
  /** Mean NDCG@10 over the evaluation set, graded gains. */
  ndcgAt10Min: 0.9,
  /** Share of queries whose first result is judged relevant (any grade above 0). */
  firstRelevantMin: 0.95,
} as const;

export interface RelevanceRunSettings {
  /** The demo catalog's first products: the evaluation set's judgments are written for them. */
  products: number;
}

// The catalog is deterministic (one seeded stream per product), so the smoke run judges the same
// answers as a full run, only on fewer products, and keeps the same budgets.
export const FULL_RUN: RelevanceRunSettings = { products: 5_000 };
export const SMOKE_RUN: RelevanceRunSettings = { products: 2_000 };
