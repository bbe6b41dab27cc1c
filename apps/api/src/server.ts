// Entry: config → database → migrations (with MIGRATE_ON_START=0: a check that they were applied) → lookups (→ demo
// data) → listen. Stops cleanly on SIGINT, and after draining on SIGTERM (lib/shutdown.ts).
import type { Server } from 'node:http';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { buildApp } from './app.js';
import { backupBeforeMigrations, recordBackup } from './backup-schedule.js';
import { loadConfig } from './config.js';
import { assertMigrated, openDatabase, runMigrations } from './db/client.js';
import { users } from './db/schema/index.js';
import { loadLookups } from './db/seed/lookups.js';
import { seedDemo } from './db/seed/demo.js';
import { databaseAnswers, databaseOutageLog, newReadiness } from './lib/health.js';
import { describeError } from './lib/loggable-error.js';
import { mailSender, startMailWorker } from './lib/mail.js';
import { setSmsDailyLimit, smsSender, startSmsWorker } from './lib/sms.js';
import { gracefulShutdown } from './lib/shutdown.js';
import { startScheduler, type Scheduler } from './lib/scheduler.js';
import { scheduledTasks } from './scheduled-tasks.js';
import { ensurePortalStats } from './modules/lookups/index.js';
import { hashPassword } from './lib/passwords.js';
import { fileSigner } from './lib/signed-files.js';
import { serveMetrics } from './lib/metrics.js';
import { configuredStorage } from './lib/s3-storage.js';
import { tokenService } from './lib/tokens.js';

// stdout is the JSON log (one line per request, lib/request-log.ts): the plain lines for a person (start-up, the demo
// accounts, mail and SMS printed without SMTP or a gateway, the background work's warnings) go to stderr, never mixed
// into it.
const say = (line: string) => process.stderr.write(`${line}\n`);

// React (the server renderer of the public pages) runs its production build unless told otherwise: the
// development build checks every render and is several times slower.
process.env.NODE_ENV ??= 'production';

async function main() {
  const config = loadConfig();
  const log = { info: (m: string) => say(`[portal] ${m}`), warn: (m: string) => say(`[portal] warning: ${m}`) };
  const readiness = newReadiness();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    log,
    supervision: {
      down: (why) => (readiness.databaseDown = why),
      up: () => (readiness.databaseDown = null),
      gaveUp: (err) => {
        // Better a restart by the supervisor (systemd, the container runtime) than an instance answering 500s.
        log.warn(describeError(err));
        process.exit(1);
      },
    },
  });
  // Started below; a signal may come before they are.
  const running: {
    mail?: ReturnType<typeof startMailWorker>;
    sms?: ReturnType<typeof startSmsWorker>;
    scheduler?: Scheduler;
    app?: Awaited<ReturnType<typeof buildApp>>;
    metrics?: Server;
    outage?: ReturnType<typeof databaseOutageLog>;
  } = {};
  const shutdown = gracefulShutdown({
    readiness,
    drainMs: config.shutdownDrainMs,
    steps: () => [
      { name: 'http', run: async () => running.app?.close() },
      { name: 'metrics', run: async () => running.metrics?.close() },
      { name: 'mail', run: async () => running.mail?.stop() },
      { name: 'sms', run: async () => running.sms?.stop() },
      { name: 'scheduler', run: async () => running.scheduler?.stop() },
      { name: 'outage log', run: async () => running.outage?.stop() },
      { name: 'database', run: () => database.close() },
    ],
    log,
    exit: (code) => process.exit(code),
  });
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Uploads in the S3 bucket when one is configured (every instance sees every file), else on this machine's disk.
  const storage = configuredStorage(config);
  // Without migrating here, a database the deploy forgot to migrate is refused with the step to take. In the embedded
  // mode, an upgrade that brings migrations first backs up a database that holds rows (docs/deploy.md "Upgrades").
  if (config.migrateOnStart) {
    const backupSettings = config.databaseUrl ? null : config.backup;
    const preMigrate = backupSettings ? await backupBeforeMigrations(database, storage, backupSettings) : null;
    if (preMigrate && backupSettings)
      log.info(`backed up to ${path.join(backupSettings.dir, preMigrate.fileName)} before migrating`);
    await runMigrations(database);
    if (preMigrate) await recordBackup(database.db, preMigrate);
  } else await assertMigrated(database);
  await loadLookups(database.db);

  if (config.demoData) {
    const [row] = await database.db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) === 0) {
      log.info('loading demo data');
      const accounts = await seedDemo(database.db, { hashPassword, storage, publicUrl: config.publicUrl });
      say('\nDemo accounts (e-mail / password):');
      for (const a of accounts) say(`  ${a.group.padEnd(18)} ${a.email} / ${a.password}`);
      say('');
    }
  }

  // The home page's figures are recomputed by the job queue every minute; a fresh portal has none stored yet and gets
  // them now (after the demo data, so they count it). Not fatal: a request that finds none computes them itself.
  await ensurePortalStats(database.db).catch((err: unknown) => log.warn(`home page figures: ${describeError(err)}`));

  // The mail worker polls every second: during a database outage, one warning when it starts and one when it ends.
  const outage = databaseOutageLog({ answers: () => databaseAnswers(database.db), log });
  running.outage = outage;
  const send = mailSender({ smtpUrl: config.smtpUrl, from: config.mailFrom, print: say });
  running.mail = startMailWorker(database.db, send, (err) => void outage.failed('mail', err));
  // SMS the same way, through Africa's Talking (printed without AT_USERNAME and AT_API_KEY); past SMS_DAILY_LIMIT in a
  // day only codes are queued, and this process says so once that day.
  setSmsDailyLimit(config.smsDailyLimit, log.warn);
  const sendSms = smsSender({ ...config.sms, print: say });
  running.sms = startSmsWorker(database.db, sendSms, (err) => void outage.failed('sms', err));
  const scheduler = await startScheduler(
    database.pool,
    scheduledTasks(database.db, {
      publicUrl: config.publicUrl,
      ussdServiceCode: config.ussd.serviceCode,
      backup: config.backup ? { target: database, storage, settings: config.backup } : null,
    }),
    (err) => void outage.failed('scheduled job', err),
  );
  running.scheduler = scheduler;
  const app = await buildApp(
    {
      config,
      db: database.db,
      storage,
      tokens: tokenService(config.jwtSecret, config.tokenTtl),
      files: fileSigner(config.jwtSecret, config.publicUrl),
      runTaskNow: (task) => void scheduler.runNow(task).catch((err: unknown) => outage.failed(task, err)),
      readiness,
    },
    {
      logger: { level: config.logLevel },
      requestLogs: config.logRequests,
      ...(config.metricsPort
        ? { metrics: { pool: database.pool, db: database.db, queueDepths: scheduler.depths } }
        : {}),
    },
  );
  running.app = app;
  if (config.metricsPort) {
    const metricsServer = await serveMetrics(app, config.metricsPort, config.metricsHost);
    running.metrics = metricsServer;
    say(`[portal] Prometheus metrics on ${config.metricsHost}:${config.metricsPort} (/metrics)`);
  }
  await app.listen({ port: config.port, host: config.host });
  say(`[portal] serving on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

main().catch((err: unknown) => {
  // Never a failed query's SQL and parameters (the demo data's password hashes, people's data): lib/loggable-error.ts.
  process.stderr.write(`${describeError(err)}\n`);
  process.exit(1);
});
