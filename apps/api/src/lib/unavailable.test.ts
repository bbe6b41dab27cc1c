// When a part of the system is down (issue 28): while PostgreSQL is unreachable (killed and restarting, ending
// connections in a fast shutdown, PgBouncer refusing) and while the S3 store is down, requests answer 503 with
// Retry-After and the DRF body, never 500, and the log gets one warning line without a stack trace.
import net from 'node:net';
import { Writable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { MEDIA_WIDTHS, SERVICE_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.js';
import { authHeaders, make, type TestUser } from '../test/factories.js';
import { multipart, PNG_1PX } from '../test/multipart.js';
import { startTestS3, TEST_S3_CREDENTIALS } from '../test/s3.js';
import { s3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';
import { isDatabaseUnreachable, isStorageUnreachable, RETRY_AFTER_SECONDS } from './unavailable.js';

/**
 * A TCP proxy in front of the test's PostgreSQL that a test can cut (every connection dropped, the port refusing new
 * ones: what the app sees while the server is killed and restarting) and restore on the same port.
 */
async function cuttableProxy() {
  let target = { host: '127.0.0.1', port: 5432 };
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    /** The address of the database at `url`, reached through the proxy. */
    through(url: string): string {
      const u = new URL(url);
      target = { host: u.hostname, port: Number(u.port) };
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
    restore: () => (server.listening ? Promise.resolve() : listen(port)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        if (!server.listening) resolve();
        else server.close(() => resolve());
      }),
  };
}

/** The app's log lines, parsed. */
function logCapture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

const expectUnavailable = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(res.json()).toEqual({ detail: SERVICE_MESSAGES.unavailable });
};

const PUBLIC_LIST = '/api/employer/jobs/';
const isDatabaseOutageLine = (line: Record<string, unknown>) => String(line.msg).startsWith('database unreachable');

describe('the database unreachable', () => {
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let t: TestContext;
  let directUrl = '';
  let seeker: TestUser;
  const log = logCapture();
  beforeAll(async () => {
    proxy = await cuttableProxy();
    t = await buildTestApp({
      logger: log.logger,
      reachDatabase: (url) => {
        directUrl = url;
        return proxy.through(url);
      },
    });
    seeker = (await make.jobSeeker(t.db)).user;
  });
  afterAll(() => proxy.close());

  it('answers 503 with Retry-After, never 500, while PostgreSQL is down, and serves again once it is back', async () => {
    const headers = await authHeaders(t.tokens, seeker);
    const signedInRead = `/api/account/users/${seeker.id}/`;
    expect((await t.app.inject({ method: 'GET', url: signedInRead, headers })).statusCode).toBe(200);

    await proxy.cut();
    try {
      expectUnavailable(await t.app.inject({ method: 'GET', url: PUBLIC_LIST }));
      expectUnavailable(await t.app.inject({ method: 'GET', url: signedInRead, headers }));
      const outageLines = log.lines.filter(isDatabaseOutageLine);
      expect(outageLines).toHaveLength(2);
      expect(outageLines[0]).toMatchObject({ level: 40 });
      // One line each: no stack trace, no error object.
      expect(JSON.stringify(log.lines)).not.toMatch(/\bat .*\.[jt]s:\d+/);
      expect(outageLines.every((line) => line.err === undefined)).toBe(true);
    } finally {
      // Back without a restart of the app: the pool opens new connections.
      await proxy.restore();
    }
    expect((await t.app.inject({ method: 'GET', url: PUBLIC_LIST })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: signedInRead, headers })).statusCode).toBe(200);
  });

  it('answers 503 when PostgreSQL ends the connection under a running query (57P01, a fast shutdown)', async () => {
    // Another session holds the users table, so the request's own query waits there until its backend is ended.
    const admin = new pg.Client({ connectionString: directUrl });
    await admin.connect();
    try {
      await admin.query('begin');
      await admin.query('lock table users in access exclusive mode');
      const pending = t.app.inject({
        method: 'GET',
        url: `/api/account/users/${seeker.id}/`,
        headers: await authHeaders(t.tokens, seeker),
      });
      let answered = false;
      void pending.finally(() => (answered = true));
      let ended = 0;
      while (ended === 0 && !answered) {
        const { rows } = await admin.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
        );
        ended = rows[0]?.n ?? 0;
        // Until the request's query is seen waiting.
        if (ended === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expectUnavailable(await pending);
      expect(log.lines.filter(isDatabaseOutageLine).at(-1)?.msg).toContain('[57P01]');
    } finally {
      await admin.end();
    }
  });
});

