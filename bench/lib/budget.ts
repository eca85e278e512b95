// One table format for every benchmark: each figure beside its budget, and whether it is met.
// Budgets are written next to the benchmark that measures them; this module only compares and prints.

export type Comparison = 'max' | 'min' | 'info';

export interface Figure {
  /** What was measured, e.g. "listing p95 (PostgreSQL, 100k)". */
  name: string;
  value: number;
  unit: string;
  /** The budget the value must stay under ('max') or reach ('min'); absent for figures reported only. */
  budget?: number;
  comparison: Comparison;
}

export function meetsBudget(figure: Figure): boolean {
  if (figure.comparison === 'info' || figure.budget === undefined) return true;
  return figure.comparison === 'max' ? figure.value <= figure.budget : figure.value >= figure.budget;
}

const formatNumber = (n: number): string =>
  Number.isInteger(n) ? String(n) : n.toFixed(Math.abs(n) >= 100 ? 0 : 2);

export function formatBudgetTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    f.name,
    `${formatNumber(f.value)} ${f.unit}`.trim(),
    f.budget === undefined || f.comparison === 'info'
      ? '—'
      : `${f.comparison === 'max' ? '≤' : '≥'} ${formatNumber(f.budget)} ${f.unit}`.trim(),
    f.comparison === 'info' ? '' : meetsBudget(f) ? 'ok' : 'MISSED',
  ]);
  const header = ['figure', 'value', 'budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Prints the table and returns the number of budgets missed (the caller's exit code). */
export function reportFigures(title: string, figures: readonly Figure[]): number {
  console.log(`\n## ${title}\n`);
  console.log(formatBudgetTable(figures));
  const missed = figures.filter((f) => !meetsBudget(f));
  if (missed.length > 0)
    console.log(`\n${missed.length} budget(s) missed: ${missed.map((f) => f.name).join(', ')}`);
  return missed.length;
}
