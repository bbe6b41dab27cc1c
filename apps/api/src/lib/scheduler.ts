// Work the portal does on a clock (decision 016): a PostgreSQL job queue, pg-boss, in its own `pgboss` schema of the
// portal's database, not a timer per process. pg-boss sends each scheduled job once per tick however many portal
// processes run, hands it to one worker, retries a failure with back-off, and keeps its schedules and pending jobs
// across restarts. It talks to PostgreSQL through the portal's own pool (no second pool to size).
import PgBoss from 'pg-boss';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { sqlState } from '../db/client.js';
import { PORTAL_TIME_ZONE } from './dates.js';

/** Every task the portal schedules (server.ts lists them with their times). */
export const SCHEDULED_TASKS = [
  'remove-expired-records',
  'refresh-insights',
  'refresh-portal-stats',
  'deliver-instant-job-alerts',
  'deliver-daily-job-alerts',
  'deliver-weekly-job-alerts',
  'nightly-backup',
] as const;
export type ScheduledTaskName = (typeof SCHEDULED_TASKS)[number];

export type ScheduledTask = {
  /** The queue's name (letters, digits, - and _). */
  name: ScheduledTaskName | (string & {});
  /** When, as cron in Kampala time ("*\/5 * * * *": every five minutes). */
  cron: string;
  run: () => Promise<unknown>;
  /** How often an idle worker looks for this task's jobs; short for work people wait for. Default 10 s. */
  pollingIntervalSeconds?: number;
};

export type Scheduler = {
  boss: PgBoss;
  /** Queues a task's job now (as its schedule would). */
  runNow: (name: string) => Promise<string | null>;
  stop: () => Promise<void>;
  /** Jobs waiting (created or retrying, not yet active) per task: the metrics' queue depths. */
  depths: () => Promise<Record<string, number>>;
};

/** The tasks' times (cron) are Kampala's, as every day the portal counts (lib/dates.ts). */
export const SCHEDULER_TIME_ZONE = PORTAL_TIME_ZONE;

/**
 * Instances starting together create pg-boss's schema and the same queues at once (each queue a partition of its job
 * table): two such creations can deadlock or collide (issue 16). The loser tries again a moment later and finds them
 * made.
 */
async function retriedOnConflict<T>(create: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (err) {
      const state = sqlState(err);
      if (attempt >= 5 || (state !== '40P01' && state !== '23505' && state !== '42P07')) throw err;
      await sleep(50 + Math.random() * 200 * attempt);
    }
  }
}

export async function startScheduler(
  pool: pg.Pool,
  tasks: ScheduledTask[],
  onError: (err: unknown) => void,
  opts: { pollingIntervalSeconds?: number; retryDelaySeconds?: number } = {},
): Promise<Scheduler> {
  const boss = await retriedOnConflict(async () => {
    const started = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: 'pgboss',
      // Finished jobs are kept a week for inspection, then removed by pg-boss's own maintenance.
      deleteAfterDays: 7,
    });
    started.on('error', onError);
    try {
      await started.start();
      return started;
    } catch (err) {
      await started.stop({ graceful: false, wait: true }).catch(() => undefined);
      throw err;
    }
  });
  for (const task of tasks) {
    // stately: at most one job of a task waiting and one running, so a slow run never piles up ticks behind it.
    await retriedOnConflict(() =>
      boss.createQueue(task.name, {
        name: task.name,
        policy: 'stately',
        retryLimit: 3,
        retryDelay: opts.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInMinutes: 15,
      }),
    );
    await boss.schedule(task.name, task.cron, {}, { tz: SCHEDULER_TIME_ZONE });
    await boss.work(
      task.name,
      { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? task.pollingIntervalSeconds ?? 10 },
      async () => {
        try {
          await task.run();
        } catch (err) {
          onError(err);
          throw err; // failed: pg-boss retries it
        }
      },
    );
  }
  return {
    boss,
    runNow: (name) => boss.send(name, {}),
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
    depths: async () =>
      Object.fromEntries(
        await Promise.all(
          tasks.map(async (t) => [t.name, await boss.getQueueSize(t.name, { before: 'active' })] as const),
        ),
      ),
  };
}
