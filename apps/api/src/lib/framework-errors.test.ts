// Whatever the framework itself refuses (a broken URL, an over-long path parameter) answers in DRF's shapes too,
// and answers to a signed-in caller are never stored by a shared cache (issue 12).
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.js';
import { authHeaders, make } from '../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('framework errors in the DRF shape', () => {
  it.each([
    ['a bad percent-encoding', '/api/employer/jobs/%zz/'],
    ['a raw non-ASCII byte', '/api/employer/jobs/\u00e9/'],
    ['an over-long path parameter', `/api/employer/jobs/${'9'.repeat(2000)}/`],
    ['an over-long unknown path', `/api/${'x'.repeat(5000)}/`],
  ])('%s answers {detail}, never a 5xx', async (_what, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    // DRF's shapes: {detail} or field messages.
    const body = res.json() as Record<string, unknown>;
    if (!('detail' in body)) for (const messages of Object.values(body)) expect(messages).toEqual([expect.any(String)]);
    else expect(Object.keys(body)).toEqual(['detail']);
  });
});

describe("what the framework refuses, in DRF's {detail} (issue 28)", () => {
  const JSON_TYPE = { 'content-type': 'application/json' };
  it.each([
    [
      'a broken JSON body',
      { method: 'POST', url: '/api/account/login', headers: JSON_TYPE, payload: '{"username": "a' },
      400,
      'JSON parse error.',
    ],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/api/account/login',
        headers: JSON_TYPE,
        payload: JSON.stringify({ username: 'x'.repeat(1_100_000) }),
      },
      413,
      'The request body is too large.',
    ],
    [
      'an unsupported media type',
      {
        method: 'POST',
        url: '/api/account/login',
        headers: { 'content-type': 'text/x-unknown' },
        payload: 'username=a',
      },
      415,
      expect.any(String),
    ],
    ['an unknown route', { method: 'GET', url: '/api/no-such-thing/' }, 404, 'Not found.'],
    [
      'a truncated percent-encoding',
      { method: 'GET', url: '/api/employer/jobs/%E0%A4%A/' },
      400,
      'The address is not valid.',
    ],
  ] as const)('%s', async (_what, request, status, detail) => {
    const res = await t.app.inject({ ...request, method: request.method as 'GET' | 'POST' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ detail });
  });

  /** The raw answer to raw bytes sent over a real socket: what Node's HTTP parser refuses never reaches `inject`. */
  async function rawAnswer(request: Buffer): Promise<{ status: number; body: unknown }> {
    const { port } = t.app.server.address() as AddressInfo;
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.end(request);
    });
    const [head = '', body = ''] = text.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), body: JSON.parse(body) as unknown };
  }

  it.each([
    [
      'an unescaped é in the path',
      Buffer.concat([
        Buffer.from('GET /api/employer/jobs/'),
        Buffer.from('é', 'utf8'),
        Buffer.from('/ HTTP/1.1\r\nHost: portal.test\r\n\r\n'),
      ]),
      400,
      'The request is not valid HTTP.',
    ],
    [
      'a malformed request line',
      Buffer.from('GET /api/ x y HTTP/1.1\r\nHost: portal.test\r\n\r\n'),
      400,
      'The request is not valid HTTP.',
    ],
    [
      'headers over the limit',
      Buffer.from(`GET /api/common/districts/ HTTP/1.1\r\nHost: portal.test\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`),
      431,
      'The request headers are too large.',
    ],
  ])(
    "%s over HTTP answers {detail}, not Fastify's {error, message, statusCode}",
    async (_what, request, status, detail) => {
      if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect(await rawAnswer(request)).toEqual({ status, body: { detail } });
    },
  );
});

describe('Cache-Control of a signed-in caller', () => {
  it('is no-store on private answers and on public ones asked with a token, and public for a visitor', async () => {
    const user = await make.user(t.db);
    const headers = await authHeaders(t.tokens, user);
    const own = await t.app.inject({ method: 'GET', url: '/api/job_seekers/favorite-jobs/', headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    // A handler's public marking (job group counts) does not reach a signed-in caller's answer.
    const groups = await t.app.inject({ method: 'GET', url: '/api/employer/job-groups/?by=category', headers });
    expect(groups.headers['cache-control']).toBe('no-store');
    const anonymousGroups = await t.app.inject({ method: 'GET', url: '/api/employer/job-groups/?by=category' });
    expect(anonymousGroups.headers['cache-control']).toBe('public, max-age=60');
    // A lookup list revalidates by its ETag in the caller's own browser only.
    const districts = await t.app.inject({ method: 'GET', url: '/api/common/districts/', headers });
    expect(districts.headers['cache-control']).toBe('private, no-cache');
    expect(districts.headers.etag).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: '/api/common/districts/' })).headers['cache-control']).toMatch(
      /^public, max-age=/,
    );
  });
});
