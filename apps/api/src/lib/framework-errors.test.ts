// Whatever the framework itself refuses (a broken URL, an over-long path parameter) answers in DRF's shapes too,
// and answers to a signed-in caller are never stored by a shared cache (issue 12).
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.js';
import { authHeaders, createUser } from '../test/factories.js';

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

describe('Cache-Control of a signed-in caller', () => {
  it('is no-store on private answers and on public ones asked with a token, and public for a visitor', async () => {
    const user = await createUser(t.db);
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
    expect((await t.app.inject({ method: 'GET', url: '/api/common/districts/' })).headers['cache-control']).toMatch(/^public, max-age=/);
  });
});
