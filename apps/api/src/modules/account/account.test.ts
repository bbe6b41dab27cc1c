import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES } from '@portal/contract';
import { mailOutbox, profiles, users } from '../../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { authHeaders, createUser, DEFAULT_PASSWORD, userRow } from '../../test/factories.js';
import { multipart, NOT_AN_IMAGE, PNG_1PX } from '../../test/multipart.js';
import { ROTATION_GRACE_SECONDS } from './account.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  payload: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});

async function lastMailTo(address: string) {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}
const linkIn = (text: string, pattern: RegExp) => {
  const m = pattern.exec(text);
  if (!m) throw new Error(`no link in mail: ${text}`);
  return m[0];
};
async function login(username: string, password: string, ip = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/account/login', remoteAddress: ip, ...json({ username, password }) });
}

describe('POST /api/account/register/', () => {
  it('creates an unverified account from multipart with a picture, answers 201 Created and queues a verification mail', async () => {
    const body = multipart({
      username: 'Amina.Nakato@example.ug',
      email: 'amina.nakato@example.ug',
      password: 'Welding2026!',
      'profile.profile_pic': { filename: 'me.png', contentType: 'image/png', content: PNG_1PX },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/account/register/', ...body });
    expect(res.statusCode).toBe(201);
    expect(res.statusMessage).toBe('Created');
    const created = res.json();
    expect(created).toMatchObject({ username: 'amina.nakato@example.ug', email: 'amina.nakato@example.ug' });
    const row = await userRow(t.db, created.id);
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, created.id));
    expect(profile?.profilePic).toMatch(/^profile-pics\/.+\.png$/);
    const mail = await lastMailTo('amina.nakato@example.ug');
    expect(mail?.textBody).toContain(`${PUBLIC_URL}/api/account/verify-email/?token=`);
  });

  it('lets exactly one of several simultaneous registrations of a name through', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({ method: 'POST', url: '/api/account/register/', ...json({ username: 'race@example.ug', password: 'Joinery2026' }) }),
      ),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const r of attempts.filter((a) => a.statusCode === 400)) expect(r.json()).toEqual({ username: [FIELD_MESSAGES.usernameTaken] });
  });

  it('accepts JSON and the trailing-slash-less path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/register', ...json({ username: 'okello@example.ug', password: 'Plumbing2026' }) });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a taken username (any case) with a username error and writes nothing', async () => {
    await createUser(t.db, { username: 'taken@example.ug' });
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const res = await t.app.inject({ method: 'POST', url: '/api/account/register/', ...json({ username: 'TAKEN@example.ug', password: 'Carpentry2026' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [FIELD_MESSAGES.usernameTaken] });
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
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
    const res = await t.app.inject({ method: 'POST', url: '/api/account/register/', ...json(body) });
    expect(res.statusCode).toBe(400);
    const errors = res.json();
    expect(Array.isArray(errors[field])).toBe(true);
    if (message) expect(errors[field]).toContain(message);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'a@example.ug'));
    expect(row).toBeUndefined();
  });

  it('refuses a picture that is not an image by its content, whatever its name says', async () => {
    const body = multipart({
      username: 'fake-pic@example.ug',
      password: 'Tailoring2026',
      'profile.profile_pic': { filename: 'me.png', contentType: 'image/png', content: NOT_AN_IMAGE },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/account/register/', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()['profile.profile_pic']).toEqual([FIELD_MESSAGES.imageOnly]);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'fake-pic@example.ug'));
    expect(row).toBeUndefined();
  });

  it('refuses an oversize upload with a 400, not a 500', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(4 * 1024 * 1024)]);
    const body = multipart({ username: 'big@example.ug', password: 'Tailoring2026', 'profile.profile_pic': { filename: 'big.png', contentType: 'image/png', content: big } });
    const res = await t.app.inject({ method: 'POST', url: '/api/account/register/', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()['profile.profile_pic']?.[0]).toMatch(/too large/);
  });

  it('answers 400 to broken multipart and to broken JSON', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/account/register/',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="username"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('non_field_errors');
    const badJson = await t.app.inject({ method: 'POST', url: '/api/account/register/', headers: { 'content-type': 'application/json' }, payload: '{"username": ' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ detail: 'JSON parse error.' });
  });
});

