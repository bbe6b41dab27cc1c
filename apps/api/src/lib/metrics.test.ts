// Prometheus metrics (issue 16): requests by route and status with a latency histogram, the database pool, the mail
// outbox's backlog and the job queue's depths, on a port of their own; the probes are not counted. Issue 28: the
// server renderer's own API calls are not API traffic, pages are counted under routes of their own, and the gauges
// that are the database's figures say so (an instance's sum would count them once per instance).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { connect } from '../db/client.js';
import { backups } from '../db/schema/index.js';
import { createTestDatabase, PUBLIC_URL } from '../test/app.js';
import { writeTestWebBuild } from '../test/web-build.js';
import { queueMail } from './mail.js';
import { serveMetrics } from './metrics.js';
import { fileSigner } from './signed-files.js';
import { diskStorage } from './storage.js';
import { tokenService } from './tokens.js';

/** An app with metrics on a database of its own, its metrics served on a free port of 127.0.0.1; closed after the file. */
async function appWithMetrics(webDistDir = path.join(tmpdir(), 'no-web-build')) {
  const database = await createTestDatabase();
  const handle = connect(database.url, 3);
  const secret = 'm'.repeat(32);
  const app: App = await buildApp(
    {
      config: { publicUrl: PUBLIC_URL, webDistDir, logLevel: 'silent' },
      db: handle.db,
      storage: diskStorage(path.join(tmpdir(), 'no-media')),
      tokens: tokenService(secret, { access: 60, refresh: 120 }),
      files: fileSigner(secret, PUBLIC_URL),
    },
    { metrics: { pool: handle.pool, db: handle.db, queueDepths: async () => ({ 'refresh-insights': 2 }) } },
  );
  const server = await serveMetrics(app, 0, '127.0.0.1');
  afterAll(async () => {
    server.close();
    await app.close();
    await handle.close();
    await database.drop();
  });
  const scrape = async () => (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`)).text();
  return { app, handle, server, scrape };
}

/** The value of the sample `name{…labels…}` in a scrape; undefined when there is none. */
function sample(text: string, name: string, labels: string): number | undefined {
  const value = new RegExp(
    `^${name}\\{[^}]*${labels.replace(/[[\]()*+?.\\/]/g, '\\$&')}[^}]*\\} (\\d+(\\.\\d+)?)$`,
    'm',
  ).exec(text)?.[1];
  return value === undefined ? undefined : Number(value);
}

describe('GET /metrics on METRICS_PORT', () => {
  it('counts requests per route and status, and reports the pool, the outbox and the queues', async () => {
    const { app, handle, server } = await appWithMetrics();
    // Bound to the address it is given (METRICS_HOST), not every interface.
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');

    await queueMail(handle.db, { to: 'waiting@example.ug', subject: 'Waiting', text: 'Not sent yet.' });
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ method: 'GET', url: '/api/common/districts/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/employer/jobs/999999/' })).statusCode).toBe(404);
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/ready' });

    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(
      sample(text, 'http_request_duration_seconds_count', 'route="/api/common/districts/",status_code="200"'),
    ).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count', 'route="/api/employer/jobs/:id/",status_code="404"'),
    ).toBe(1);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.05"/m);
    expect(text).not.toContain('route="/api/health"');
    expect(text).not.toContain('route="/api/ready"');
    expect(text).toMatch(/^portal_db_pool_connections\{state="total"\} \d+$/m);
    // The database's figures, the same on every instance: labelled so, to be aggregated with max() (docs/deploy.md).
    expect(text).toMatch(/^portal_mail_outbox_backlog\{scope="global"\} 1$/m);
    expect(text).toMatch(/^portal_job_queue_depth\{task="refresh-insights",scope="global"\} 2$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect((await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/other`)).status).toBe(404);
  });

  it("reports the last successful backup, its time and size, as the database's figures (issue 29)", async () => {
    const { handle, scrape } = await appWithMetrics();
    // None before the first backup: an alert on absent() sees a portal that never backed up.
    expect(await scrape()).not.toMatch(/^portal_last_backup_timestamp_seconds\{/m);
    const at = new Date('2026-11-27T23:30:00Z');
    await handle.db.insert(backups).values([
      {
        fileName: 'nightly-a.tar.gz',
        kind: 'nightly',
        createdAt: at,
        sizeBytes: 123456,
        location: 'local',
        error: null,
      },
      // A later failure leaves the last good one's time behind.
      {
        fileName: 'nightly-b.tar.gz',
        kind: 'nightly',
        createdAt: new Date(at.getTime() + 86_400_000),
        sizeBytes: null,
        location: 'local',
        error: 'disk full',
      },
    ]);
    const text = await scrape();
    expect(text).toMatch(
      new RegExp(`^portal_last_backup_timestamp_seconds\\{scope="global"\\} ${at.getTime() / 1000}$`, 'm'),
    );
    expect(text).toMatch(/^portal_last_backup_bytes\{scope="global"\} 123456$/m);
  });
});

describe('the pages and their API calls (issue 28)', () => {
  it("counts a server-rendered page under its own route and not the API calls it made; the app's shell under its own", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-metrics-web-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const { app, scrape } = await appWithMetrics(writeTestWebBuild(dir));

    // Two pages, each asking the API for the districts and its job in-process.
    for (const id of [1001, 1002])
      expect((await app.inject({ method: 'GET', url: `/job-detail/${id}` })).statusCode).toBe(404);
    // A signed-in area's page: the app's shell.
    expect((await app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(200);
    // An outside client cannot pass its call as the renderer's: a guessed key is a plain request, counted, with an id of its own.
    const forged = await app.inject({
      method: 'GET',
      url: '/api/common/districts/',
      headers: { 'x-portal-internal-call': 'guessed-key page-id' },
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.headers['x-request-id']).not.toBe('page-id');

    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', 'route="page:/job-detail/:id",status_code="404"')).toBe(
      2,
    );
    expect(sample(text, 'http_request_duration_seconds_count', 'route="page:app-shell",status_code="200"')).toBe(1);
    expect(text).not.toContain('route="/*"');
    // The four in-process calls are not API traffic; the forged one is.
    expect(
      sample(text, 'http_request_duration_seconds_count', 'route="/api/common/districts/",status_code="200"'),
    ).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', 'route="/api/employer/jobs/:id/"')).toBeUndefined();
  });
});
