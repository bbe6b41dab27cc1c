// What every module receives: built once in server.ts (or by the tests) and handed to buildApp.
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Readiness } from './lib/health.js';
import type { ScheduledTaskName } from './lib/scheduler.js';
import type { FileSigner } from './lib/signed-files.js';
import type { Storage } from './lib/storage.js';
import type { TokenService } from './lib/tokens.js';

export type AppDeps = {
  config: Pick<Config, 'publicUrl' | 'webDistDir' | 'logLevel'> &
    Partial<Pick<Config, 'trustProxy' | 'contact' | 'visitorCacheSeconds' | 'smsCallbackSecret' | 'ussd'>>;
  db: Database;
  storage: Storage;
  tokens: TokenService;
  /** Signs short-lived links to private files. */
  files: FileSigner;
  /**
   * Asks the job queue to run a scheduled task now rather than at its next tick (e.g. instant job alerts after a job
   * is posted). Absent where no queue runs (the API tests, which run the tasks themselves).
   */
  runTaskNow?: (task: ScheduledTaskName) => void;
  /** Whether the instance is draining or its database known down: what GET /api/ready reports beside its own check. */
  readiness?: Readiness;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
