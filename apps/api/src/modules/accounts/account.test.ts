// Signing up, verifying and reading a user. Logging in, refreshing and logging out: account.login.test.ts.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@portal/contract';
import { profiles, users } from '../../db/schema/index.js';
import { PUBLIC_URL } from '../../test/app.js';
import { httpFor } from '../../test/http.js';
import { authHeaders, make, userRow } from '../../test/factories.js';
import { multipart, NOT_AN_IMAGE, PNG_1PX, type Part } from '../../test/multipart.js';
import { accountTestKit } from './account.fixtures.js';

const kit = accountTestKit();
const { json, linkIn, lastMailTo, login } = kit;
const { sendCutOff } = httpFor(() => kit.t);
/** Registers `username` through a multipart form (the web form sends one when a picture is chosen). */
const registerWithPicture = (username: string, picture: Part, more: Record<string, Part> = {}) =>
  kit.t.app.inject({
    method: 'POST',
    url: '/api/account/register/',
    ...multipart({ username, password: 'Tailoring2026', 'profile.profile_pic': picture, ...more }),
  });

describe('POST /api/account/register/', () => {
  it('creates an unverified account from multipart with a picture, answers 201 Created and queues a verification mail', async () => {
    const picture = { filename: 'me.png', contentType: 'image/png', content: PNG_1PX };
    const res = await registerWithPicture('Amina.Nakato@example.ug', picture, {
      email: 'amina.nakato@example.ug',
      password: 'Welding2026!',
    });
    expect(res.statusCode).toBe(201);
    expect(res.statusMessage).toBe('Created');
    const created = res.json();
    expect(created).toMatchObject({ username: 'amina.nakato@example.ug', email: 'amina.nakato@example.ug' });
    const row = await userRow(kit.t.db, created.id);
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    const [profile] = await kit.t.db.select().from(profiles).where(eq(profiles.userId, created.id));
    expect(profile?.profilePic).toMatch(/^profile-pics\/.+\.png$/);
    const mail = await lastMailTo('amina.nakato@example.ug');
    expect(mail?.textBody).toContain(`${PUBLIC_URL}/api/account/verify-email/?token=`);
  });

  it('lets exactly one of several simultaneous registrations of a name through', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 4 }, () =>
        kit.t.app.inject({
          method: 'POST',
          url: '/api/account/register/',
          ...json({ username: 'race@example.ug', password: 'Joinery2026' }),
        }),
      ),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const r of attempts.filter((a) => a.statusCode === 400))
      expect(r.json()).toEqual({ username: [FIELD_MESSAGES.usernameTaken] });
  });

  it('accepts JSON and the trailing-slash-less path', async () => {
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      ...json({ username: 'okello@example.ug', password: 'Plumbing2026' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a taken username (any case) with a username error and writes nothing', async () => {
    await make.user(kit.t.db, { username: 'taken@example.ug' });
    const before = await kit.t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/register/',
      ...json({ username: 'TAKEN@example.ug', password: 'Carpentry2026' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [FIELD_MESSAGES.usernameTaken] });
    const after = await kit.t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it.each([
    [{ username: 'not-an-email', password: 'Carpentry2026' }, 'username', FIELD_MESSAGES.email],
    [{ username: 'a@example.ug', password: 'short' }, 'password', FIELD_MESSAGES.passwordTooShort],
    [{ username: 'a@example.ug', password: '1234567890' }, 'password', FIELD_MESSAGES.passwordNumeric],
    [{ username: 'a@example.ug', password: 'a@example.ug' }, 'password', FIELD_MESSAGES.passwordSimilar],
    [{ username: 'a@example.ug', password: 'x'.repeat(5000) }, 'password', FIELD_MESSAGES.passwordTooLong],
    [{ username: 12345, password: 'Carpentry2026' }, 'username', undefined],
    [{ password: 'Carpentry2026' }, 'username', undefined],
  ])('answers 400 with the field message for %j', async (body, field, message) => {
    const res = await kit.t.app.inject({ method: 'POST', url: '/api/account/register/', ...json(body) });
    expect(res.statusCode).toBe(400);
    const errors = res.json();
    expect(Array.isArray(errors[field])).toBe(true);
    if (message) expect(errors[field]).toContain(message);
    const [row] = await kit.t.db.select().from(users).where(eq(users.username, 'a@example.ug'));
    expect(row).toBeUndefined();
  });

  it('refuses a picture that is not an image by its content, whatever its name says', async () => {
    const notAPicture = { filename: 'me.png', contentType: 'image/png', content: NOT_AN_IMAGE };
    const res = await registerWithPicture('fake-pic@example.ug', notAPicture);
    expect(res.statusCode).toBe(400);
    expect(res.json()['profile.profile_pic']).toEqual([FIELD_MESSAGES.imageOnly]);
    const [row] = await kit.t.db.select().from(users).where(eq(users.username, 'fake-pic@example.ug'));
    expect(row).toBeUndefined();
  });

  it('refuses an oversize upload with a 400, not a 500', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(4 * 1024 * 1024)]);
    const res = await registerWithPicture('big@example.ug', {
      filename: 'big.png',
      contentType: 'image/png',
      content: big,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()['profile.profile_pic']?.[0]).toMatch(/too large/);
  });

  it('answers 400 to broken multipart and to broken JSON', async () => {
    const broken = await sendCutOff('/api/account/register/', null, 'name="username"\r\n\r\nabc');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('non_field_errors');
    const badJson = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/register/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ detail: 'JSON parse error.' });
  });
});

