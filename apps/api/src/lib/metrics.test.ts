// Prometheus metrics (issue 16): requests by route and status with a latency histogram, the database pool, the mail
// outbox's backlog and the job queue's depths, on a port of their own; the probes are not counted.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { connect } from '../db/client.js';
import { createTestDatabase, PUBLIC_URL } from '../test/app.js';
import { queueMail } from './mail.js';
import { serveMetrics } from './metrics.js';
import { fileSigner } from './signed-files.js';
import { diskStorage } from './storage.js';
import { tokenService } from './tokens.js';

describe('GET /metrics on METRICS_PORT', () => {
  it('counts requests per route and status, and reports the pool, the outbox and the queues', async () => {
    const database = await createTestDatabase();
    const handle = connect(database.url, 3);
    const secret = 'm'.repeat(32);
    const app = await buildApp(
      {
        config: { publicUrl: PUBLIC_URL, webDistDir: path.join(tmpdir(), 'no-web-build'), logLevel: 'silent' },
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

    await queueMail(handle.db, { to: 'waiting@example.ug', subject: 'Waiting', text: 'Not sent yet.' });
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: '/api/common/districts/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/employer/jobs/999999/' })).statusCode).toBe(404);
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/ready' });

    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    const line = (name: string, labels: string) => new RegExp(`^${name}\\{[^}]*${labels}[^}]*\\} (\\d+(\\.\\d+)?)$`, 'm');
    expect(text).toMatch(line('http_request_duration_seconds_count', 'route="/api/common/districts/",status_code="200"'));
    expect(Number(line('http_request_duration_seconds_count', 'route="/api/common/districts/",status_code="200"').exec(text)?.[1])).toBe(3);
    expect(text).toMatch(line('http_request_duration_seconds_count', 'status_code="404"'));
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.05"/m);
    expect(text).not.toContain('route="/api/health"');
    expect(text).not.toContain('route="/api/ready"');
    expect(text).toMatch(/^portal_db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^portal_mail_outbox_backlog 1$/m);
    expect(text).toMatch(/^portal_job_queue_depth\{task="refresh-insights"\} 2$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect((await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/other`)).status).toBe(404);
  });
});
