// Prometheus metrics (issue 16) on their own port, never the public one: request counts and latency histograms per
// route and status code, Node's own (event loop, memory, GC; fastify-metrics), and the portal's: database pool use,
// the mail outbox's backlog and the job queue's depths, read when Prometheus scrapes. Not counted as API traffic
// (issue 28): the load balancer's probes and the server renderer's own API calls (its pages are, under `page:` routes).
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import metricsPlugin from 'fastify-metrics';
import type pg from 'pg';
import { count, desc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { backups, mailOutbox } from '../db/schema/index.js';
import { isInternalCall, isProbe, routeLabelOf } from './request-context.js';

/**
 * The label of the gauges that are the same database's figures on every instance (the outbox, the job queue): the
 * instances all report them, so they are aggregated with max(), never sum() (docs/deploy.md).
 */
export const GLOBAL_SCOPE = { scope: 'global' } as const;

/** Methods not counted (as fastify-metrics left them out): preflights and HEADs say nothing of the load. */
const UNCOUNTED_METHODS = new Set(['HEAD', 'OPTIONS', 'TRACE', 'CONNECT']);

export interface PortalGauges {
  pool: pg.Pool;
  db: Database;
  /** Jobs waiting per scheduled task (pg-boss); absent where no queue runs. */
  queueDepths?: () => Promise<Record<string, number>>;
}

/** Registers the request metrics on `app` (before its routes, which it then counts) and the portal's gauges. */
export async function installMetrics(app: FastifyInstance, gauges: PortalGauges) {
  // Node's metrics and the client; the requests are counted below, where a request (not only a route) can be left out.
  await app.register(metricsPlugin, {
    endpoint: null,
    // Fresh for each app (the registry is the process's): a test may build several.
    clearRegisterOnInit: true,
    routeMetrics: { enabled: false },
  });
  const client = app.metrics.client;
  const requestDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'request duration in seconds',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  });
  app.addHook('onResponse', async (req, reply) => {
    if (UNCOUNTED_METHODS.has(req.method) || isProbe(req) || isInternalCall(req)) return;
    requestDuration.observe(
      { method: req.method, route: routeLabelOf(req), status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  new client.Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting requests)',
    labelNames: ['state'],
    collect() {
      this.set({ state: 'total' }, gauges.pool.totalCount);
      this.set({ state: 'idle' }, gauges.pool.idleCount);
      this.set({ state: 'waiting' }, gauges.pool.waitingCount);
    },
  });
  new client.Gauge({
    name: 'portal_mail_outbox_backlog',
    help: "Mails not sent yet (waiting, leased or backing off); the database's figure, the same on every instance: max(), not sum()",
    labelNames: ['scope'],
    async collect() {
      const [row] = await gauges.db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
      this.set(GLOBAL_SCOPE, row?.n ?? 0);
    },
  });
  // The last backup that succeeded (backup-schedule.ts records each one): an alert on its age catches backups that
  // stopped or fail. No value before the first.
  const lastBackup = async () =>
    (
      await gauges.db
        .select({
          at: sql<number>`extract(epoch from ${backups.createdAt})::float8`,
          // A backup without an error has its size (backup-schedule.ts records both).
          bytes: sql<number>`${backups.sizeBytes}::float8`,
        })
        .from(backups)
        .where(isNull(backups.error))
        .orderBy(desc(backups.createdAt), desc(backups.id))
        .limit(1)
    )[0];
  new client.Gauge({
    name: 'portal_last_backup_timestamp_seconds',
    help: "When the last successful backup was taken (Unix time); the database's figure, the same on every instance: max(), not sum()",
    labelNames: ['scope'],
    async collect() {
      const last = await lastBackup();
      if (last) this.set(GLOBAL_SCOPE, last.at);
    },
  });
  new client.Gauge({
    name: 'portal_last_backup_bytes',
    help: "Size of the last successful backup in bytes; the database's figure, the same on every instance: max(), not sum()",
    labelNames: ['scope'],
    async collect() {
      const last = await lastBackup();
      if (last) this.set(GLOBAL_SCOPE, last.bytes);
    },
  });
  if (gauges.queueDepths) {
    const depths = gauges.queueDepths;
    new client.Gauge({
      name: 'portal_job_queue_depth',
      help: "Jobs waiting in the job queue, by scheduled task; the database's figure, the same on every instance: max(), not sum()",
      labelNames: ['task', 'scope'],
      async collect() {
        for (const [task, n] of Object.entries(await depths())) this.set({ task, ...GLOBAL_SCOPE }, n);
      },
    });
  }
}

/**
 * Serves GET /metrics of `app`'s registry on `port` of `host` (METRICS_HOST: a port and an address of its own, for
 * Prometheus only); resolves once listening.
 */
export function serveMetrics(app: FastifyInstance, port: number, host: string): Promise<Server> {
  const registry = app.metrics.client.register;
  return new Promise((resolve, reject) => {
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(err)}`),
      );
    });
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
