// The portal's own schedule, as server.ts starts it: every task the code names, at its time in Kampala (alerts daily
// at 7:00 and on Mondays at 7:00, instant ones and the home page's figures every minute), registered once in the job queue.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DatabaseHandle } from './db/client.js';
import { SCHEDULED_TASKS, SCHEDULER_TIME_ZONE, startScheduler, type Scheduler } from './lib/scheduler.js';
import { scheduledTasks } from './scheduled-tasks.js';
import { diskStorage } from './lib/storage.js';
import { createTestDatabase, PUBLIC_URL } from './test/app.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let handle: DatabaseHandle;
let scheduler: Scheduler;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = connect(database.url, 4);
  // The nightly backup is scheduled where one is configured (config.backup; the embedded mode's default).
  const backup = {
    target: handle,
    storage: diskStorage(path.join(tmpdir(), 'no-media')),
    settings: { dir: path.join(tmpdir(), 'no-backups'), s3: null },
  };
  scheduler = await startScheduler(
    handle.pool,
    scheduledTasks(handle.db, { publicUrl: PUBLIC_URL, backup }),
    () => undefined,
  );
});
afterAll(async () => {
  await scheduler.stop();
  await handle.close();
  await database.drop();
});

describe('the portal’s schedule', () => {
  it('runs every named task at its time, in Kampala', async () => {
    const schedules = await scheduler.boss.getSchedules();
    const byName = Object.fromEntries(schedules.map((s) => [s.name, { cron: s.cron, tz: s.options?.tz }]));
    expect(Object.keys(byName).sort()).toEqual([...SCHEDULED_TASKS].sort());
    expect(byName).toMatchObject({
      'deliver-instant-job-alerts': { cron: '* * * * *', tz: SCHEDULER_TIME_ZONE },
      'deliver-daily-job-alerts': { cron: '0 7 * * *', tz: SCHEDULER_TIME_ZONE },
      'deliver-weekly-job-alerts': { cron: '0 7 * * 1', tz: SCHEDULER_TIME_ZONE },
      'refresh-insights': { cron: '*/5 * * * *', tz: SCHEDULER_TIME_ZONE },
      'refresh-portal-stats': { cron: '* * * * *', tz: SCHEDULER_TIME_ZONE },
      'remove-expired-records': { cron: '17 * * * *', tz: SCHEDULER_TIME_ZONE },
      'nightly-backup': { cron: '30 2 * * *', tz: SCHEDULER_TIME_ZONE },
    });
  });

  it('schedules no nightly backup where none is configured (managed PostgreSQL without BACKUP_DIR or BACKUP_S3_BUCKET)', () => {
    const names = scheduledTasks(handle.db, { publicUrl: PUBLIC_URL, backup: null }).map((task) => task.name);
    expect(names).not.toContain('nightly-backup');
    expect(names).toHaveLength(SCHEDULED_TASKS.length - 1);
  });

  it('runs a task asked for now (as posting a job asks for instant alerts)', async () => {
    expect(await scheduler.runNow('refresh-insights')).toEqual(expect.any(String));
    const started = Date.now();
    let refreshed = false;
    while (!refreshed && Date.now() - started < 30_000) {
      const { rows } = await handle.pool.query('select 1 from insight_summary');
      refreshed = rows.length > 0;
      if (!refreshed) await new Promise((r) => setTimeout(r, 200));
    }
    expect(refreshed).toBe(true);
  }, 40_000);
});
