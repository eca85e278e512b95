// Turns Lighthouse results into the figures the budgets name. Pure, so it is unit-tested.
import type { RenderedLanguage } from './language.ts';

/** The parts of a Lighthouse result (lhr) read here. */
export interface LighthouseResultLike {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | { numericValue?: number; details?: { type?: string; items?: unknown[]; [key: string]: unknown } }
    | undefined
  >;
}

export interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export interface RunFigures {
  performanceScore: number;
  accessibilityScore: number;
  seoScore: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  totalBlockingTimeMs: number;
  /** Every byte the page load transferred (headers included), as Lighthouse counts it. */
  totalTransferBytes: number;
  /** What the page's scripts transferred in the encoding the browser negotiated, headers included. */
  scriptTransferBytes: number;
  /** Every script the page loaded, for measuring them in gzip. */
  scriptUrls: string[];
  rendered: RenderedLanguage | undefined;
}

function categoryScore(lhr: LighthouseResultLike, id: string): number {
  const score = lhr.categories[id]?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(score * 100);
}

function numericAudit(lhr: LighthouseResultLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`Lighthouse gave no ${id} value`);
  return value;
}

export function networkRequests(lhr: LighthouseResultLike): NetworkRequest[] {
  const items = lhr.audits['network-requests']?.details?.items;
  if (!Array.isArray(items)) throw new Error('Lighthouse recorded no network requests');
  return items as NetworkRequest[];
}

/** Reads one run's figures; throws when Lighthouse could not measure the page. */
export function figuresOfRun(lhr: LighthouseResultLike, languageAudit: string): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scripts = networkRequests(lhr).filter((request) => request.resourceType === 'Script');
  const languageDetails = lhr.audits[languageAudit]?.details;
  return {
    performanceScore: categoryScore(lhr, 'performance'),
    accessibilityScore: categoryScore(lhr, 'accessibility'),
    seoScore: categoryScore(lhr, 'seo'),
    largestContentfulPaintMs: numericAudit(lhr, 'largest-contentful-paint'),
    cumulativeLayoutShift: numericAudit(lhr, 'cumulative-layout-shift'),
    totalBlockingTimeMs: numericAudit(lhr, 'total-blocking-time'),
    totalTransferBytes: numericAudit(lhr, 'total-byte-weight'),
    scriptTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptUrls: scripts.map((request) => request.url),
    rendered:
      typeof languageDetails?.lang === 'string' && typeof languageDetails.dir === 'string'
        ? { lang: languageDetails.lang, dir: languageDetails.dir }
        : undefined,
  };
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * One set of figures from several runs of the same page: the median of each figure on its own, so one
 * noisy run (a slow garbage collection, a busy core) moves none of them.
 */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const first = runs[0];
  if (!first) throw new Error('no runs to summarise');
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  return {
    performanceScore: of((r) => r.performanceScore),
    accessibilityScore: of((r) => r.accessibilityScore),
    seoScore: of((r) => r.seoScore),
    largestContentfulPaintMs: of((r) => r.largestContentfulPaintMs),
    cumulativeLayoutShift: of((r) => r.cumulativeLayoutShift),
    totalBlockingTimeMs: of((r) => r.totalBlockingTimeMs),
    totalTransferBytes: of((r) => r.totalTransferBytes),
    scriptTransferBytes: of((r) => r.scriptTransferBytes),
    scriptUrls: [...new Set(runs.flatMap((r) => r.scriptUrls))],
    rendered: first.rendered,
  };
}
