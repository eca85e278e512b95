import { describe, expect, it } from 'vitest';
import type { Measurement } from '../api/load.ts';
import {
  type PageScenarioResult,
  pageFigures,
  pageTable,
  ratioTo404,
  servedCount,
  servedPerSecond,
  serverCpuPerAnswer,
} from './figures.ts';

const measurement = (
  requestsPerSecond: number,
  statusCounts: Record<string, number>,
  errors = 0,
): Measurement => ({
  requests: Object.values(statusCounts).reduce((a, b) => a + b, 0),
  requestsPerSecond,
  p50: 10,
  p95: 90,
  p99: 120,
  errors,
  statusCounts,
});

const baseline: PageScenarioResult = {
  name: '404',
  kind: 'baseline',
  measurement: measurement(2000, { 404: 20000 }),
};

describe('pages served', () => {
  it('counts only 2xx answers: a 404 page or a redirect is not a page served', () => {
    const m = measurement(40, { 200: 300, 404: 80, 302: 20 }, 100);
    expect(servedCount(m)).toBe(300);
    expect(servedPerSecond(m)).toBeCloseTo(30);
  });

  it('reads throughput against the 404 route of the same run', () => {
    const guest: PageScenarioResult = {
      name: 'guest',
      kind: 'guest',
      measurement: measurement(40, { 200: 400 }),
    };
    expect(ratioTo404([baseline, guest], guest)).toBeCloseTo(0.02);
    expect(ratioTo404([guest], guest)).toBe(0);
  });

  it('misses the budgets of a full run when pages are slow, late or not served', () => {
    const slow: PageScenarioResult = {
      name: 'guest',
      kind: 'guest',
      measurement: measurement(20, { 200: 200 }),
    };
    const notFound: PageScenarioResult = {
      name: 'signed-in',
      kind: 'signed-in',
      measurement: measurement(100, { 200: 500, 404: 500 }, 500),
    };
    const figures = pageFigures('PGlite', [baseline, slow, notFound], true);
    const missed = (name: string) => figures.find((f) => f.name === name);
    expect(missed('PGlite: guest pages/s as % of the 404 route')?.value).toBe(1);
    expect(missed('PGlite: guest pages/s as % of the 404 route')?.budget).toBe(1.5);
    expect(missed('PGlite: guest pages/s as % of the 404 route')?.comparison).toBe('min');
    expect(missed('PGlite: signed-in failed answers')?.value).toBe(500);
    const smoke = pageFigures('PGlite', [baseline, slow], false);
    expect(smoke.find((f) => f.name === 'PGlite: guest pages/s as % of the 404 route')?.comparison).toBe(
      'info',
    );
    expect(smoke.find((f) => f.name === 'PGlite: guest pages served')?.value).toBe(200);
  });
});

describe('the server CPU per answer', () => {
  it('divides the CPU the server used by the answers it gave, and is left out when not measured', () => {
    const guest: PageScenarioResult = {
      name: 'guest',
      kind: 'guest',
      measurement: measurement(40, { 200: 400 }),
      serverCpuMs: 3_600,
    };
    expect(serverCpuPerAnswer(guest)).toBeCloseTo(9);
    expect(serverCpuPerAnswer(baseline)).toBeUndefined();
    const table = pageTable([baseline, guest]).split('\n');
    expect(table[0]).toContain('server CPU ms/answer');
    expect(table[2]).toContain(' — ');
    expect(table[3]).toContain(' 9.00 ');
  });
});