describe('verification', () => {
  it('verifies by the mailed link once, then redirects used links to the page that offers a new mail', async () => {
    await t.app.inject({ method: 'POST', url: '/api/account/register/', ...json({ username: 'verify-me@example.ug', password: 'Masonry2026' }) });
    const before = await login('verify-me@example.ug', 'Masonry2026');
    expect(before.statusCode).toBe(401);
    expect(before.json()).toEqual({ detail: 'Unverfied' });

    const link = linkIn((await lastMailTo('verify-me@example.ug'))!.textBody, /http:\/\/portal\.test\/api\/account\/verify-email\/\?token=\S+/);
    const first = await t.app.inject({ method: 'GET', url: link.replace(PUBLIC_URL, '') });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/account-activated');
    const again = await t.app.inject({ method: 'GET', url: link.replace(PUBLIC_URL, '') });
    expect(again.headers.location).toBe('/verify-account?status=invalid');

    const after = await login('verify-me@example.ug', 'Masonry2026');
    expect(after.statusCode).toBe(200);
  });

  it('sends a new verification mail on request and says the same for unknown addresses', async () => {
    await createUser(t.db, { username: 'pending@example.ug', verified: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/account/resend-verification/', ...json({ email: 'pending@example.ug' }) });
    expect(res.statusCode).toBe(200);
    expect((await lastMailTo('pending@example.ug'))?.subject).toMatch(/Activate/);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/account/resend-verification/', ...json({ email: 'nobody@example.ug' }) });
    expect(unknown.json()).toEqual(res.json());
    expect(await lastMailTo('nobody@example.ug')).toBeUndefined();
  });

  it('redirects a forged token to the invalid-link page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/verify-email/?token=forged' });
    expect(res.headers.location).toBe('/verify-account?status=invalid');
  });
});