describe('verification', () => {
  it('verifies by the mailed link once, then redirects used links to the page that offers a new mail', async () => {
    await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/register/',
      ...json({ username: 'verify-me@example.ug', password: 'Masonry2026' }),
    });
    const before = await login('verify-me@example.ug', 'Masonry2026');
    expect(before.statusCode).toBe(401);
    expect(before.json()).toEqual({ detail: 'Unverfied' });

    const link = linkIn(
      (await lastMailTo('verify-me@example.ug'))!.textBody,
      /http:\/\/portal\.test\/api\/account\/verify-email\/\?token=\S+/,
    );
    const first = await kit.t.app.inject({ method: 'GET', url: link.replace(PUBLIC_URL, '') });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/account-activated');
    const again = await kit.t.app.inject({ method: 'GET', url: link.replace(PUBLIC_URL, '') });
    expect(again.headers.location).toBe('/verify-account?status=invalid');

    const after = await login('verify-me@example.ug', 'Masonry2026');
    expect(after.statusCode).toBe(200);
  });

  it('sends a new verification mail on request and says the same for unknown addresses', async () => {
    await make.user(kit.t.db, { username: 'pending@example.ug', verified: false });
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/resend-verification/',
      ...json({ email: 'pending@example.ug' }),
    });
    expect(res.statusCode).toBe(200);
    expect((await lastMailTo('pending@example.ug'))?.subject).toMatch(/Activate/);
    const unknown = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/resend-verification/',
      ...json({ email: 'nobody@example.ug' }),
    });
    expect(unknown.json()).toEqual(res.json());
    expect(await lastMailTo('nobody@example.ug')).toBeUndefined();
  });

  it('carries the page the person registered from through the mailed link to the activated page', async () => {
    const next = '/job-detail/12?apply=1';
    await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/register/',
      ...json({ username: 'return@example.ug', password: 'Masonry2026', next }),
    });
    const link = linkIn(
      (await lastMailTo('return@example.ug'))!.textBody,
      /http:\/\/portal\.test\/api\/account\/verify-email\/\?token=\S+/,
    );
    expect(link).toContain(`&next=${encodeURIComponent(next)}`);
    const res = await kit.t.app.inject({ method: 'GET', url: link.replace(PUBLIC_URL, '') });
    expect(res.headers.location).toBe(`/account-activated?next=${encodeURIComponent(next)}`);
  });

  // Each case registers from its own address: the file registers more than the 10 an hour one address may (issue 28).
  let caseAddress = 0;
  it.each([
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    '/api/account/export/',
    'job-detail/1',
    '/login?next=/x',
  ])('drops a return address outside the portal pages (%s)', async (next) => {
    const email = `drop-${Math.random().toString(36).slice(2)}@example.ug`;
    const remoteAddress = `10.157.0.${(caseAddress += 1)}`;
    const reg = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/register/',
      remoteAddress,
      ...json({ username: email, password: 'Masonry2026', next }),
    });
    expect(reg.statusCode).toBe(201);
    const link = linkIn(
      (await lastMailTo(email))!.textBody,
      /http:\/\/portal\.test\/api\/account\/verify-email\/\?token=\S+/,
    );
    expect(link).not.toContain('next=');
    const forged = await kit.t.app.inject({
      method: 'GET',
      url: `${link.replace(PUBLIC_URL, '')}&next=${encodeURIComponent(next)}`,
    });
    expect(forged.headers.location).toBe('/account-activated');
  });

  it('redirects a forged token to the invalid-link page', async () => {
    const res = await kit.t.app.inject({ method: 'GET', url: '/api/account/verify-email/?token=forged' });
    expect(res.headers.location).toBe('/verify-account?status=invalid');
  });
});

describe('GET /api/account/users/{id}/', () => {
  it("answers the spec's fields to the user themself", async () => {
    const u = await make.user(kit.t.db, { groups: ['JobSeeker', 'Company'] });
    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/account/users/${u.id}/`,
      headers: await authHeaders(kit.t.tokens, u),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: u.id,
      email: u.email,
      is_active: true,
      profile_pic: null,
      favourite_jobs: [],
      profile_id: u.profileId,
    });
    expect(body.groups).toEqual([{ name: 'Company' }, { name: 'JobSeeker' }]);
    expect(body).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('refuses anonymous callers (401), other users (403) and bad ids (400)', async () => {
    const u = await make.user(kit.t.db);
    const other = await make.user(kit.t.db);
    expect((await kit.t.app.inject({ method: 'GET', url: `/api/account/users/${u.id}/` })).statusCode).toBe(401);
    const forbidden = await kit.t.app.inject({
      method: 'GET',
      url: `/api/account/users/${u.id}/`,
      headers: await authHeaders(kit.t.tokens, other),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toHaveProperty('detail');
    const bad = await kit.t.app.inject({
      method: 'GET',
      url: '/api/account/users/abc/',
      headers: await authHeaders(kit.t.tokens, u),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('id');
  });
});
