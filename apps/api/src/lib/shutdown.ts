// Stopping an instance (issue 16). SIGTERM (a deploy, an orchestrator): say "not ready" at once, keep serving for the
// drain period while the balancer notices, then stop taking connections, finish what is in flight, stop the workers
// and the database, exit 0. SIGINT (a person at the console): the same without the drain.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readiness } from './health.js';

export interface ShutdownStep {
  name: string;
  run: () => Promise<unknown>;
}

export function gracefulShutdown(opts: {
  readiness: Readiness;
  /** SHUTDOWN_DRAIN_MS. */
  drainMs: number;
  /** In order: the HTTP server first (it waits for requests in flight), then the workers, then the database. */
  steps: () => ShutdownStep[];
  log: { info: (m: string) => void; warn: (m: string) => void };
  exit: (code: number) => void;
}): (signal: 'SIGTERM' | 'SIGINT') => Promise<void> {
  let stopping: Promise<void> | null = null;
  return (signal) => {
    stopping ??= (async () => {
      opts.readiness.draining = true;
      if (signal === 'SIGTERM' && opts.drainMs > 0) {
        opts.log.info(
          `${signal}: not ready any more; serving for ${opts.drainMs} ms while the balancer drains this instance`,
        );
        await sleep(opts.drainMs);
      }
      opts.log.info(`${signal}: stopping`);
      for (const step of opts.steps())
        await step.run().catch((err: unknown) => opts.log.warn(`${step.name}: ${String(err)}`));
      opts.exit(0);
    })();
    return stopping;
  };
}
