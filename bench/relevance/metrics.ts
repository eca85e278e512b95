// NDCG@k with graded gains (2^grade - 1, discounted by log2 of the rank + 1) and whether the first
// result is relevant: the two figures the relevance budgets are written in.

export type Grade = 0 | 1 | 2;

const gain = (grade: number) => 2 ** grade - 1;

function dcg(grades: readonly number[], k: number): number {
  let sum = 0;
  for (let r = 0; r < Math.min(k, grades.length); r++) sum += gain(grades[r]!) / Math.log2(r + 2);
  return sum;
}

/**
 * The answer's DCG@k over the best DCG@k the catalog allows: `answer` are the grades of the results
 * in the order given, `catalog` the grades of every product. A query nothing in the catalog is
 * relevant to scores 1 when it answers nothing relevant (there was nothing better to show).
 */
export function ndcgAt(k: number, answer: readonly Grade[], catalog: readonly Grade[]): number {
  const ideal = dcg(
    catalog.filter((g) => g > 0).sort((a, b) => b - a),
    k,
  );
  if (ideal === 0) return answer.some((g) => g > 0) ? 0 : 1;
  return dcg(answer, k) / ideal;
}

/** Whether the first result is relevant; for a query nothing is relevant to, whether it answers nothing. */
export function firstRelevant(answer: readonly Grade[], catalog: readonly Grade[]): boolean {
  if (!catalog.some((g) => g > 0)) return answer.length === 0;
  return (answer[0] ?? 0) > 0;
}
