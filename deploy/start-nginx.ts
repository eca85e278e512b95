import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Runs deploy/nginx.conf, as it is committed, in front of a store server for a test or a benchmark:
// a copy in a throwaway prefix folder, its two placeholder lines pointed at the server and at a free
// loopback port. Every other path in the file is relative, so -p puts the cache, logs and pid file
// in that folder too.

export interface StartNginxOptions {
  /** Port of the store server on 127.0.0.1 (replaces the upstream's `server 127.0.0.1:3000`). */
  upstreamPort: number;
  /** Port nginx listens on, on 127.0.0.1 (replaces `listen 8080;`); a free one by default. */
  listenPort?: number;
  /** How long to wait for nginx to answer /api/health through to the server. */
  startTimeoutMs?: number;
}

export interface RunningNginx {
  /** http://127.0.0.1:<port>, no trailing slash. */
  baseUrl: string;
  /** The prefix folder (cache/, logs/access.log, logs/error.log). */
  prefix: string;
  /** Stops nginx and removes its folder. */
  stop(): Promise<void>;
}

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
export const NGINX_CONF = path.join(import.meta.dirname, 'nginx.conf');

const UPSTREAM_PLACEHOLDER = /^(\s*server\s+)127\.0\.0\.1:3000(\b[^;\n]*;)/m;
const LISTEN_PLACEHOLDER = /^(\s*listen\s+)8080(\s*;)/m;

/** The committed config with its placeholders replaced; throws when one is missing or repeated. */
export function nginxConfFor(conf: string, upstreamPort: number, listenPort: number): string {
  const once = (text: string, pattern: RegExp, replacement: string, what: string) => {
    const all = text.match(new RegExp(pattern.source, 'gm')) ?? [];
    if (all.length !== 1) {
      throw new Error(
        `deploy/nginx.conf must have exactly one ${what} line for deploy/start-nginx.ts to rewrite (found ${all.length})`,
      );
    }
    return text.replace(pattern, replacement);
  };
  let out = once(conf, UPSTREAM_PLACEHOLDER, `$1127.0.0.1:${upstreamPort}$2`, '`server 127.0.0.1:3000 …;`');
  out = once(out, LISTEN_PLACEHOLDER, `$1127.0.0.1:${listenPort}$2`, '`listen 8080;`');
  return out;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function readIfThere(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export async function startNginx(options: StartNginxOptions): Promise<RunningNginx> {
  const listenPort = options.listenPort ?? (await freePort());
  const prefix = mkdtempSync(path.join(tmpdir(), 'kahraba-nginx-'));
  // Run as root, nginx's workers drop to `nobody`, which must reach the cache inside this folder.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'logs'));
  mkdirSync(path.join(prefix, 'temp'));
  const confFile = path.join(prefix, 'nginx.conf');
  try {
    writeFileSync(confFile, nginxConfFor(readFileSync(NGINX_CONF, 'utf8'), options.upstreamPort, listenPort));
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }

  // -e: errors before the config is read go to stderr, not the package's /var/log/nginx.
  const child = spawn(
    NGINX_BINARY,
    ['-e', 'stderr', '-g', 'daemon off;', '-c', confFile, '-p', `${prefix}/`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (stderr.length < 20_000) stderr += chunk.toString();
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // TERM is nginx's fast shutdown: the master stops its workers and exits.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 15_000);
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      lastProblem = `nginx exited (${child.exitCode ?? child.signalCode})`;
      break;
    }
    if (spawnError) {
      lastProblem = `could not run ${NGINX_BINARY}: ${spawnError.message}`;
      break;
    }
    try {
      const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await health.arrayBuffer();
      if (health.ok) return { baseUrl, prefix, stop };
      lastProblem = `GET /api/health through nginx answered ${health.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const errorLog = readIfThere(path.join(prefix, 'logs', 'error.log'));
  await stop();
  throw new Error(
    `nginx did not start on ${baseUrl} in front of 127.0.0.1:${options.upstreamPort}: ${lastProblem}\n${stderr}${errorLog}`,
  );
}
