// The nginx scenario: guest pages answered through the page cache in front of the server
// (deploy/nginx.conf, started by deploy/start-nginx.ts). The scenario itself only needs nginx's
// base URL; loading the starter is kept apart so the benchmark runs with or without it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Measurement } from '../api/load.ts';
import { runLoad } from '../api/load.ts';
import { cyclingPages, loadPages } from './drive.ts';
import type { PageRequest } from './urls.ts';

/** What deploy/start-nginx.ts exports. */
export interface NginxStarter {
  startNginx(options: { upstreamPort: number }): Promise<{ baseUrl: string; stop(): Promise<void> }>;
}

const STARTER = new URL('../../deploy/start-nginx.ts', import.meta.url);

/** deploy/start-nginx.ts, or undefined when this checkout has none. */
export async function loadNginxStarter(): Promise<NginxStarter | undefined> {
  if (!existsSync(fileURLToPath(STARTER))) return undefined;
  return (await import(STARTER.href)) as NginxStarter;
}

export interface NginxScenarioOptions {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Bounds the priming pass, in ms. */
  primeTimeoutMs: number;
}

/**
 * Guest pages through the cache at `baseUrl`: every page is loaded once first (the cache fills as
 * it would with shoppers' visits), then the same pages are cycled through for the measurement.
 */
export async function measureThroughNginx(
  baseUrl: string,
  pages: readonly PageRequest[],
  options: NginxScenarioOptions,
): Promise<Measurement> {
  const guests = pages.filter((page) => !page.cookie);
  await loadPages(baseUrl, guests, options.connections, Date.now() + options.primeTimeoutMs);
  const load = {
    baseUrl,
    connections: options.connections,
    requests: [cyclingPages(guests)],
    expectStatus: (status: number) => status >= 200 && status < 300,
  };
  if (options.warmupSeconds > 0) await runLoad({ ...load, durationSeconds: options.warmupSeconds });
  return runLoad({ ...load, durationSeconds: options.durationSeconds });
}
