// The request log (issue 28): no secret of a mailed or signed link in it (a reset token copied from the log reset a
// password), one JSON line per request with what an operator reads it for, the probes left out, and a server-rendered
// page's own API calls under the page's request id.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { connect } from '../db/client.js';
import { jobAlerts } from '../db/schema/index.js';
import { createTestDatabase, PUBLIC_URL } from '../test/app.js';
import { make } from '../test/factories.js';
import { flushOutbox, startTestSmtpServer, unQuotedPrintable } from '../test/smtp.js';
import { writeTestWebBuild } from '../test/web-build.js';
import { REDACTED, redactUrl } from './log-redaction.js';
import { fileSigner } from './signed-files.js';
import { diskStorage } from './storage.js';
import { tokenService } from './tokens.js';

type LogLine = Record<string, unknown> & {
  msg?: string;
  request_id?: string;
  url?: string;
  route?: string;
  status_code?: number;
};

const logged: string[] = [];
const lines = () => logged.map((text) => JSON.parse(text) as LogLine);
const requestLines = (requestId: string) => lines().filter((l) => l.request_id === requestId);

let app: App;
let handle: ReturnType<typeof connect>;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let dir: string;
let dropDatabase: () => Promise<void>;
/** Ends the test's streamed answer (see the test of a visitor leaving early). */
let endStream: () => void = () => undefined;

beforeAll(async () => {
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  handle = connect(database.url, 3);
  smtp = await startTestSmtpServer();
  dir = mkdtempSync(path.join(tmpdir(), 'portal-request-log-'));
  const secret = 'r'.repeat(32);
  app = await buildApp(
    {
      config: { publicUrl: PUBLIC_URL, webDistDir: writeTestWebBuild(dir), logLevel: 'info' },
      db: handle.db,
      storage: diskStorage(path.join(dir, 'media')),
      tokens: tokenService(secret, { access: 60, refresh: 120 }),
      files: fileSigner(secret, PUBLIC_URL),
    },
    // What server.ts gives it (at debug, to see what is written below info), writing to the test's list, not stdout.
    { logger: { level: 'debug', stream: { write: (line: string) => void logged.push(line) } }, requestLogs: true },
  );
  // An answer streamed as a page is: its first part, then the rest when the test says.
  app.get('/__test/streamed', { config: { public: true } }, async (_req, reply) => {
    const rest = new Promise<void>((resolve) => (endStream = resolve));
    async function* parts() {
      yield 'first part';
      await rest;
      yield 'the rest';
    }
    return reply.type('text/plain').send(Readable.from(parts()));
  });
  await app.ready();
});

afterAll(async () => {
  endStream();
  await app?.close();
  await handle?.close();
  await smtp?.close();
  await dropDatabase?.();
  rmSync(dir, { recursive: true, force: true });
});

const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/** Sends the outbox through the test's SMTP server; the link in the last mail to `to` matching `pattern`. */
async function mailedLink(to: string, pattern: RegExp): Promise<string> {
  await flushOutbox(handle.db, smtp.port);
  const mail = smtp.received.filter((m) => m.to.includes(to)).at(-1);
  const link = mail ? pattern.exec(unQuotedPrintable(mail.raw))?.[0] : undefined;
  if (!link) throw new Error(`no link in the mail to ${to}`);
  return link;
}

