import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';
import { createScratchPostgresDatabase } from '../../test/test-app.js';
import { enqueueMessage } from './outbox.js';
import { passwordResetMessage } from './templates.js';

// The worker runs in a child process, killed with SIGKILL while the mail server holds its first
// message (the DATA sent, the answer not yet given), then started again. Every message must then
// arrive, and arrive once. On PGlite the database is a folder on disk, as in production; with
// TEST_DATABASE_URL, a scratch database on that PostgreSQL server.

const LEASE_MS = 1500;
const workerScript = path.join(import.meta.dirname, '../../test/outbox-worker-process.ts');

interface Received {
  messageId: string;
  raw: string;
}

let smtp: SMTPServer;
let smtpPort: number;
const received: Received[] = [];
/** While set, the server keeps the next message's DATA unanswered and calls this instead. */
let holdNext: (() => void) | undefined;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (holdNext) {
          const hold = holdNext;
          holdNext = undefined;
          hold(); // never answered: the sender dies waiting
          return;
        }
        received.push({ messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? '', raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  dataDir = mkdtempSync(path.join(tmpdir(), 'kahraba-outbox-'));
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const open = (): Promise<DatabaseHandle> =>
  openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: dataDir });

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--conditions=@kahraba/source', '--import', 'tsx', workerScript], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Kahraba <orders@kahraba.test>',
      OUTBOX_LEASE_MS: String(LEASE_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

async function until(check: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the outbox across a kill -9', () => {
  it('delivers every message exactly once after the sender is killed mid-send and restarted', async () => {
    // Queued by a process that then closes the database, as a request would have queued them.
    const database = await open();
    const ids: string[] = [];
    for (const [i, language] of (['en', 'ar', 'en'] as const).entries()) {
      ids.push(
        await enqueueMessage(database.db, {
          kind: 'password-reset',
          to: `shopper-${i}@example.com`,
          language,
          ...passwordResetMessage({
            language,
            name: `Shopper ${i}`,
            link: `https://kahraba.test/r/${i}`,
            validMinutes: 30,
          }),
        }),
      );
    }
    await database.close();

    const held = new Promise<void>((resolve) => {
      holdNext = resolve;
    });
    const first = startWorker();
    const firstExit = once(first, 'exit');
    await held;
    first.kill('SIGKILL');
    const [, signal] = await firstExit;
    expect(signal).toBe('SIGKILL');
    expect(received).toHaveLength(0);

    const second = startWorker();
    const secondExit = once(second, 'exit');
    try {
      await until(() => received.length >= ids.length, 'every message to arrive');
      // The held message comes back only once its lease has run out; a second copy would follow it.
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 1000));
    } finally {
      second.kill('SIGTERM');
      await secondExit;
    }

    const expected = ids.map((id) => `<${id}@kahraba.test>`).sort();
    expect(received.map((r) => r.messageId).sort()).toEqual(expected);

    const reopened = await open();
    try {
      const rows = await reopened.db.select().from(outboxMessages);
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
      // The message held when the first process died was tried twice, each of the others once.
      expect(rows.map((row) => row.attempts).sort()).toEqual([1, 1, 2]);
      expect(rows.every((row) => row.sentAt !== null && row.lockedUntil === null)).toBe(true);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
