import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startErasedDataScrub } from './jobs/erased-data-scrub-job.ts';
import { startIdempotencyKeyCleanup } from './jobs/idempotency-key-cleanup.ts';
import { startImportCleanup } from './jobs/import-cleanup.ts';
import { startImportWorker } from './jobs/import-job.ts';
import { createSmtpTransport, startOutboxWorker } from './jobs/outbox-job.ts';
import { startRetentionSchedule } from './jobs/retention-job.ts';
import { startWebhookDeliveryWorker } from './jobs/webhook-delivery-job.ts';
import { startWebhookLogCleanup } from './jobs/webhook-log-cleanup.ts';
import { startMailCapture } from './mail/capture-server.ts';
import { prepareDatabase } from './seed/prepare-database.ts';
import { readySeconds, startBanner } from './start-banner.ts';

/** Whether a failure to start prints its stack too (LOG_LEVEL=debug or trace). */
let verboseFailures = false;

/** Starts the server: configuration, database (migrated, seeded), HTTP, graceful shutdown. */
async function main() {
  const config = loadConfig();
  verboseFailures = config.logLevel === 'debug' || config.logLevel === 'trace';
  const startedAt = performance.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message) => console.log(message),
  });
  // Without SMTP_URL, mail goes to a capture server on loopback, read at /dev/mail.
  const mailCapture = config.smtpUrl ? undefined : await startMailCapture(config.mailCapturePort);
  const app = await buildApp({ config, database, mailCapture });
  await prepareDatabase(database.db, app.files, config, app.log);
  await app.listen({ port: config.port, host: config.host });
  // Erased rows' old bytes rewritten out of the embedded database's files (PGlite only).
  const erasedDataScrub = startErasedDataScrub({ database, log: app.log });
  app.erasedDataScrub = erasedDataScrub;
  // The daily retention run (off until staff turn it on in Settings).
  const stopRetention = startRetentionSchedule({
    db: database.db,
    storage: app.files,
    log: app.log,
    mailCapture,
    erasedDataScrub,
  });
  // Idempotency-Keys of staff writes are kept a day.
  const stopKeyCleanup = startIdempotencyKeyCleanup({ db: database.db, log: app.log });
  // Mail from the outbox (messages, invites), retried until the SMTP server accepts it.
  const outbox = startOutboxWorker({
    db: database.db,
    transport: createSmtpTransport(config.smtpUrl ?? mailCapture?.smtpUrl ?? ''),
    from: config.mailFrom,
    log: app.log,
  });
  app.mailOutbox = outbox;
  // Webhook deliveries (recorded with the changes they tell of), retried over about a day.
  const webhookDelivery = startWebhookDeliveryWorker({
    db: database.db,
    log: app.log,
    allowLocalAddresses: config.webhooksAllowLocalAddresses,
  });
  app.webhookDelivery = webhookDelivery;
  // Webhook events and their delivery log are kept 30 days.
  const stopWebhookLogCleanup = startWebhookLogCleanup({ db: database.db, log: app.log });
  // Imports checked and run in the background; ended ones kept 30 days for their report.
  // PGlite runs one query at a time: a batch holds it, so the embedded database's batches are
  // smaller and requests (the progress bar's polls) wait less behind them.
  const importWorker = startImportWorker({
    db: database.db,
    storage: app.files,
    pdfWorkers: app.pdfWorkers,
    log: app.log,
    runBatchSize: database.kind === 'pglite' ? 100 : 250,
  });
  app.importWorker = importWorker;
  const stopImportCleanup = startImportCleanup({
    db: database.db,
    storage: app.files,
    log: app.log,
  });

  console.log(
    startBanner({
      config,
      databaseKind: database.kind,
      mailCaptured: mailCapture !== undefined,
      readySeconds: readySeconds(config.launchedAt, startedAt),
    }),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await stopRetention();
      await stopKeyCleanup();
      await erasedDataScrub.stop();
      await outbox.stop();
      await webhookDelivery.stop();
      await stopWebhookLogCleanup();
      await importWorker.stop();
      await stopImportCleanup();
      await app.close();
      await mailCapture?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (verboseFailures) console.error(error);
  process.exit(1);
});