describe('login, refresh and logout', () => {
  it('answers a token pair whose access token carries the user', async () => {
    const u = await createUser(t.db, { firstName: 'Sarah' });
    const res = await login(u.username, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { access, refresh } = res.json();
    const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ user_id: u.id, username: u.username, email: u.email, first_name: 'Sarah', token_type: 'access' });
    expect(typeof refresh).toBe('string');
  });

  it('answers wrong credentials with an error list whose first entry is the message', async () => {
    const u = await createUser(t.db);
    const res = await login(u.username, 'WrongPassword1', '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [ACCOUNT_MESSAGES.loginFailed] });
    const unknown = await login('ghost@example.ug', 'WrongPassword1', '10.0.0.2');
    expect(unknown.json()).toEqual(res.json());
  });

  it('rate-limits repeated failures per account, even with the right password, and per address', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await login(u.username, 'WrongPassword1', `10.1.0.${i}`)).statusCode).toBe(400);
    const blocked = await login(u.username, DEFAULT_PASSWORD, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe(ACCOUNT_MESSAGES.tooManyAttempts);

    const other = await createUser(t.db);
    for (let i = 0; i < 20; i++) await login(`nobody${i}@example.ug`, 'WrongPassword1', '10.9.9.9');
    expect((await login(other.username, DEFAULT_PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(other.username, DEFAULT_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });

  it('rotates the refresh token: the new pair works, the spent token fails with token_not_valid', async () => {
    const u = await createUser(t.db);
    const { refresh } = (await login(u.username, DEFAULT_PASSWORD, '10.2.0.1')).json();
    const rotated = await t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) });
    expect(rotated.statusCode).toBe(200);
    const pair = rotated.json();
    expect(pair.refresh).not.toBe(refresh);
    const me = await t.app.inject({ method: 'GET', url: `/api/account/users/${u.id}/`, headers: { authorization: `JWT ${pair.access}` } });
    expect(me.statusCode).toBe(200);
    // Within the grace window the spent token still works (a page that navigated away never read the new pair)...
    const again = await t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) });
    expect(again.statusCode).toBe(200);
    // ...and once the window has passed it fails.
    await t.db.execute(sql`update refresh_tokens set rotated_at = now() - make_interval(secs => ${ROTATION_GRACE_SECONDS + 1}) where rotated_at is not null and user_id = ${u.id}`);
    const reused = await t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('logout also ends the grace of the token it replaced', async () => {
    const u = await createUser(t.db);
    const { refresh } = (await login(u.username, DEFAULT_PASSWORD, '10.2.0.5')).json();
    const pair = (await t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) })).json();
    const out = await t.app.inject({ method: 'POST', url: '/api/account/logout', ...json({ refresh_token: pair.refresh }) });
    expect(out.statusCode).toBe(200);
    for (const token of [refresh, pair.refresh]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh: token }) });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 401 token_not_valid for a garbage or an access token given as refresh', async () => {
    const u = await createUser(t.db);
    const { access } = (await login(u.username, DEFAULT_PASSWORD, '10.2.0.2')).json();
    for (const refresh of ['garbage', access]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
  });

  it('logout revokes the refresh token', async () => {
    const u = await createUser(t.db);
    const { refresh } = (await login(u.username, DEFAULT_PASSWORD, '10.2.0.3')).json();
    const out = await t.app.inject({ method: 'POST', url: '/api/account/logout', ...json({ refresh_token: refresh }) });
    expect(out.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the Bearer scheme and refuses an expired or forged access token with token_not_valid', async () => {
    const u = await createUser(t.db);
    const { access } = (await login(u.username, DEFAULT_PASSWORD, '10.2.0.4')).json();
    const bearer = await t.app.inject({ method: 'GET', url: `/api/account/users/${u.id}/`, headers: { authorization: `Bearer ${access}` } });
    expect(bearer.statusCode).toBe(200);
    const forged = `${access.slice(0, -4)}AAAA`;
    const res = await t.app.inject({ method: 'GET', url: `/api/account/users/${u.id}/`, headers: { authorization: `JWT ${forged}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_not_valid' });
  });
});

describe('GET /api/account/users/{id}/', () => {
  it("answers the spec's fields to the user themself", async () => {
    const u = await createUser(t.db, { groups: ['JobSeeker', 'Company'] });
    const res = await t.app.inject({ method: 'GET', url: `/api/account/users/${u.id}/`, headers: await authHeaders(t.tokens, u) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: u.id, email: u.email, is_active: true, profile_pic: null, favourite_jobs: [], profile_id: u.profileId });
    expect(body.groups).toEqual([{ name: 'Company' }, { name: 'JobSeeker' }]);
    expect(body).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('refuses anonymous callers (401), other users (403) and bad ids (400)', async () => {
    const u = await createUser(t.db);
    const other = await createUser(t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/account/users/${u.id}/` })).statusCode).toBe(401);
    const forbidden = await t.app.inject({ method: 'GET', url: `/api/account/users/${u.id}/`, headers: await authHeaders(t.tokens, other) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toHaveProperty('detail');
    const bad = await t.app.inject({ method: 'GET', url: '/api/account/users/abc/', headers: await authHeaders(t.tokens, u) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('id');
  });
});

describe('PATCH /api/account/register/{userId}/ (basic information)', () => {
  const valid = { first_name: 'Grace', last_name: 'Auma', 'profile.gender': 'Female', 'profile.phone_number': '+256772123456' };

  it('updates the owner from multipart', async () => {
    const u = await createUser(t.db);
    const body = multipart(valid);
    const ok = await t.app.inject({ method: 'PATCH', url: `/api/account/register/${u.id}/`, headers: { ...(await authHeaders(t.tokens, u)), ...body.headers }, payload: body.payload });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ first_name: 'Grace', last_name: 'Auma', gender: 'Female', phone_number: '+256772123456', alternative_contact: null });
  });

  it("applies the spec's rules and messages", async () => {
    const u = await createUser(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/account/register/${u.id}/`,
      ...json({ ...valid, first_name: '', 'profile.gender': 'Other', 'profile.phone_number': '+25677' }, await authHeaders(t.tokens, u)),
    });
    expect(res.statusCode).toBe(400);
    const e = res.json();
    expect(e.first_name).toEqual(['First name is required']);
    expect(e['profile.gender']).toEqual(['Gender is required']);
    expect(e['profile.phone_number']).toContain(FIELD_MESSAGES.phoneTooShort);
    const long = await t.app.inject({ method: 'PATCH', url: `/api/account/register/${u.id}/`, ...json({ ...valid, 'profile.phone_number': '+2567721234567' }, await authHeaders(t.tokens, u)), });
    expect(long.json()['profile.phone_number']).toContain(FIELD_MESSAGES.phoneTooLong);
  });

  it('refuses another user and anonymous callers', async () => {
    const u = await createUser(t.db);
    const other = await createUser(t.db);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/account/register/${u.id}/`, ...json(valid, await authHeaders(t.tokens, other)), });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/account/register/${u.id}/`, ...json(valid) })).statusCode).toBe(401);
    expect((await userRow(t.db, u.id))?.firstName).toBe('Test');
  });
});

describe('PATCH /api/account/profile/{id}/ (profile picture)', () => {
  it('stores an image for the owner and serves it publicly under /media', async () => {
    const u = await createUser(t.db);
    const body = multipart({ profile_pic: { filename: 'face.jpg', contentType: 'image/jpeg', content: PNG_1PX } });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/account/profile/${u.profileId}/`, headers: { ...(await authHeaders(t.tokens, u)), ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profile_pic;
    expect(url).toMatch(/^http:\/\/portal\.test\/media\/profile-pics\/.+\.png$/);
    const file = await t.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  it('refuses non-images, a missing file, other users and unknown profiles', async () => {
    const u = await createUser(t.db);
    const other = await createUser(t.db);
    const text = multipart({ profile_pic: { filename: 'x.png', contentType: 'image/png', content: NOT_AN_IMAGE } });
    const r1 = await t.app.inject({ method: 'PATCH', url: `/api/account/profile/${u.profileId}/`, headers: { ...(await authHeaders(t.tokens, u)), ...text.headers }, payload: text.payload });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().profile_pic).toEqual([FIELD_MESSAGES.imageOnly]);
    const none = multipart({ other: 'x' });
    const r2 = await t.app.inject({ method: 'PATCH', url: `/api/account/profile/${u.profileId}/`, headers: { ...(await authHeaders(t.tokens, u)), ...none.headers }, payload: none.payload });
    expect(r2.statusCode).toBe(400);
    const pic = multipart({ profile_pic: { filename: 'x.png', contentType: 'image/png', content: PNG_1PX } });
    const r3 = await t.app.inject({ method: 'PATCH', url: `/api/account/profile/${u.profileId}/`, headers: { ...(await authHeaders(t.tokens, other)), ...pic.headers }, payload: pic.payload });
    expect(r3.statusCode).toBe(403);
    const r4 = await t.app.inject({ method: 'PATCH', url: '/api/account/profile/999999/', headers: { ...(await authHeaders(t.tokens, u)), ...pic.headers }, payload: pic.payload });
    expect(r4.statusCode).toBe(404);
    expect(r4.json()).toEqual({ detail: 'Not found.' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, u.profileId));
    expect(profile?.profilePic).toBeNull();
  });
});

describe('passwords', () => {
  it('changes the password with the old one and ends other sessions', async () => {
    const u = await createUser(t.db);
    const { refresh } = (await login(u.username, DEFAULT_PASSWORD, '10.3.0.1')).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/change-password/',
      ...json({ old_password: DEFAULT_PASSWORD, new_password: 'Electrical2027', confirm_password: 'Electrical2027' }, await authHeaders(t.tokens, u)),
    });
    expect(res.statusCode).toBe(200);
    expect((await login(u.username, 'Electrical2027', '10.3.0.1')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) })).statusCode).toBe(401);
  });

  it('refuses a wrong old password, a mismatch and anonymous callers', async () => {
    const u = await createUser(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/account/change-password/',
      ...json({ old_password: 'NotMyPassword1', new_password: 'Electrical2027', confirm_password: 'Electrical2027' }, await authHeaders(t.tokens, u)),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_password: [FIELD_MESSAGES.oldPasswordWrong] });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/account/change-password/',
      ...json({ old_password: DEFAULT_PASSWORD, new_password: 'Electrical2027', confirm_password: 'Electrical2028' }, await authHeaders(t.tokens, u)),
    });
    expect(mismatch.json()).toEqual({ confirm_password: [FIELD_MESSAGES.passwordMismatch] });
    const anon = await t.app.inject({ method: 'POST', url: '/api/account/change-password/', ...json({ old_password: 'a', new_password: 'b', confirm_password: 'b' }) });
    expect(anon.statusCode).toBe(401);
    expect((await login(u.username, DEFAULT_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('resets a forgotten password by the mailed link, once', async () => {
    const u = await createUser(t.db);
    const ask = await t.app.inject({ method: 'POST', url: '/api/account/password-reset/', ...json({ email: u.email }) });
    expect(ask.statusCode).toBe(200);
    const link = linkIn((await lastMailTo(u.email))!.textBody, /http:\/\/portal\.test\/reset-password\?token=\S+/);
    const token = new URL(link).searchParams.get('token');
    const body = { token, new_password: 'Solar2026!x', confirm_password: 'Solar2026!x' };
    const done = await t.app.inject({ method: 'POST', url: '/api/account/password-reset/confirm/', ...json(body) });
    expect(done.statusCode).toBe(200);
    expect((await login(u.username, 'Solar2026!x', '10.4.0.1')).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/account/password-reset/confirm/', ...json(body) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [ACCOUNT_MESSAGES.linkInvalid] });
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/password-reset/', ...json({ email: 'stranger@example.ug' }) });
    expect(res.statusCode).toBe(200);
    expect(await lastMailTo('stranger@example.ug')).toBeUndefined();
  });
});

describe('the platform', () => {
  it('serves the OpenAPI document with the account paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/account/login');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('answers unknown API paths with the DRF 404 body, and sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('never serves private files under /media', async () => {
    await t.storage.put('private/cv/secret.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const res = await t.app.inject({ method: 'GET', url: '/media/private/cv/secret.pdf' });
    expect(res.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/media/../../etc/passwd' });
    expect(traversal.statusCode).toBe(404);
  });
});
