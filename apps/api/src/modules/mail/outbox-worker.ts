import { RETENTION } from '@kahraba/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';
import type { OutboxRow } from './outbox.js';
import { OUTBOX_RETENTION, type OutboxRetention, purgeOutbox } from './outbox-retention.js';
import { type MailTransport, PermanentMailError } from './transport.js';

export interface OutboxWorkerOptions {
  /** How long a claimed message is this worker's: past it, another (or this one, restarted) retries it. */
  leaseMs: number;
  /** How often the queue is looked at when it was found empty. */
  pollMs: number;
  /** Tries before a message is marked failed. */
  maxAttempts: number;
  /** Messages claimed at a time. */
  batch: number;
  /** The wait before the n-th retry: doubling from `firstRetryMs`, up to `lastRetryMs`. */
  firstRetryMs: number;
  lastRetryMs: number;
  /** How often the messages past their keeping are deleted (outbox-retention.ts), and which. */
  purgeEveryMs: number;
  retention: OutboxRetention;
}

export const OUTBOX_WORKER_DEFAULTS: OutboxWorkerOptions = {
  // Longer than any one SMTP exchange takes (nodemailer gives up on a silent server after 10 min
  // of socket inactivity at worst, but a message is seconds), short enough that a crash delays
  // a reset link by a minute or two at most.
  leaseMs: 2 * 60_000,
  pollMs: 1000,
  maxAttempts: 8,
  // One at a time: a claim is one indexed statement, and a send that hangs then holds back only
  // its own message, not the others claimed with it until their lease runs out.
  batch: 1,
  firstRetryMs: 30_000,
  lastRetryMs: 60 * 60_000,
  purgeEveryMs: RETENTION.everyMs,
  retention: OUTBOX_RETENTION,
};

/** Where the worker tells of failures: the app's logger, or anything with its `warn`. */
export interface WorkerLog {
  warn(details: object, message: string): void;
}

export interface OutboxWorker {
  /** Looks at the queue now rather than at the next poll (after a message was queued here). */
  wake(): void;
  /** Sends what it holds, then stops; resolves once nothing is in flight. */
  stop(): Promise<void>;
}

export function retryDelayMs(
  attempt: number,
  options: Pick<OutboxWorkerOptions, 'firstRetryMs' | 'lastRetryMs'>,
) {
  return Math.min(options.lastRetryMs, options.firstRetryMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Claims due messages, `FOR UPDATE SKIP LOCKED`, so any number of instances share the queue
 * without waiting on each other or taking the same row: a row is claimed by marking it `sending`
 * with a lease, in one short statement, and a row whose lease ran out (its worker was killed
 * mid-send) is due again. Answers the rows claimed.
 */
export async function claimDueMessages(db: Database, leaseMs: number, batch: number): Promise<OutboxRow[]> {
  const lease = `${Math.max(1, Math.round(leaseMs))} milliseconds`;
  return db
    .update(outboxMessages)
    .set({
      status: 'sending',
      attempts: sql`${outboxMessages.attempts} + 1`,
      lockedUntil: sql`now() + ${lease}::interval`,
    })
    .where(
      sql`${outboxMessages.id} in (
        select id from outbox_messages
        where (status = 'pending' and next_attempt_at <= now())
           or (status = 'sending' and locked_until <= now())
        order by next_attempt_at
        limit ${batch}
        for update skip locked)`,
    )
    .returning();
}

/**
 * Sends the outbox's messages (outbox.ts) in the background of the API process. Each message is
 * claimed, handed to the transport, then marked sent in one statement that checks the claim is
 * still this worker's. A process killed between the server's acceptance and that statement leaves
 * the message `sending`: after the lease it is sent again with the same Message-ID. That window,
 * milliseconds wide, is the only way a message goes twice (docs/decisions/0023).
 */
export function startOutboxWorker(
  db: Database,
  transport: MailTransport,
  log: WorkerLog,
  overrides: Partial<OutboxWorkerOptions> = {},
): OutboxWorker {
  const options = { ...OUTBOX_WORKER_DEFAULTS, ...overrides };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const settle = async (message: OutboxRow, error: unknown) => {
    const permanent = error instanceof PermanentMailError;
    const last = permanent || message.attempts >= options.maxAttempts;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    log.warn(
      { err: error, messageId: message.id, attempts: message.attempts, failed: last },
      'could not send a message',
    );
    await db
      .update(outboxMessages)
      .set(
        last
          ? { status: 'failed', lockedUntil: null, lastError: reason }
          : {
              status: 'pending',
              lockedUntil: null,
              lastError: reason,
              nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts, options)),
            },
      )
      .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.status, 'sending')));
  };

  const sendOne = async (message: OutboxRow) => {
    try {
      await transport.send(message);
    } catch (error) {
      await settle(message, error);
      return;
    }
    await db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.status, 'sending')));
  };

  // Sent and failed messages are kept a while for the console, then deleted here, when the queue
  // is empty: sending always comes first, and a store that runs for months keeps a bounded table.
  let lastPurge = Number.NEGATIVE_INFINITY;
  const purgeIfDue = async () => {
    if (Date.now() - lastPurge < options.purgeEveryMs) return;
    lastPurge = Date.now();
    try {
      await purgeOutbox(db, options.retention, () => stopped);
    } catch (err) {
      log.warn({ err }, 'old outbox messages could not be deleted; trying again at the next purge');
    }
  };

  const drain = async () => {
    while (!stopped) {
      const claimed = await claimDueMessages(db, options.leaseMs, options.batch);
      if (claimed.length === 0) return purgeIfDue();
      for (const message of claimed) await sendOne(message);
    }
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
    timer.unref();
  };

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => log.warn({ err }, 'the outbox could not be read; trying again shortly'))
      .finally(() => {
        running = undefined;
        const soon = again;
        again = false;
        schedule(soon ? 0 : options.pollMs);
      });
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
