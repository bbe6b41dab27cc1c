// Changing basic information, the profile picture and passwords, and the platform's own answers.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES, PHONE_INVALID } from '@portal/contract';
import { profiles } from '../../db/schema/index.js';
import { PUBLIC_URL } from '../../test/app.js';
import { authHeaders, DEFAULT_PASSWORD, make, userRow } from '../../test/factories.js';
import { multipart, NOT_AN_IMAGE, PNG_1PX } from '../../test/multipart.js';
import { accountTestKit } from './account.fixtures.js';

const kit = accountTestKit();
const { json, linkIn, lastMailTo, login } = kit;

describe('PATCH /api/account/register/{userId}/ (basic information)', () => {
  const valid = {
    first_name: 'Grace',
    last_name: 'Auma',
    'profile.gender': 'Female',
    'profile.phone_number': '+256772123456',
  };

  it('updates the owner from multipart', async () => {
    const u = await make.user(kit.t.db);
    const body = multipart(valid);
    const ok = await kit.t.app.inject({
      method: 'PATCH',
      url: `/api/account/register/${u.id}/`,
      headers: { ...(await authHeaders(kit.t.tokens, u)), ...body.headers },
      payload: body.payload,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      first_name: 'Grace',
      last_name: 'Auma',
      gender: 'Female',
      phone_number: '+256772123456',
      alternative_contact: null,
    });
  });

  it("applies the spec's rules and messages", async () => {
    const u = await make.user(kit.t.db);
    const res = await kit.t.app.inject({
      method: 'PATCH',
      url: `/api/account/register/${u.id}/`,
      ...json(
        { ...valid, first_name: '', 'profile.gender': 'Other', 'profile.phone_number': '+25677' },
        await authHeaders(kit.t.tokens, u),
      ),
    });
    expect(res.statusCode).toBe(400);
    const e = res.json();
    expect(e.first_name).toEqual(['First name is required']);
    expect(e['profile.gender']).toEqual(['Gender is required']);
    expect(e['profile.phone_number']).toEqual([PHONE_INVALID]);
    const long = await kit.t.app.inject({
      method: 'PATCH',
      url: `/api/account/register/${u.id}/`,
      ...json({ ...valid, 'profile.phone_number': '+2567721234567' }, await authHeaders(kit.t.tokens, u)),
    });
    expect(long.json()['profile.phone_number']).toEqual([PHONE_INVALID]);
  });

  it.each(['0772 123456', '772123456', '+256 772 123 456', '256772123456', '0772-123-456'])(
    'accepts the Ugandan number %s and stores it as +256772123456',
    async (typed) => {
      const u = await make.user(kit.t.db);
      const res = await kit.t.app.inject({
        method: 'PATCH',
        url: `/api/account/register/${u.id}/`,
        ...json({ ...valid, 'profile.phone_number': typed }, await authHeaders(kit.t.tokens, u)),
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await kit.t.db
        .select({ phone: profiles.phoneNumber })
        .from(profiles)
        .where(eq(profiles.userId, u.id));
      expect(row?.phone).toBe('+256772123456');
    },
  );

  it('refuses another user and anonymous callers', async () => {
    const u = await make.user(kit.t.db);
    const other = await make.user(kit.t.db);
    const res = await kit.t.app.inject({
      method: 'PATCH',
      url: `/api/account/register/${u.id}/`,
      ...json(valid, await authHeaders(kit.t.tokens, other)),
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await kit.t.app.inject({ method: 'PATCH', url: `/api/account/register/${u.id}/`, ...json(valid) })).statusCode,
    ).toBe(401);
    expect((await userRow(kit.t.db, u.id))?.firstName).toBe('Test');
  });
});

describe('PATCH /api/account/profile/{id}/ (profile picture)', () => {
  it('stores an image for the owner and serves it publicly under /media', async () => {
    const u = await make.user(kit.t.db);
    const body = multipart({ profile_pic: { filename: 'face.jpg', contentType: 'image/jpeg', content: PNG_1PX } });
    const res = await kit.t.app.inject({
      method: 'PATCH',
      url: `/api/account/profile/${u.profileId}/`,
      headers: { ...(await authHeaders(kit.t.tokens, u)), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profile_pic;
    expect(url).toMatch(/^http:\/\/portal\.test\/media\/profile-pics\/.+\.png$/);
    const file = await kit.t.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Stored re-encoded (issue 28): the same picture, not the same bytes.
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses non-images, other users and unknown profiles; without a file nothing changes', async () => {
    const u = await make.user(kit.t.db);
    const other = await make.user(kit.t.db);
    const text = multipart({ profile_pic: { filename: 'x.png', contentType: 'image/png', content: NOT_AN_IMAGE } });
    const r1 = await kit.t.app.inject({
      method: 'PATCH',
      url: `/api/account/profile/${u.profileId}/`,
      headers: { ...(await authHeaders(kit.t.tokens, u)), ...text.headers },
      payload: text.payload,
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().profile_pic).toEqual([FIELD_MESSAGES.imageOnly]);
    const none = multipart({ other: 'x' });
    const r2 = await kit.t.app.inject({
      method: 'PATCH',
      url: `/api/account/profile/${u.profileId}/`,
      headers: { ...(await authHeaders(kit.t.tokens, u)), ...none.headers },
      payload: none.payload,
    });
    // PATCH is partial (DRF): no picture given, the stored one (none) stays.
    expect(r2.statusCode).toBe(200);
    expect(r2.json()).toEqual({ id: u.profileId, profile_pic: null });
    const pic = multipart({ profile_pic: { filename: 'x.png', contentType: 'image/png', content: PNG_1PX } });
    const r3 = await kit.t.app.inject({
      method: 'PATCH',
      url: `/api/account/profile/${u.profileId}/`,
      headers: { ...(await authHeaders(kit.t.tokens, other)), ...pic.headers },
      payload: pic.payload,
    });
    expect(r3.statusCode).toBe(403);
    const r4 = await kit.t.app.inject({
      method: 'PATCH',
      url: '/api/account/profile/999999/',
      headers: { ...(await authHeaders(kit.t.tokens, u)), ...pic.headers },
      payload: pic.payload,
    });
    expect(r4.statusCode).toBe(404);
    expect(r4.json()).toEqual({ detail: 'Not found.' });
    const [profile] = await kit.t.db.select().from(profiles).where(eq(profiles.id, u.profileId));
    expect(profile?.profilePic).toBeNull();
  });
});

describe('passwords', () => {
  it('changes the password with the old one and ends other sessions', async () => {
    const u = await make.user(kit.t.db);
    const { refresh } = (await login(u.username, DEFAULT_PASSWORD, '10.3.0.1')).json();
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/change-password/',
      ...json(
        { old_password: DEFAULT_PASSWORD, new_password: 'Electrical2027', confirm_password: 'Electrical2027' },
        await authHeaders(kit.t.tokens, u),
      ),
    });
    expect(res.statusCode).toBe(200);
    expect((await login(u.username, 'Electrical2027', '10.3.0.1')).statusCode).toBe(200);
    expect(
      (await kit.t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) })).statusCode,
    ).toBe(401);
  });

  it('refuses a wrong old password, a mismatch and anonymous callers', async () => {
    const u = await make.user(kit.t.db);
    const wrong = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/change-password/',
      ...json(
        { old_password: 'NotMyPassword1', new_password: 'Electrical2027', confirm_password: 'Electrical2027' },
        await authHeaders(kit.t.tokens, u),
      ),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_password: [FIELD_MESSAGES.oldPasswordWrong] });
    const mismatch = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/change-password/',
      ...json(
        { old_password: DEFAULT_PASSWORD, new_password: 'Electrical2027', confirm_password: 'Electrical2028' },
        await authHeaders(kit.t.tokens, u),
      ),
    });
    expect(mismatch.json()).toEqual({ confirm_password: [FIELD_MESSAGES.passwordMismatch] });
    const anon = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/change-password/',
      ...json({ old_password: 'a', new_password: 'b', confirm_password: 'b' }),
    });
    expect(anon.statusCode).toBe(401);
    expect((await login(u.username, DEFAULT_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('resets a forgotten password by the mailed link, once', async () => {
    const u = await make.user(kit.t.db);
    const ask = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset/',
      ...json({ email: u.email }),
    });
    expect(ask.statusCode).toBe(200);
    const link = linkIn((await lastMailTo(u.email))!.textBody, /http:\/\/portal\.test\/reset-password\?token=\S+/);
    const token = new URL(link).searchParams.get('token');
    const body = { token, new_password: 'Solar2026!x', confirm_password: 'Solar2026!x' };
    const done = await kit.t.app.inject({ method: 'POST', url: '/api/account/password-reset/confirm/', ...json(body) });
    expect(done.statusCode).toBe(200);
    expect((await login(u.username, 'Solar2026!x', '10.4.0.1')).statusCode).toBe(200);
    const again = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset/confirm/',
      ...json(body),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [ACCOUNT_MESSAGES.linkInvalid] });
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset/',
      ...json({ email: 'stranger@example.ug' }),
    });
    expect(res.statusCode).toBe(200);
    expect(await lastMailTo('stranger@example.ug')).toBeUndefined();
  });
});

describe('the platform', () => {
  it('serves the OpenAPI document with the account paths', async () => {
    const res = await kit.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/account/login');
    const page = await kit.t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('answers unknown API paths with the DRF 404 body, and sets security headers', async () => {
    const res = await kit.t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('never serves private files under /media', async () => {
    await kit.t.storage.put('private/cv/secret.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const res = await kit.t.app.inject({ method: 'GET', url: '/media/private/cv/secret.pdf' });
    expect(res.statusCode).toBe(404);
    const traversal = await kit.t.app.inject({ method: 'GET', url: '/media/../../etc/passwd' });
    expect(traversal.statusCode).toBe(404);
  });
});
