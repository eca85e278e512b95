import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from './db/schema.js';
import { drainAndClose } from './shutdown.js';
import { openEventStream } from './test/event-stream.js';
import { createUser, testToken } from './test/factories.js';
import { createTestApp, type TestContext } from './test/test-app.js';

/** A raw connection that has sent a request's headers and only the start of its body. */
async function requestInFlight(port: number, token: string) {
  const body = JSON.stringify({ product: randomUUID(), quantity: 1 });
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  socket.on('error', () => {});
  const ended = once(socket, 'close').then(() => answer);
  socket.write(
    `POST /api/cart HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  return { finish: () => socket.write(body.slice(10)), ended };
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

async function readToEnd(body: ReadableStream<Uint8Array>): Promise<string> {
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of body) text += decoder.decode(chunk, { stream: true });
  return text;
}

describe('drainAndClose (SIGTERM)', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    // Each test closes its app itself; one that failed half-way is closed here.
    await ctx?.app.close().catch(() => {});
    ctx = undefined;
  });

  it('stops taking connections, finishes the request in flight, ends event streams with a retry hint and closes the database', async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const shopper = await createUser(ctx.database.db);
    const token = testToken(ctx.app, shopper);
    const stream = readToEnd(
      await openEventStream(`http://127.0.0.1:${port}`, '/api/messages/stream', token),
    );
    const inFlight = await requestInFlight(port, token);
    // The server has the request's headers before it is told to stop.
    await sleep(100);

    const draining = drainAndClose(ctx.app, ctx.database, { timeoutMs: 10_000 });

    const streamed = await stream;
    expect(streamed).toMatch(/\nretry: \d+\n\n$/);
    await expect.poll(() => refused(port)).toBe(true);

    inFlight.finish();
    const answer = await inFlight.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toContain('"code":"PRODUCT_NOT_FOUND"');

    expect(await draining).toEqual({ drained: true });
    await expect(ctx.database.db.select().from(users)).rejects.toThrow();
  });

  it('cuts off what is still running at its bound, and closes all the same', async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const shopper = await createUser(ctx.database.db);
    const stalled = await requestInFlight(port, testToken(ctx.app, shopper));
    await sleep(100);

    // The rest of the body never comes.
    expect(await drainAndClose(ctx.app, ctx.database, { timeoutMs: 300 })).toEqual({ drained: false });
    expect(await stalled.ended).toBe('');
    await expect(ctx.database.db.select().from(users)).rejects.toThrow();
  });
});

describe('the server process on SIGTERM', () => {
  it('exits 0 once drained', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kahraba-sigterm-'));
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const server = spawn(
      process.execPath,
      ['--conditions=@kahraba/source', '--import', 'tsx', path.join(import.meta.dirname, 'server.ts')],
      {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SEED_PRODUCTS: '0',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    try {
      await expect
        .poll(
          async () => {
            const res = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => undefined);
            return res?.status;
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe(200);
      server.kill('SIGTERM');
      const [code, signal] = await exited;
      expect({ code, signal }, output).toEqual({ code: 0, signal: null });
      expect(output).toContain('finishing requests in flight');
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
