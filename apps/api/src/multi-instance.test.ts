// Two portal processes on one PostgreSQL and one S3 bucket (issue 16), as a load balancer would run them: they start
// together on an empty database (migrations once), a file uploaded through one is served by the other, a session
// moves between them (logout on one is honoured by the other), each mail is sent once, and /api/ready turns 503 while
// the database cannot be reached and 200 when it is back. The database is reached through a TCP relay the test can cut.
// The real server (src/server.ts through tsx), as `npm start` runs it; on the run's PostgreSQL (embedded, or
// TEST_DATABASE_URL's in CI).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './db/embedded.js';
import { multipart, PNG_1PX } from './test/multipart.js';
import { startTestS3, TEST_S3_CREDENTIALS } from './test/s3.js';
import { startTestSmtpServer, unQuotedPrintable } from './test/smtp.js';
import { withDatabase } from './test/global-setup.js';

const API_DIR = path.resolve(import.meta.dirname, '..');
const PUBLIC_URL = 'http://portal.test';

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
async function databaseRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const port = await freePort();
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = tcpConnect(target.port, target.host);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await open();
  return {
    port,
    cut: async () => {
      // Stop listening, then drop what is open (close() waits for open connections to end).
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: open,
    close: async () => {
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

/** `stdout`: what the instance wrote there alone (its JSON log); `output`: stdout and stderr together. */
type Instance = { child: ChildProcess; base: string; output: () => string; stdout: () => string };

async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let out = '';
  let stdout = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
    stdout += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const deadline = Date.now() + 120_000;
  while (!out.includes('serving on')) {
    if (child.exitCode !== null) throw new Error(`an instance exited early:\n${out}`);
    if (Date.now() > deadline) throw new Error(`an instance did not start:\n${out}`);
    await sleep(100);
  }
  return { child, base: `http://127.0.0.1:${port}`, output: () => out, stdout: () => stdout };
}

const stopped = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((r) => child.once('exit', (code) => r(code)));

async function until<T>(what: string, probe: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

describe('two instances on one database and one bucket', () => {
  let a: Instance;
  let b: Instance;
  let relay: Awaited<ReturnType<typeof databaseRelay>>;
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const adminUrl = inject('adminUrl');
    const name = `portal_multi_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
    const target = new URL(adminUrl);
    relay = await databaseRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const viaRelay = new URL(withDatabase(adminUrl, name));
    viaRelay.host = `127.0.0.1:${relay.port}`;
    s3 = await startTestS3();
    smtp = await startTestSmtpServer();
    const env = {
      DATABASE_URL: viaRelay.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL,
      // Nothing is written there with DATABASE_URL, JWT_SECRET and S3_BUCKET set; a throwaway folder all the same.
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-multi-')),
      S3_BUCKET: s3.settings.bucket,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_REGION: s3.settings.region,
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '200',
      // The test plays the proxy: each registration says its client's address (10 an hour per address, issue 28).
      TRUST_PROXY: '127.0.0.1',
    };
    // Both at once on the empty database: the migrations run once, under their lock.
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  }, 180_000);

  afterAll(async () => {
    for (const i of [a, b]) if (i && i.child.exitCode === null) i.child.kill('SIGKILL');
    await relay?.close();
    await s3?.close();
    await smtp?.close();
    await dropDatabase?.();
  });

  const post = (base: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** Registers through `via`, follows the mailed link, and answers the account's address and password. */
  async function verifiedUser(via: Instance, name: string) {
    const email = `${name}-${randomBytes(3).toString('hex')}@example.ug`;
    const password = 'Masonry#2026';
    expect((await post(via.base, '/api/account/register/', { username: email, password })).status).toBe(201);
    const mail = await until(
      'the verification mail',
      async () => smtp.received.find((m) => m.to.includes(email)),
      Boolean,
    );
    const link = /http:\/\/portal\.test(\/api\/account\/verify-email\/\?token=[A-Za-z0-9_.~%-]+)/.exec(
      unQuotedPrintable(mail!.raw),
    )?.[1];
    expect((await fetch(`${b.base}${link}`, { redirect: 'manual' })).status).toBe(302);
    return { email, password };
  }

  it(
    'serves through one instance the files and sessions of the other, and sends each mail once',
    { timeout: 120_000 },
    async () => {
      const user = await verifiedUser(a, 'multi');
      // Signed in on A; the tokens work on B, and B's rotation is A's.
      const login = (await (
        await post(a.base, '/api/account/login', { username: user.email, password: user.password })
      ).json()) as { access: string; refresh: string };
      const claims = JSON.parse(Buffer.from(login.access.split('.')[1]!, 'base64url').toString()) as {
        user_id: number;
      };
      const onB = await fetch(`${b.base}/api/account/users/${claims.user_id}/`, {
        headers: { authorization: `JWT ${login.access}` },
      });
      expect(onB.status).toBe(200);
      const me = (await onB.json()) as { profile_id: number };
      const rotated = (await (
        await post(b.base, '/api/account/token/refresh/', { refresh: login.refresh })
      ).json()) as { access: string; refresh: string };
      expect(rotated.access).toBeTruthy();

      // A picture uploaded through B is served by A.
      const form = multipart({ profile_pic: { filename: 'me.png', contentType: 'image/png', content: PNG_1PX } });
      const upload = await fetch(`${b.base}/api/account/profile/${me.profile_id}/`, {
        method: 'PATCH',
        headers: { ...form.headers, authorization: `JWT ${rotated.access}` },
        body: new Uint8Array(form.payload),
      });
      expect(upload.status, await upload.clone().text()).toBe(200);
      const picture = ((await upload.json()) as { profile_pic: string }).profile_pic;
      const served = await fetch(`${a.base}${picture.replace(PUBLIC_URL, '')}`);
      expect(served.status).toBe(200);
      // Stored re-encoded (issue 28): the same picture, not the same bytes.
      expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
        format: 'png',
        width: 1,
        height: 1,
      });

      // Logout on A ends the session on B.
      expect((await post(a.base, '/api/account/logout', { refresh_token: rotated.refresh })).status).toBe(200);
      expect((await post(b.base, '/api/account/token/refresh/', { refresh: rotated.refresh })).status).toBe(401);

      // Twenty registrations spread over both: twenty mails, none twice (both mail workers poll the one outbox).
      const addresses = Array.from({ length: 20 }, (_, i) => `once-${i}-${randomBytes(3).toString('hex')}@example.ug`);
      await Promise.all(
        addresses.map((email, i) =>
          post(
            (i % 2 ? a : b).base,
            '/api/account/register/',
            { username: email, password: 'Masonry#2026' },
            { 'x-forwarded-for': `10.9.0.${i}` },
          ),
        ),
      );
      const count = () => smtp.received.filter((m) => addresses.some((x) => m.to.includes(x))).length;
      await until(
        'twenty mails',
        async () => count(),
        (n) => n >= 20,
      );
      await sleep(2_500); // two more polls of each worker: nothing more may come
      expect(count()).toBe(20);
      for (const x of addresses) expect(smtp.received.filter((m) => m.to.includes(x))).toHaveLength(1);
    },
  );

  it(
    'says not ready while the database cannot be reached, and ready again when it is back',
    { timeout: 60_000 },
    async () => {
      const ready = (i: Instance) => fetch(`${i.base}/api/ready`).then((r) => r.status);
      expect(await ready(a)).toBe(200);
      await relay.cut();
      await until(
        'A not ready',
        () => ready(a),
        (s) => s === 503,
        15_000,
      );
      await until(
        'B not ready',
        () => ready(b),
        (s) => s === 503,
        15_000,
      );
      expect((await fetch(`${a.base}/api/health`)).status).toBe(200);
      // The mail worker polls every second: its failures begin an outage, warned of once (issue 28) …
      for (const instance of [a, b])
        await until(
          'the outage logged',
          async () => instance.output(),
          (out) => out.includes('the database does not answer'),
          15_000,
        );
      await sleep(2_500); // … and not again at the next polls
      await relay.restore();
      await until(
        'A ready',
        () => ready(a),
        (s) => s === 200,
        15_000,
      );
      await until(
        'B ready',
        () => ready(b),
        (s) => s === 200,
        15_000,
      );
      expect((await fetch(`${b.base}/api/common/districts/`)).status).toBe(200);
      // One warning when the outage began, one line when it ended.
      for (const instance of [a, b]) {
        await until(
          'the end of the outage logged',
          async () => instance.output(),
          (out) => out.includes('the database answers again'),
          15_000,
        );
        expect(instance.output().match(/the database does not answer/g)).toHaveLength(1);
        expect(instance.output().match(/the database answers again/g)).toHaveLength(1);
      }

      // SIGTERM: each drains and exits 0.
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await Promise.all([stopped(a.child), stopped(b.child)])).toEqual([0, 0]);
      // stdout is the JSON log alone: the start-up lines, warnings and the drain went to stderr (issue 28).
      for (const instance of [a, b]) {
        const lines = instance.stdout().split('\n').filter(Boolean);
        for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
      }
    },
  );
});
