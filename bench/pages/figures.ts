// Reads page measurements: pages served (2xx answers only: a 404 page or a redirect to /login is not a
// page served), their ratio to the 404 route of the same run, and the figures for the budget table.

import type { Measurement } from '../api/load.ts';
import type { Figure } from '../lib/budget.ts';
import { MAX_NON_2XX, PAGE_BUDGETS, type PageScenarioKind } from './budgets.ts';

export interface PageScenarioResult {
  name: string;
  /** 'baseline' is the 404 route every ratio is read against. */
  kind: PageScenarioKind | 'baseline';
  measurement: Measurement;
  /**
   * CPU the server's process used during the measurement (its thread, the pool that compresses,
   * the collector), in ms; with other work on the machine, throughput falls but this stays put.
   */
  serverCpuMs?: number;
}

/** The server's CPU per answer, in ms, or undefined when it was not measured. */
export function serverCpuPerAnswer(result: PageScenarioResult): number | undefined {
  if (result.serverCpuMs === undefined || result.measurement.requests === 0) return undefined;
  return result.serverCpuMs / result.measurement.requests;
}

const is2xx = (status: number) => status >= 200 && status < 300;

/** Answers with a 2xx status. */
export function servedCount(measurement: Measurement): number {
  return Object.entries(measurement.statusCounts)
    .filter(([status]) => is2xx(Number(status)))
    .reduce((sum, [, n]) => sum + n, 0);
}

/** Pages served per second: the answers per second, less those that were not a 2xx. */
export function servedPerSecond(measurement: Measurement): number {
  if (measurement.requests === 0) return 0;
  return (measurement.requestsPerSecond * servedCount(measurement)) / measurement.requests;
}

/** The scenario's pages served per second over the 404 route's answers per second; 0 without one. */
export function ratioTo404(results: readonly PageScenarioResult[], result: PageScenarioResult): number {
  const baseline = results.find((r) => r.kind === 'baseline');
  if (!baseline || baseline.measurement.requestsPerSecond === 0) return 0;
  return servedPerSecond(result.measurement) / baseline.measurement.requestsPerSecond;
}

/** "200×812 404×3", for the table. */
export const statusSummary = (measurement: Measurement): string =>
  Object.entries(measurement.statusCounts)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ') || 'none';

/** A Markdown table of every scenario's figures. */
export function pageTable(results: readonly PageScenarioResult[]): string {
  const header = [
    'scenario',
    'answers/s',
    'pages/s',
    '× 404',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'server CPU ms/answer',
    'statuses',
  ];
  const rows = results.map((r) => {
    const m = r.measurement;
    return [
      r.name,
      m.requestsPerSecond.toFixed(0),
      servedPerSecond(m).toFixed(0),
      r.kind === 'baseline' ? '1' : ratioTo404(results, r).toFixed(3),
      m.p50.toFixed(1),
      m.p95.toFixed(1),
      m.p99.toFixed(1),
      serverCpuPerAnswer(r)?.toFixed(2) ?? '—',
      `${statusSummary(m)}${m.errors > 0 ? `, ${m.errors} errors` : ''}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 || i === 8 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * The figures for the budget table. Every scenario's failed answers (non-2xx pages, a wrong status
 * on the 404 route, connection errors, timeouts) are held to MAX_NON_2XX in every run; the ratios
 * and latencies only on a full run (`enforce`), a smoke run asking instead that pages were served.
 */
export function pageFigures(
  label: string,
  results: readonly PageScenarioResult[],
  enforce: boolean,
): Figure[] {
  const figures: Figure[] = [];
  for (const result of results) {
    const { measurement } = result;
    const name = `${label}: ${result.name}`;
    figures.push({
      name: `${name} failed answers`,
      value: measurement.errors,
      unit: '',
      budget: MAX_NON_2XX,
      comparison: 'max',
    });
    if (result.kind === 'baseline') continue;
    const budget = PAGE_BUDGETS[result.kind];
    // As a percentage, so a ratio of 0.015 prints as 1.5 % rather than rounded to 0.01.
    figures.push({
      name: `${name} pages/s as % of the 404 route`,
      value: Math.round(ratioTo404(results, result) * 10_000) / 100,
      unit: '%',
      budget: Math.round(budget.minRatioTo404 * 10_000) / 100,
      comparison: enforce ? 'min' : 'info',
    });
    if (budget.maxP95Ms !== undefined)
      figures.push({
        name: `${name} p95`,
        value: Math.round(measurement.p95 * 10) / 10,
        unit: 'ms',
        budget: budget.maxP95Ms,
        comparison: enforce ? 'max' : 'info',
      });
    if (!enforce)
      figures.push({
        name: `${name} pages served`,
        value: servedCount(measurement),
        unit: '',
        budget: 1,
        comparison: 'min',
      });
  }
  return figures;
}
