import type { App } from './app.js';
import type { DatabaseHandle } from './db/client.js';

/**
 * How long a stopping server waits for the requests it is answering. Orchestrators wait about this
 * long or more before they kill (Kubernetes 30 s by default; Docker 10 s unless stop_grace_period
 * says more, README "Health, readiness and stopping"), so requests finish and pools close within it.
 */
export const DRAIN_TIMEOUT_MS = 10_000;

const IDLE_SWEEP_MS = 100;

export interface DrainOutcome {
  /** False when requests still running at the bound were cut off. */
  drained: boolean;
}

/**
 * Work the process does beside answering requests (the outbox worker, the alert mailer, the
 * notifications' retention): stopped before the pools close.
 */
export interface BackgroundWorker {
  stop(): Promise<void>;
}

/**
 * Stops `app` as SIGTERM asks: it stops taking connections at once, lets the requests in flight
 * finish (for at most `timeoutMs`, then cuts those left), ends the event streams with a hint to
 * reconnect (the chat hub's preClose hook), writes what it holds in memory (onClose hooks), lets
 * the background workers finish the message in hand, and closes the database's pools last, once
 * nothing uses them.
 */
export async function drainAndClose(
  app: App,
  database: DatabaseHandle,
  { timeoutMs = DRAIN_TIMEOUT_MS, workers = [] }: { timeoutMs?: number; workers?: BackgroundWorker[] } = {},
): Promise<DrainOutcome> {
  let drained = true;
  const bound = setTimeout(() => {
    drained = false;
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown bound were cut off');
    app.server.closeAllConnections();
  }, timeoutMs);
  // Node closes the connections idle when the server stops listening, once. A keep-alive
  // connection whose request finishes later (an event stream just ended, an answer in flight)
  // would otherwise stay open until its keep-alive timeout, and hold the close that long.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(bound);
    clearInterval(sweep);
  }
  await Promise.all(workers.map((worker) => worker.stop()));
  await database.close();
  return { drained };
}
