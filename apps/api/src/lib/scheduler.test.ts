// The job queue: schedules are kept in the database with Kampala's time zone, a job queued once runs once however
// many portal processes work the queue, and a failed run is retried.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from '../test/app.js';
import { SCHEDULER_TIME_ZONE, startScheduler, type Scheduler } from './scheduler.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
// Two pools on one database: two portal processes.
const processes: { handle: DatabaseHandle; scheduler?: Scheduler }[] = [];
const runs: string[] = [];
let failuresLeft = 1;
const errors: unknown[] = [];

const tasks = (who: string) => [
  { name: 'count-runs', cron: '*/5 * * * *', run: async () => runs.push(who) },
  {
    name: 'fail-once',
    cron: '0 7 * * 1',
    run: async () => {
      if (failuresLeft-- > 0) throw new Error('first try fails');
      runs.push(`fail-once:${who}`);
    },
  },
];

async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await sleep(100);
}

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 2; i++) processes.push({ handle: connect(database.url, 4) });
  // Started one after the other, as two processes starting together would find pg-boss's schema being created.
  for (const [i, p] of processes.entries()) {
    p.scheduler = await startScheduler(p.handle.pool, tasks(i === 0 ? 'a' : 'b'), (err) => errors.push(err), {
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
    });
  }
});

afterAll(async () => {
  for (const p of processes) {
    await p.scheduler?.stop();
    await p.handle.close();
  }
  await database.drop();
});

describe('startScheduler', () => {
  it('keeps each task’s schedule once, in Kampala time', async () => {
    const schedules = await processes[0]!.scheduler!.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron, s.options?.tz]).sort()).toEqual([
      ['count-runs', '*/5 * * * *', SCHEDULER_TIME_ZONE],
      ['fail-once', '0 7 * * 1', SCHEDULER_TIME_ZONE],
    ]);
  });

  it('runs a job queued once exactly once across two processes', async () => {
    await processes[1]!.scheduler!.runNow('count-runs');
    await until(() => runs.length > 0);
    // Both processes poll every half second: a second run would have happened by now.
    await sleep(2_000);
    expect(runs.filter((r) => r === 'a' || r === 'b')).toHaveLength(1);
  });

  it('retries a failed run', async () => {
    await processes[0]!.scheduler!.runNow('fail-once');
    await until(() => runs.some((r) => r.startsWith('fail-once:')), 60_000);
    expect(runs.filter((r) => r.startsWith('fail-once:'))).toHaveLength(1);
    expect(errors.map(String)).toContain('Error: first try fails');
  }, 70_000);
});
