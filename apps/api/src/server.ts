// First, before anything imports React: React's build is chosen on its first import.
import './react-build-mode.js';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, DEFAULT_MAIL_FROM, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed.js';
import { fillMissingSpecFacets } from './modules/catalog/spec-facets-backfill.js';
import { startOutboxWorker } from './modules/mail/outbox-worker.js';
import { createMailTransport } from './modules/mail/transport.js';
import { startAlertMailer } from './modules/notifications/alert-mailer.js';
import { publicUrlOf } from './modules/notifications/notify.js';
import { startNotificationRetention } from './modules/notifications/retention.js';
import { startedWithNodeEnv } from './react-build-mode.js';
import { DRAIN_TIMEOUT_MS, drainAndClose } from './shutdown.js';

/** After the requests, the time left to write what is held in memory (views) and close the pools. */
const FINAL_WRITES_MS = 10_000;

async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: startedWithNodeEnv });
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dir: config.dataDir },
  );
  const app = await buildApp(config, { database });
  const seeded = await seedIfEmpty(database.db, {
    products: config.seedProducts,
    demoAccounts: config.seedDemoAccounts,
  });
  if (seeded) app.log.info({ products: seeded.products }, 'seeded an empty database with the demo catalog');
  const filled = await fillMissingSpecFacets(database.db);
  if (filled > 0) app.log.info({ products: filled }, 'read the specification filters of existing products');

  // Listings are answered from the catalog's copy in memory (listing-index.ts): read it before
  // taking requests, so a server started under load does not answer them from the database
  // meanwhile, each slower than a thousand from the copy.
  await app.listingIndex
    .ready()
    .catch((err: unknown) =>
      app.log.warn({ err }, 'listings are read from the database until the catalog copy is read'),
    );

  // Messages to shoppers are sent from the outbox by every instance, sharing it (modules/mail).
  const mail = config.mail ?? { smtpUrl: undefined, from: DEFAULT_MAIL_FROM };
  const outboxDir = path.join(config.dataDir, 'outbox');
  const mailWorker = startOutboxWorker(database.db, createMailTransport(mail, outboxDir), app.log);
  // Price drops, stock back and chat replies left unread become e-mails here (modules/notifications).
  const alertMailer = startAlertMailer(database.db, app.log, { publicUrl: publicUrlOf(config) });
  // Old read notifications and those past a shopper's cap are deleted hourly; the mail worker does
  // the same for old sent and failed messages (docs/decisions/0028).
  const notificationRetention = startNotificationRetention(database.db, app.log);
  app.log.info(
    mail.smtpUrl ? 'mail is sent over SMTP' : `mail is written to ${outboxDir} (SMTP_URL is unset)`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, boundMs: DRAIN_TIMEOUT_MS }, 'shutting down: finishing requests in flight');
    // Whatever hangs past the bound (a database that never answers the last writes) does not keep
    // the process from ending.
    setTimeout(() => {
      app.log.error('shutdown did not finish in time');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS + FINAL_WRITES_MS).unref();
    try {
      const { drained } = await drainAndClose(app, database, {
        workers: [notificationRetention, alertMailer, mailWorker],
      });
      app.log.info({ drained }, 'stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Kahraba is serving ${database.kind === 'pglite' ? 'embedded PostgreSQL' : 'PostgreSQL'} data on port ${config.port}`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`Kahraba could not start: ${message}`);
  }
  process.exit(1);
});
