// A process that does nothing but run the outbox worker, for outbox-crash.test.ts to kill with
// SIGKILL in the middle of a send and start again. Settings come from the environment:
// DATABASE_URL or DATA_DIR (PGlite on disk), SMTP_URL, MAIL_FROM, OUTBOX_LEASE_MS.
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { startOutboxWorker } from '../modules/mail/outbox-worker.js';
import { createMailTransport } from '../modules/mail/transport.js';

const dataDir = process.env.DATA_DIR ?? '';
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dir: dataDir },
);
const transport = createMailTransport(
  { smtpUrl: process.env.SMTP_URL, from: process.env.MAIL_FROM ?? 'Kahraba <no-reply@kahraba.test>' },
  path.join(dataDir, 'outbox'),
);
const worker = startOutboxWorker(
  database.db,
  transport,
  { warn: (details, message) => console.error(message, details) },
  { leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? 1500), pollMs: 100, firstRetryMs: 100, lastRetryMs: 500 },
);
process.on('SIGTERM', () => {
  void worker
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
console.log('outbox worker started');
