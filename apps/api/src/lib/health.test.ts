// Liveness, readiness and the drain on SIGTERM (issue 16), on a listening app: the instance says "not ready" at once,
// keeps answering during the drain, then closes and exits 0; a database that does not answer makes it "not ready".
import path from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { connect } from '../db/client.js';
import { buildTestApp, createTestDatabase, type TestContext } from '../test/app.js';
import { databaseAnswers, databaseOutageLog, newReadiness } from './health.js';
import { gracefulShutdown } from './shutdown.js';
import { diskStorage } from './storage.js';
import { tokenService } from './tokens.js';
import { fileSigner } from './signed-files.js';

describe('GET /api/health and /api/ready', () => {
  it('answer 200 when alive and ready; 503 "database unavailable" when the database is known down', async () => {
    const readiness = newReadiness();
    const t: TestContext = await buildTestApp({ readiness });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });

    readiness.databaseDown = 'the embedded PostgreSQL is restarting';
    const down = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'database unavailable' });
    // Alive all the same: a supervisor must not kill a process waiting for its database.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    const handle = connect('postgres://nobody:nothing@127.0.0.1:1/none', 1);
    const secret = 'x'.repeat(32);
    const app = await buildApp({
      config: { publicUrl: 'http://portal.test', webDistDir: path.join(tmpdir(), 'no-web-build'), logLevel: 'silent' },
      db: handle.db,
      storage: diskStorage(path.join(tmpdir(), 'no-media')),
      tokens: tokenService(secret, { access: 60, refresh: 120 }),
      files: fileSigner(secret, 'http://portal.test'),
    });
    afterAll(async () => {
      await app.close();
      await handle.close();
    });
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'database unavailable' });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('answers each request with its id: a balancer’s X-Request-Id kept, a made one otherwise', async () => {
    const t = await buildTestApp();
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a-0001' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a-0001');
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'not a <token>' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('SIGTERM', () => {
  it('says "draining" at once, keeps serving for the drain period, then closes and exits 0', async () => {
    const readiness = newReadiness();
    const t = await buildTestApp({ readiness });
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const exits: number[] = [];
    const closed: string[] = [];
    const shutdown = gracefulShutdown({
      readiness,
      drainMs: 400,
      steps: () => [
        { name: 'http', run: () => t.app.close().then(() => closed.push('http')) },
        { name: 'workers', run: async () => closed.push('workers') },
      ],
      log: { info: () => undefined, warn: () => undefined },
      exit: (code) => exits.push(code),
    });
    expect((await fetch(`${origin}/api/ready`)).status).toBe(200);

    const done = shutdown('SIGTERM');
    const ready = await fetch(`${origin}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    // Still serving everything else while the balancer drains the instance.
    expect((await fetch(`${origin}/api/common/districts/`)).status).toBe(200);
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    expect(exits).toEqual([]);

    // A second signal waits for the same stop.
    await Promise.all([done, shutdown('SIGTERM')]);
    expect(closed).toEqual(['http', 'workers']);
    expect(exits).toEqual([0]);
    await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
  });
});

describe('the background work during a database outage (issue 28)', () => {
  it('warns once when the database stops answering and once when it answers again, not at every failed poll', async () => {
    const database = await createTestDatabase();
    const live = connect(database.url, 1);
    const unreachable = connect('postgres://nobody:nothing@127.0.0.1:1/none', 1);
    afterAll(async () => {
      await live.close();
      await unreachable.close();
      await database.drop();
    });
    let current = unreachable;
    const warnings: string[] = [];
    const infos: string[] = [];
    const outage = databaseOutageLog({
      answers: () => databaseAnswers(current.db),
      log: { warn: (l) => warnings.push(l), info: (l) => infos.push(l) },
      recheckMs: 20,
    });

    // The mail worker polls every second: ten failed polls of one outage are one warning.
    for (let poll = 0; poll < 10; poll++) await outage.failed('mail', new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    await Promise.all([
      outage.failed('scheduled job', new Error('Connection terminated')),
      outage.failed('mail', new Error('Connection terminated')),
    ]);
    expect(warnings).toEqual([expect.stringMatching(/^the database does not answer \(mail: .*ECONNREFUSED/)]);
    expect(infos).toEqual([]);

    current = live;
    await expect.poll(() => infos).toEqual(['the database answers again']);
    // A failure while the database answers is its own news, logged as it comes.
    await outage.failed('mail', new Error('SMTP relay refused the sender'));
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatch(/^mail: .*SMTP relay refused the sender/);
    outage.stop();
  });
});
