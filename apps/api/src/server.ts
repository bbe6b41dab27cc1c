// Entry: config → database → migrations → lookups (→ demo data) → listen. Stops cleanly on SIGINT/SIGTERM.
import { count } from 'drizzle-orm';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, runMigrations } from './db/client.js';
import { users } from './db/schema/index.js';
import { loadLookups } from './db/seed/lookups.js';
import { seedDemo } from './db/seed/demo.js';
import { mailSender, startMailWorker } from './lib/mail.js';
import { startScheduler, type Scheduler } from './lib/scheduler.js';
import { scheduledTasks } from './scheduled-tasks.js';
import { hashPassword } from './lib/passwords.js';
import { fileSigner } from './lib/signed-files.js';
import { diskStorage } from './lib/storage.js';
import { tokenService } from './lib/tokens.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

// React (the server renderer of the public pages) runs its production build unless told otherwise: the
// development build checks every render and is several times slower.
process.env.NODE_ENV ??= 'production';

async function main() {
  const config = loadConfig();
  const log = { info: (m: string) => say(`[portal] ${m}`), warn: (m: string) => say(`[portal] warning: ${m}`) };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  let stopping = false;
  // Started below; a signal may come before they are.
  const running: { mail?: ReturnType<typeof startMailWorker>; scheduler?: Scheduler; app?: Awaited<ReturnType<typeof buildApp>> } = {};
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping`);
    running.mail?.stop();
    await running.scheduler?.stop().catch((err: unknown) => log.warn(`scheduler: ${String(err)}`));
    await running.app?.close().catch(() => undefined);
    await database.close().catch((err: unknown) => log.warn(String(err)));
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await runMigrations(database);
  await loadLookups(database.db);
  const storage = diskStorage(config.mediaDir);

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

  const send = mailSender({ smtpUrl: config.smtpUrl, from: config.mailFrom, print: say });
  running.mail = startMailWorker(database.db, send, (err) => log.warn(`mail: ${String(err)}`));
  const scheduler = await startScheduler(
    database.pool,
    scheduledTasks(database.db, { publicUrl: config.publicUrl }),
    (err) => log.warn(`scheduled job: ${String(err)}`),
  );
  running.scheduler = scheduler;
  const app = await buildApp(
    {
      config,
      db: database.db,
      storage,
      tokens: tokenService(config.jwtSecret, config.tokenTtl),
      files: fileSigner(config.jwtSecret, config.publicUrl),
      runTaskNow: (task) => void scheduler.runNow(task).catch((err: unknown) => log.warn(`${task}: ${String(err)}`)),
    },
    { logger: { level: config.logLevel } },
  );
  running.app = app;
  await app.listen({ port: config.port, host: config.host });
  say(`[portal] serving on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