describe('the request log', () => {
  it('holds none of the secrets of the verification, reset, private file and unsubscribe links', async () => {
    const secrets: string[] = [];
    const get = (url: string) => app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });

    // E-mail verification: the mailed link is opened.
    const address = 'log-verify@example.ug';
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/account/register/',
          ...json({ username: address, password: 'Masonry2026' }),
        })
      ).statusCode,
    ).toBe(201);
    const verifyLink = await mailedLink(address, /http:\/\/portal\.test\/api\/account\/verify-email\/\?token=[^\s&]+/);
    secrets.push(new URL(verifyLink).searchParams.get('token') ?? '');
    const verified = await get(verifyLink);
    expect(verified.statusCode).toBe(302);

    // Password reset: the mailed page is opened, then the form sends the token.
    const user = await make.user(handle.db);
    expect(
      (await app.inject({ method: 'POST', url: '/api/account/password-reset/', ...json({ email: user.email }) }))
        .statusCode,
    ).toBe(200);
    const resetLink = await mailedLink(user.email, /http:\/\/portal\.test\/reset-password\?token=\S+/);
    const resetToken = new URL(resetLink).searchParams.get('token') ?? '';
    secrets.push(resetToken);
    const resetPage = await get(resetLink);
    expect(resetPage.statusCode).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/account/password-reset/confirm/',
      ...json({ token: resetToken, new_password: 'Solar2026!x', confirm_password: 'Solar2026!x' }),
    });
    expect(reset.statusCode).toBe(200);

    // A private file's signed link.
    await app.deps.storage.put('private/cv/log-test.pdf', Buffer.from('%PDF-1.4 a CV'), 'application/pdf');
    const fileLink = app.deps.files.url('private/cv/log-test.pdf') ?? '';
    secrets.push(new URL(fileLink).searchParams.get('signature') ?? '');
    expect((await get(fileLink)).statusCode).toBe(200);

    // A job alert's unsubscribe link: the token is in the path, of the page and of the API.
    const unsubscribeToken = 'UnsubscribeToken_0123456789abcdef';
    secrets.push(unsubscribeToken);
    await handle.db.insert(jobAlerts).values({ userId: user.id, name: 'Welders', unsubscribeToken });
    expect((await get(`/job-alerts/unsubscribe/${unsubscribeToken}`)).statusCode).toBe(200);
    expect((await get(`/api/job_seekers/job-alerts/unsubscribe/${unsubscribeToken}/`)).statusCode).toBe(200);

    expect(secrets.every((s) => s.length >= 20)).toBe(true);
    const text = logged.join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
    // The lines are there all the same, saying what was asked for.
    const urls = lines().map((l) => l.url);
    expect(urls).toContain(`/api/account/verify-email/?token=${REDACTED}`);
    expect(urls).toContain(`/reset-password?token=${REDACTED}`);
    expect(urls).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^/api/files/private/cv/log-test\\.pdf\\?expires=\\d+&signature=${REDACTED.replace(/[[\]]/g, '\\$&')}$`,
        ),
      ),
    );
    expect(urls).toContain(`/job-alerts/unsubscribe/${REDACTED}`);
    expect(urls).toContain(`/api/job_seekers/job-alerts/unsubscribe/${REDACTED}/`);
  });

  it('writes one line per request, when it is answered, with its method, URL, route, status, time and id', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/common/districts/?page=1',
      headers: { 'x-request-id': 'balancer-id-1' },
    });
    expect(res.headers['x-request-id']).toBe('balancer-id-1');
    const [line, ...more] = requestLines('balancer-id-1');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/api/common/districts/?page=1',
      route: '/api/common/districts/',
      status_code: 200,
    });
    expect(typeof line?.response_time_ms).toBe('number');
    // Fastify's own pair of lines ("incoming request", "request completed") is not written.
    expect(lines().filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);

    // A path no route has: one line too, not a second "route not found" one.
    await app.inject({
      method: 'GET',
      url: '/api/nothing-here/?token=abc',
      headers: { 'x-request-id': 'balancer-id-2' },
    });
    expect(requestLines('balancer-id-2')).toEqual([
      expect.objectContaining({ status_code: 404, url: `/api/nothing-here/?token=${REDACTED}` }),
    ]);
  });

  it('leaves out the load balancer probes', async () => {
    for (const url of ['/api/health', '/api/ready', '/api/ready/']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'probe' } });
      expect(res.statusCode).toBe(200);
    }
    expect(requestLines('probe')).toEqual([]);
  });

  it("logs a server-rendered page's API calls under the page's request id, marked internal", async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/job-detail/424242',
      headers: { 'x-request-id': 'page-id-1' },
    });
    expect(page.statusCode).toBe(404);
    const pageLines = requestLines('page-id-1');
    expect(pageLines).toEqual([
      expect.objectContaining({
        url: '/api/common/districts/',
        route: '/api/common/districts/',
        status_code: 200,
        internal: true,
      }),
      expect.objectContaining({
        url: '/api/employer/jobs/424242/',
        route: '/api/employer/jobs/:id/',
        status_code: 404,
        internal: true,
      }),
      expect.objectContaining({ url: '/job-detail/424242', route: 'page:/job-detail/:id', status_code: 404 }),
    ]);
    expect(pageLines[2]).not.toHaveProperty('internal');
  });
});

describe('a visitor leaving before the answer ended', () => {
  it('is a debug line, not an info one', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/__test/streamed', headers: { 'x-request-id': 'leaving-visitor' } },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.once('error', (err) => (req.destroyed ? undefined : reject(err)));
      req.end();
    });
    await expect.poll(() => requestLines('leaving-visitor').map((l) => l.msg)).toContain('stream closed prematurely');
    expect(requestLines('leaving-visitor').find((l) => l.msg === 'stream closed prematurely')).toMatchObject({
      level: 20,
    });
    endStream();
  });
});

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc&next=%2Fjobs', `/reset-password?token=${REDACTED}&next=%2Fjobs`],
    [
      '/x?uid=MQ&code=123456&api_key=k&reset_token=t&Signature=s',
      `/x?uid=${REDACTED}&code=${REDACTED}&api_key=${REDACTED}&reset_token=${REDACTED}&Signature=${REDACTED}`,
    ],
    ['/api/jobs/?search=welder&keyword=kampala&page=2', '/api/jobs/?search=welder&keyword=kampala&page=2'],
    ['/sw/job-alerts/unsubscribe/abcDEF_123?x=1', `/sw/job-alerts/unsubscribe/${REDACTED}?x=1`],
    [
      '/api/files/private/a.pdf?expires=1700000000&signature=abc',
      `/api/files/private/a.pdf?expires=1700000000&signature=${REDACTED}`,
    ],
    ['/plain/path', '/plain/path'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
