// Turns measurements into the printed tables: every figure of every scenario for reading, and the
// budgeted ones as Figures for the shared budget table (which decides the exit code).
import type { Figure } from '../lib/budget.ts';
import type { RunSettings, TargetBudgets } from './budgets.ts';
import type { Measurement } from './load.ts';
import type { Scenario } from './scenarios.ts';

export interface ScenarioResult {
  scenario: Scenario;
  measurement: Measurement;
}

export interface TargetResult {
  /** e.g. "PostgreSQL, 100 000 products". */
  label: string;
  budgets: TargetBudgets;
  results: ScenarioResult[];
  peakRssMb: number;
  /** The slowest of ten changes to show in another instance's listing, in ms (PostgreSQL only). */
  visible?: number | undefined;
}

const ms = (n: number) => n.toFixed(n >= 100 ? 0 : 1);

/** Throughput over that of the baseline scenario (the 404 answer) of the same run. */
export function ratioToBaseline(results: readonly ScenarioResult[], result: ScenarioResult): number {
  const baseline = results.find((r) => r.scenario.kind === 'baseline');
  if (!baseline || baseline.measurement.requestsPerSecond === 0) return 0;
  return result.measurement.requestsPerSecond / baseline.measurement.requestsPerSecond;
}

/** A Markdown table of every measured figure, one row per scenario. */
export function measurementTable(target: TargetResult): string {
  const header = ['scenario', 'req/s', '× 404', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  const rows = target.results.map((r) => {
    const m = r.measurement;
    return [
      r.scenario.name,
      m.requestsPerSecond.toFixed(0),
      ratioToBaseline(target.results, r).toFixed(3),
      ms(m.p50),
      ms(m.p95),
      ms(m.p99),
      String(m.errors),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  // Markdown: the first column left-aligned, the numbers right-aligned.
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The figures with a budget (and, on a smoke run, that every scenario was answered at all). */
export function budgetFigures(target: TargetResult, settings: RunSettings): Figure[] {
  const figures: Figure[] = [];
  for (const { scenario, measurement } of target.results) {
    const name = `${target.label}: ${scenario.name}`;
    const p95Budget = target.budgets.p95[scenario.kind];
    if (p95Budget !== undefined)
      figures.push({
        name: `${name} p95`,
        value: measurement.p95,
        unit: 'ms',
        budget: p95Budget,
        comparison: settings.enforceLatency ? 'max' : 'info',
      });
    figures.push({
      name: `${name} errors`,
      value: measurement.errors,
      unit: '',
      budget: target.budgets.errors,
      comparison: 'max',
    });
    if (!settings.enforceLatency)
      figures.push({
        name: `${name} answers`,
        value: measurement.requests,
        unit: '',
        budget: 1,
        comparison: 'min',
      });
  }
  figures.push({
    name: `${target.label}: server peak RSS`,
    value: Math.round(target.peakRssMb),
    unit: 'MB',
    ...(target.budgets.peakRssMb === undefined ? {} : { budget: target.budgets.peakRssMb }),
    comparison: target.budgets.peakRssMb !== undefined && settings.enforceLatency ? 'max' : 'info',
  });
  return figures;
}