describe('the file store unreachable', () => {
  it('answers /media/… and an upload with 503 and logs one line without a stack trace', async () => {
    const s3 = await startTestS3();
    const log = logCapture();
    // One attempt a call (the SDK's default is three, with back-off): the answer is the same, sooner.
    const client = new S3Client({
      region: s3.settings.region,
      endpoint: s3.settings.endpoint,
      forcePathStyle: true,
      credentials: TEST_S3_CREDENTIALS,
      maxAttempts: 1,
    });
    const bucket = s3Storage(s3.settings, client);
    let reads = 0;
    const storage: Storage = { ...bucket, get: (key) => (reads++, bucket.get(key)) };
    const t = await buildTestApp({ storage, logger: log.logger });
    await t.storage.put('logos/kept.png', PNG_1PX, 'image/png');
    expect((await t.app.inject({ method: 'GET', url: '/media/logos/kept.png' })).statusCode).toBe(200);
    const seeker = await make.jobSeeker(t.db);

    await s3.close();
    expectUnavailable(await t.app.inject({ method: 'GET', url: '/media/logos/kept.png' }));
    // A resized copy: the same answer, and the store that failed once is not asked again for the original.
    reads = 0;
    expectUnavailable(
      await t.app.inject({
        method: 'GET',
        url: `/media/logos/kept.png?w=${MEDIA_WIDTHS[0]}`,
        headers: { accept: 'image/webp' },
      }),
    );
    expect(reads).toBe(1);
    const pic = multipart({ profile_pic: { filename: 'me.png', contentType: 'image/png', content: PNG_1PX } });
    const upload = await t.app.inject({
      method: 'PATCH',
      url: `/api/account/profile/${seeker.user.profileId}/`,
      payload: pic.payload,
      headers: { ...pic.headers, ...(await authHeaders(t.tokens, seeker.user)) },
    });
    expectUnavailable(upload);

    const outageLines = log.lines.filter((line) => String(line.msg).startsWith('file storage unreachable'));
    expect(outageLines).toHaveLength(3);
    expect(outageLines[0]).toMatchObject({ level: 40, msg: expect.stringMatching(/ECONNREFUSED|ECONNRESET/) });
    expect(log.lines.filter((line) => line.msg === 'unhandled error')).toEqual([]);
    expect(JSON.stringify(log.lines)).not.toMatch(/\bat .*\.[jt]s:\d+/);
  });
});

describe('which failures mean a part is down', () => {
  /** An error as node-pg makes of the server's (or PgBouncer's) ErrorResponse. */
  const serverError = (code: string, message: string) =>
    Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });

  it('recognises the server’s shutdown and start-up codes and PgBouncer’s refusals, wrapped or not', () => {
    for (const err of [
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P03', 'the database system is starting up'),
      serverError('08006', 'connection failure'),
      serverError('08P01', 'server login has been failing, cached error: connect failed (server_login_retry)'),
      serverError('08P01', 'server conn crashed?'),
      serverError('08P01', 'no more connections allowed (max_client_conn)'),
      serverError('08P01', 'query_wait_timeout'),
      new Error('no more connections allowed (max_client_conn)'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('a query failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) }),
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })]),
    ]) {
      expect(isDatabaseUnreachable(err), err.message).toBe(true);
    }
  });

  it('leaves a request’s own failure a failure: a broken constraint, a syntax error, a refused S3 request', () => {
    expect(
      isDatabaseUnreachable(serverError('23505', 'duplicate key value violates unique constraint "users_email"')),
    ).toBe(false);
    expect(
      isDatabaseUnreachable(
        new Error('a query failed', { cause: serverError('42601', 'syntax error at or near "selec"') }),
      ),
    ).toBe(false);
    expect(
      isStorageUnreachable(Object.assign(new Error('Access Denied'), { $metadata: { httpStatusCode: 403 } })),
    ).toBe(false);
    expect(
      isStorageUnreachable(
        Object.assign(new Error('We encountered an internal error'), { $metadata: { httpStatusCode: 500 } }),
      ),
    ).toBe(true);
    expect(
      isStorageUnreachable(Object.assign(new Error('socket did not connect in time'), { name: 'TimeoutError' })),
    ).toBe(true);
  });
});
