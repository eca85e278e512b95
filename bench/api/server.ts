// Starts the production build of the API (`node apps/api/dist/server.js`) as its own process, the way
// `npm start` runs it, and watches its memory from /proc while the load generator drives it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { PreparedCatalog } from './database.ts';

export const SERVER_ENTRY = fileURLToPath(new URL('../../apps/api/dist/server.js', import.meta.url));

/**
 * The Node flags `npm start` gives the API (apps/api/package.json, `node <flags> dist/server.js`),
 * so the benchmarks measure the process production runs.
 */
export function serverNodeFlags(): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL('../../apps/api/package.json', import.meta.url), 'utf8'),
  ) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** The highest resident set size the process has had so far (VmHWM), in MB. */
  peakRssMb(): number;
  /** The last lines the server printed, for explaining a failure. */
  output(): string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Clock ticks per second of /proc/<pid>/stat's times: 100 on Linux, whatever the kernel's HZ. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time a process has used so far (user and system, all its threads), in ms; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    // The command name may hold spaces or parentheses: the fields after its closing one are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Reads a `VmRSS:  12345 kB` style line of /proc/<pid>/status, in MB (0 once the process is gone). */
export function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function keepTail(child: ChildProcess): () => string {
  const lines: string[] = [];
  const remember = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  return () => lines.join('\n');
}

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer /api/health within 120 s:\n${output()}`);
}

export interface StartOptions {
  /** Node flags after those of `npm start`, e.g. `--inspect=127.0.0.1:0` for a memory soak. */
  extraNodeFlags?: readonly string[];
  /** Sees everything the server prints, as it prints it (e.g. to read the inspector's address). */
  onOutput?: (text: string) => void;
}

/** `env` adds the database settings (DATABASE_URL or DATA_DIR) to a production environment. */
export async function startServer(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...serverNodeFlags(), ...(options.extraNodeFlags ?? []), SERVER_ENTRY],
    {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        // The catalog is prepared before the server starts; it must not seed one of its own.
        SEED_PRODUCTS: '0',
        // Request logging is a production cost too, but the lines would go to a pipe nobody reads.
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = keepTail(child);
  const { onOutput } = options;
  if (onOutput) {
    child.stdout?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(baseUrl, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pid = child.pid!;
  let lastPeak = 0;
  return {
    baseUrl,
    pid,
    peakRssMb() {
      lastPeak = Math.max(lastPeak, procStatusMb(pid, 'VmHWM'));
      return lastPeak;
    },
    output,
    async stop() {
      lastPeak = Math.max(lastPeak, procStatusMb(pid, 'VmHWM'));
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Runs `use` against a production server on a prepared catalog, with a secret of its own, then stops
 * the server and disposes of the catalog (unless `keepCatalog`). When `use` fails, the server's last
 * lines are printed first: they usually say why.
 */
export async function withCatalogServer<T>(
  catalog: PreparedCatalog,
  use: (server: RunningServer) => Promise<T>,
  options: StartOptions & { keepCatalog?: boolean } = {},
): Promise<T> {
  const { keepCatalog = false, ...startOptions } = options;
  try {
    const server = await startServer(
      { ...catalog.serverEnv, JWT_SECRET: randomBytes(48).toString('base64url') },
      startOptions,
    );
    try {
      return await use(server);
    } catch (error) {
      console.error(`the server's last lines:\n${server.output()}`);
      throw error;
    } finally {
      await server.stop();
    }
  } finally {
    if (!keepCatalog) await catalog.dispose();
  }
}
