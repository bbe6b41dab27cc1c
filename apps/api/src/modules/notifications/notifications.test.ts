import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@portal/contract';
import { notifications } from '../../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { multipart } from '../../test/multipart.js';
import { authHeaders, make, type TestUser } from '../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('notifications', () => {
  let owner: TestUser;
  let other: TestUser;
  const mine: number[] = [];
  let theirs = 0;

  beforeAll(async () => {
    owner = await make.user(t.db);
    other = await make.user(t.db);
    for (const [i, title] of ['Welcome', 'Application received', 'Your application was accepted'].entries()) {
      mine.push((await make.notification(t.db, owner, { title, created: daysAgo(10 - i) })).id);
    }
    theirs = (await make.notification(t.db, other, { title: 'Not yours' })).id;
  });

  it('GET /{id}/ answers the recipient’s own notification', async () => {
    const res = await get(`/api/common/notifications/${mine[1]}/`, await authHeaders(t.tokens, owner));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: mine[1],
      title: 'Application received',
      body: 'Your application is under review.',
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      action_link: '/jobs-applied-job',
      seen: false,
    });
  });

  it('GET /{id}/ hides another user’s notification (404) and asks a visitor to sign in (401)', async () => {
    const res = await get(`/api/common/notifications/${theirs}/`, await authHeaders(t.tokens, owner));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect((await get(`/api/common/notifications/${theirs}/`)).statusCode).toBe(401);
    expect((await get('/api/common/notifications/99999/', await authHeaders(t.tokens, owner))).statusCode).toBe(404);
    expect((await get('/api/common/notifications/x/', await authHeaders(t.tokens, owner))).statusCode).toBe(400);
  });

  it('GET / lists only the caller’s own, newest first, paged', async () => {
    const headers = await authHeaders(t.tokens, owner);
    const res = await get('/api/common/notifications/', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; results: Notification[] };
    expect(body.count).toBe(3);
    expect(body.results.map((n) => n.title)).toEqual([
      'Your application was accepted',
      'Application received',
      'Welcome',
    ]);
    const p2 = (await get('/api/common/notifications/?page_size=2&page=2', headers)).json();
    expect(p2).toMatchObject({ count: 3, next: null, previous: `${PUBLIC_URL}/api/common/notifications/?page_size=2` });
    expect(p2.results.map((n: Notification) => n.id)).toEqual([mine[0]]);
    expect((await get('/api/common/notifications/?page=5', headers)).json()).toEqual({ detail: 'Invalid page.' });
    expect((await get('/api/common/notifications/?page_size=101', headers)).statusCode).toBe(200);
    expect((await get('/api/common/notifications/')).statusCode).toBe(401);
    const theirList = (await get('/api/common/notifications/', await authHeaders(t.tokens, other))).json();
    expect(theirList.results.map((n: Notification) => n.title)).toEqual(['Not yours']);
  });

  it('PATCH /{id}/ marks the recipient’s notification seen (JSON or multipart), and unseen again', async () => {
    const headers = { ...(await authHeaders(t.tokens, owner)), 'content-type': 'application/json' };
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/common/notifications/${mine[2]}/`,
      headers,
      payload: JSON.stringify({ seen: true }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine[2], seen: true, title: 'Your application was accepted' });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, mine[2]!));
    expect(row?.seen).toBe(true);

    const form = multipart({ seen: 'false' });
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/common/notifications/${mine[2]}`,
      headers: { ...(await authHeaders(t.tokens, owner)), ...form.headers },
      payload: form.payload,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().seen).toBe(false);
  });

  it('PATCH /{id}/ refuses another user’s (404), a visitor (401) and a seen that is not a boolean (400); without seen it changes nothing', async () => {
    const json = { 'content-type': 'application/json' };
    const asOwner = { ...(await authHeaders(t.tokens, owner)), ...json };
    const other404 = await t.app.inject({
      method: 'PATCH',
      url: `/api/common/notifications/${theirs}/`,
      headers: asOwner,
      payload: JSON.stringify({ seen: true }),
    });
    expect(other404.statusCode).toBe(404);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs));
    expect(row?.seen).toBe(false);
    const anon = await t.app.inject({
      method: 'PATCH',
      url: `/api/common/notifications/${theirs}/`,
      headers: json,
      payload: JSON.stringify({ seen: true }),
    });
    expect(anon.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `/api/common/notifications/${mine[0]}/`,
      headers: asOwner,
      payload: JSON.stringify({}),
    });
    // PATCH is partial (DRF): nothing given, nothing changed.
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ id: mine[0], seen: false });
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: `/api/common/notifications/${mine[0]}/`,
      headers: asOwner,
      payload: JSON.stringify({ seen: 'maybe' }),
    });
    expect(wrong.json()).toEqual({ seen: ['Must be a valid boolean.'] });
  });

  it("counts the caller's unread notifications and marks all of them read, touching no one else's", async () => {
    const reader = await make.user(t.db);
    for (const title of ['One', 'Two', 'Three']) await make.notification(t.db, reader, { title });
    const headers = await authHeaders(t.tokens, reader);
    const theirsBefore = (
      await get('/api/common/notifications/unread-count/', await authHeaders(t.tokens, other))
    ).json<{ unread: number }>().unread;
    expect((await get('/api/common/notifications/unread-count/', headers)).json()).toEqual({ unread: 3 });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/common/notifications/${(await get('/api/common/notifications/?page_size=1', headers)).json<{ results: { id: number }[] }>().results[0]!.id}/`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ seen: true }),
    });
    expect((await get('/api/common/notifications/unread-count/', headers)).json()).toEqual({ unread: 2 });

    const all = await t.app.inject({ method: 'POST', url: '/api/common/notifications/mark-all-read/', headers });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ unread: 0 });
    expect((await get('/api/common/notifications/unread-count/', headers)).json()).toEqual({ unread: 0 });
    // Another user's stay as they were.
    expect((await get('/api/common/notifications/unread-count/', await authHeaders(t.tokens, other))).json()).toEqual({
      unread: theirsBefore,
    });
    expect(theirsBefore).toBeGreaterThan(0);
  });

  it('answers the count and mark-all-read to signed-in callers only', async () => {
    expect((await get('/api/common/notifications/unread-count/')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/common/notifications/mark-all-read/' })).statusCode).toBe(
      401,
    );
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs));
    expect(row?.seen).toBe(false);
  });
});
