// The work the portal does on a clock (lib/scheduler.ts runs it; decision 016), with its times in Kampala: one list,
// so server.ts starts exactly these and a test reads the same schedule.
import { nightlyBackup, type BackupSettings } from './backup-schedule.js';
import type { DatabaseTarget } from './backup.js';
import type { Database } from './db/client.js';
import type { Storage } from './lib/storage.js';
import { removeExpiredRecords } from './lib/retention.js';
import type { ScheduledTask, ScheduledTaskName } from './lib/scheduler.js';
import { refreshPortalStats } from './modules/lookups/index.js';
import { deliverJobAlerts } from './modules/matching/index.js';
import { INSIGHTS_REFRESH_MINUTES, refreshInsightsSummary } from './modules/ministry/index.js';

/** What the nightly backup needs; absent when none is configured (config.backup is null: managed PostgreSQL). */
export type NightlyBackupSetup = { target: DatabaseTarget; storage: Storage; settings: BackupSettings };

export function scheduledTasks(
  db: Database,
  opts: { publicUrl: string; backup?: NightlyBackupSetup | null; ussdServiceCode?: string | null },
): (ScheduledTask & { name: ScheduledTaskName })[] {
  const backup = opts.backup;
  return [
    { name: 'remove-expired-records', cron: '17 * * * *', run: () => removeExpiredRecords(db) },
    { name: 'refresh-insights', cron: `*/${INSIGHTS_REFRESH_MINUTES} * * * *`, run: () => refreshInsightsSummary(db) },
    // The home page's figures but open jobs (which are live): every minute.
    { name: 'refresh-portal-stats', cron: '* * * * *', run: () => refreshPortalStats(db) },
    // Instant alerts: every minute, and at once when a job is posted (AppDeps.runTaskNow).
    {
      name: 'deliver-instant-job-alerts',
      cron: '* * * * *',
      pollingIntervalSeconds: 2,
      run: () => deliverJobAlerts(db, 'instant', opts),
    },
    { name: 'deliver-daily-job-alerts', cron: '0 7 * * *', run: () => deliverJobAlerts(db, 'daily', opts) },
    { name: 'deliver-weekly-job-alerts', cron: '0 7 * * 1', run: () => deliverJobAlerts(db, 'weekly', opts) },
    // At night in Kampala, when the portal is quiet (the backup reads every table in one snapshot).
    ...(backup
      ? [
          {
            name: 'nightly-backup' as const,
            cron: '30 2 * * *',
            run: () => nightlyBackup(backup.target, backup.storage, backup.settings),
          },
        ]
      : []),
  ];
}
