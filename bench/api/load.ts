// Drives the server with autocannon and summarises what it saw. Latencies are recorded here from
// every response rather than read from autocannon's summary, which has no 95th percentile.
import autocannon, { type Request } from 'autocannon';

export interface LoadOptions {
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  requests: Request[];
  /** The status every answer should have (2xx unless the scenario expects e.g. a 404). */
  expectStatus: (status: number) => boolean;
}

export interface Measurement {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, timeouts and answers with an unexpected status. */
  errors: number;
  statusCounts: Record<string, number>;
}

/** Nearest-rank percentile of ascending `sorted` values; 0 for an empty list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarise(
  latencies: number[],
  statuses: Record<string, number>,
  transportErrors: number,
  seconds: number,
  expectStatus: (status: number) => boolean,
): Measurement {
  const sorted = latencies.sort((a, b) => a - b);
  const unexpected = Object.entries(statuses)
    .filter(([status]) => !expectStatus(Number(status)))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: sorted.length,
    requestsPerSecond: seconds > 0 ? sorted.length / seconds : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: transportErrors + unexpected,
    statusCounts: statuses,
  };
}

export function runLoad(options: LoadOptions): Promise<Measurement> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: options.durationSeconds,
        requests: options.requests,
      },
      (error, result) => {
        if (error) return reject(error);
        // autocannon counts timeouts among its errors.
        resolve(summarise(latencies, statuses, result.errors, result.duration, options.expectStatus));
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}
