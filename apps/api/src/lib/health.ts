// Health and readiness for a load balancer or an orchestrator (issue 16). GET /api/health: the process is alive (no
// database call, so a slow database never gets a live process killed). GET /api/ready: send this instance traffic —
// its database answers, and it is neither draining (after SIGTERM) nor waiting for its embedded PostgreSQL to restart.
// databaseOutageLog: the background work's failures during a database outage, one warning per outage (issue 28).
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { describeError } from './loggable-error.js';

/** What an instance knows about itself that its probes report; server.ts changes it, the routes read it. */
export interface Readiness {
  /** After SIGTERM: still serving what comes, but the balancer should send no more. */
  draining: boolean;
  /** Why the database is known to be down (the embedded server restarting), else null. */
  databaseDown: string | null;
}

export const newReadiness = (): Readiness => ({ draining: false, databaseDown: null });

/** How long the database gets to answer `select 1` before the instance says it is not ready. */
export const DATABASE_CHECK_MS = 2_000;

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.enum(['ready', 'draining', 'database unavailable']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const noStore = { 'cache-control': 'no-store' };

  app.get('/api/health', {
    config: { public: true },
    schema: {
      tags: ['operations'],
      summary: 'Liveness: the process answers → 200 {status: "ok"}; no database call',
      response: { 200: healthSchema },
    },
    handler: async (_req, reply) => reply.headers(noStore).send({ status: 'ok' as const }),
  });

  app.get('/api/ready', {
    config: { public: true },
    schema: {
      tags: ['operations'],
      summary: `Readiness: 200 {status: "ready"} when the database answers within ${DATABASE_CHECK_MS} ms and the instance is not draining; else 503 {status: "draining" | "database unavailable"}`,
      response: { 200: readySchema, 503: readySchema },
    },
    handler: async (_req, reply) => {
      const state = app.deps.readiness;
      reply.headers(noStore);
      if (state?.draining) return reply.code(503).send({ status: 'draining' as const });
      if (state?.databaseDown || !(await databaseAnswers(app.deps.db)))
        return reply.code(503).send({ status: 'database unavailable' as const });
      return { status: 'ready' as const };
    },
  });
};

/** Whether the database answers `select 1` within DATABASE_CHECK_MS. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

type OutageLog = { warn: (line: string) => void; info: (line: string) => void };

/**
 * The background work's failures in the log (the mail worker polls every second, the job queue every few): a failure
 * while the database answers is logged as it is; one while it does not starts an outage, logged once, and every
 * failure until the database answers again (checked every `recheckMs`, then logged once too) is the same news.
 */
export function databaseOutageLog(opts: { answers: () => Promise<boolean>; log: OutageLog; recheckMs?: number }) {
  let down = false;
  let recheck: NodeJS.Timeout | undefined;
  const watchForRecovery = () => {
    let checking = false;
    recheck = setInterval(() => {
      if (checking) return;
      checking = true;
      void opts
        .answers()
        .then((answers) => {
          if (!answers || !down) return;
          down = false;
          clearInterval(recheck);
          opts.log.info('the database answers again');
        })
        .finally(() => (checking = false));
    }, opts.recheckMs ?? 5_000);
    recheck.unref();
  };
  return {
    /** `what` failed with `err`: logged, unless it is part of an outage already logged. */
    async failed(what: string, err: unknown): Promise<void> {
      if (down) return;
      const answers = await opts.answers();
      if (answers) return opts.log.warn(`${what}: ${describeError(err)}`);
      // Several failures may have been checking at once: the first to get here reports the outage.
      if (down) return;
      down = true;
      opts.log.warn(`the database does not answer (${what}: ${describeError(err)}); background work waits for it`);
      watchForRecovery();
    },
    stop: () => clearInterval(recheck),
  };
}
