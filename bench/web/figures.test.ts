import { describe, expect, it } from 'vitest';
import {
  figuresOfRun,
  type LighthouseResultLike,
  median,
  medianFigures,
  type RunFigures,
} from './figures.ts';

function lhr(over: Partial<LighthouseResultLike> = {}): LighthouseResultLike {
  return {
    categories: { performance: { score: 0.964 }, accessibility: { score: 1 }, seo: { score: 0.92 } },
    audits: {
      'largest-contentful-paint': { numericValue: 1834.6 },
      'cumulative-layout-shift': { numericValue: 0.004 },
      'total-blocking-time': { numericValue: 96 },
      'total-byte-weight': { numericValue: 231_000 },
      'network-requests': {
        details: {
          type: 'table',
          items: [
            { url: 'http://127.0.0.1:1/', resourceType: 'Document', transferSize: 1500 },
            { url: 'http://127.0.0.1:1/assets/a.js', resourceType: 'Script', transferSize: 90_000 },
            { url: 'http://127.0.0.1:1/assets/b.js', resourceType: 'Script', transferSize: 10_000 },
            { url: 'http://127.0.0.1:1/assets/a.css', resourceType: 'Stylesheet', transferSize: 9000 },
          ],
        },
      },
      'document-language': { details: { type: 'debugdata', lang: 'ar', dir: 'rtl' } },
    },
    ...over,
  };
}

describe('figuresOfRun', () => {
  it('reads scores as 0–100, the metrics, and what the scripts transferred', () => {
    expect(figuresOfRun(lhr(), 'document-language')).toEqual({
      performanceScore: 96,
      accessibilityScore: 100,
      seoScore: 92,
      largestContentfulPaintMs: 1834.6,
      cumulativeLayoutShift: 0.004,
      totalBlockingTimeMs: 96,
      totalTransferBytes: 231_000,
      scriptTransferBytes: 100_000,
      scriptUrls: ['http://127.0.0.1:1/assets/a.js', 'http://127.0.0.1:1/assets/b.js'],
      rendered: { lang: 'ar', dir: 'rtl' },
    });
  });

  it('fails a run Lighthouse could not measure', () => {
    expect(() =>
      figuresOfRun(lhr({ runtimeError: { code: 'NO_FCP', message: 'no paint' } }), 'document-language'),
    ).toThrow(/NO_FCP/);
    expect(() =>
      figuresOfRun(lhr({ categories: { performance: { score: null }, accessibility: { score: 1 } } }), 'x'),
    ).toThrow(/performance/);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe('medianFigures', () => {
  it('summarises each figure on its own, so one slow run moves none of them', () => {
    const run = (lcp: number, tbt: number): RunFigures => ({
      ...figuresOfRun(lhr(), 'document-language'),
      largestContentfulPaintMs: lcp,
      totalBlockingTimeMs: tbt,
    });
    const summary = medianFigures([run(1800, 90), run(4000, 60), run(1900, 700)]);
    expect(summary.largestContentfulPaintMs).toBe(1900);
    expect(summary.totalBlockingTimeMs).toBe(90);
  });
});
