// Logging in (its limits per account and address included), refreshing with rotation and logging out.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@portal/contract';
import { DEFAULT_PASSWORD, make } from '../../test/factories.js';
import { ROTATION_GRACE_SECONDS } from './account.service.js';
import { accountTestKit } from './account.fixtures.js';

const kit = accountTestKit();
const { json, login } = kit;

describe('login, refresh and logout', () => {
  it('answers a token pair whose access token carries the user', async () => {
    const u = await make.user(kit.t.db, { firstName: 'Sarah' });
    const res = await login(u.username, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { access, refresh } = res.json();
    const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      user_id: u.id,
      username: u.username,
      email: u.email,
      first_name: 'Sarah',
      token_type: 'access',
    });
    expect(typeof refresh).toBe('string');
  });

  it('answers wrong credentials with an error list whose first entry is the message', async () => {
    const u = await make.user(kit.t.db);
    const res = await login(u.username, 'WrongPassword1', '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [ACCOUNT_MESSAGES.loginFailed] });
    const unknown = await login('ghost@example.ug', 'WrongPassword1', '10.0.0.2');
    expect(unknown.json()).toEqual(res.json());
  });

  it('limits tries per account at one address (even with the right password) and per address', async () => {
    const u = await make.user(kit.t.db);
    for (let i = 0; i < 5; i++) expect((await login(u.username, 'WrongPassword1', '10.1.0.1')).statusCode).toBe(400);
    const blocked = await login(u.username, DEFAULT_PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    // The same account from another address is not held back by that address's tries.
    expect((await login(u.username, DEFAULT_PASSWORD, '10.1.0.2')).statusCode).toBe(200);

    const other = await make.user(kit.t.db);
    for (let i = 0; i < 20; i++) await login(`nobody${i}@example.ug`, 'WrongPassword1', '10.9.9.9');
    expect((await login(other.username, DEFAULT_PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(other.username, DEFAULT_PASSWORD, '10.9.9.10')).statusCode).toBe(200);
  });

  it('counts simultaneous tries before checking a password: of 50 at once from one address, 5 are checked', async () => {
    const u = await make.user(kit.t.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => login(u.username, 'WrongPassword1', '10.4.0.1')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(45);
  });

  it('an attacker spread over many addresses cannot lock the owner out of an address they signed in from', async () => {
    const u = await make.user(kit.t.db);
    expect((await login(u.username, DEFAULT_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 40; i++) await login(u.username, 'WrongPassword1', `10.6.${Math.floor(i / 4)}.${i % 4}`);
    // A stranger's address is slowed by the back-off (only every power of two gets through)...
    expect((await login(u.username, DEFAULT_PASSWORD, '10.7.0.1')).statusCode).toBe(429);
    // ...the owner's own address is not.
    expect((await login(u.username, DEFAULT_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
  });

  it('answers an unknown account exactly as a known one, limits included', async () => {
    const u = await make.user(kit.t.db);
    const answersFor = async (username: string, ip: string) => {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await login(username, 'WrongPassword1', ip);
        codes.push(res.statusCode);
        expect(res.json()).toEqual(
          res.statusCode === 400
            ? { non_field_errors: [ACCOUNT_MESSAGES.loginFailed] }
            : { detail: ACCOUNT_MESSAGES.tooManyAttempts },
        );
      }
      return codes;
    };
    expect(await answersFor('ghost-account@example.ug', '10.8.0.1')).toEqual(await answersFor(u.username, '10.8.0.2'));
  });

  it('rotates the refresh token: the new pair works, the spent token fails with token_not_valid', async () => {
    const u = await make.user(kit.t.db);
    const { refresh } = (await login(u.username, DEFAULT_PASSWORD, '10.2.0.1')).json();
    const rotated = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/token/refresh/',
      ...json({ refresh }),
    });
    expect(rotated.statusCode).toBe(200);
    const pair = rotated.json();
    expect(pair.refresh).not.toBe(refresh);
    const me = await kit.t.app.inject({
      method: 'GET',
      url: `/api/account/users/${u.id}/`,
      headers: { authorization: `JWT ${pair.access}` },
    });
    expect(me.statusCode).toBe(200);
    // Within the grace window the spent token still works (a page that navigated away never read the new pair)...
    const again = await kit.t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) });
    expect(again.statusCode).toBe(200);
    // ...and once the window has passed it fails.
    await kit.t.db.execute(
      sql`update refresh_tokens set rotated_at = now() - make_interval(secs => ${ROTATION_GRACE_SECONDS + 1}) where rotated_at is not null and user_id = ${u.id}`,
    );
    const reused = await kit.t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('logout also ends the grace of the token it replaced', async () => {
    const u = await make.user(kit.t.db);
    const { refresh } = (await login(u.username, DEFAULT_PASSWORD, '10.2.0.5')).json();
    const pair = (
      await kit.t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) })
    ).json();
    const out = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      ...json({ refresh_token: pair.refresh }),
    });
    expect(out.statusCode).toBe(200);
    for (const token of [refresh, pair.refresh]) {
      const res = await kit.t.app.inject({
        method: 'POST',
        url: '/api/account/token/refresh/',
        ...json({ refresh: token }),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 401 token_not_valid for a garbage or an access token given as refresh', async () => {
    const u = await make.user(kit.t.db);
    const { access } = (await login(u.username, DEFAULT_PASSWORD, '10.2.0.2')).json();
    for (const refresh of ['garbage', access]) {
      const res = await kit.t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
  });

  it('logout revokes the refresh token', async () => {
    const u = await make.user(kit.t.db);
    const { refresh } = (await login(u.username, DEFAULT_PASSWORD, '10.2.0.3')).json();
    const out = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      ...json({ refresh_token: refresh }),
    });
    expect(out.statusCode).toBe(200);
    const res = await kit.t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh }) });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the Bearer scheme and refuses an expired or forged access token with token_not_valid', async () => {
    const u = await make.user(kit.t.db);
    const { access } = (await login(u.username, DEFAULT_PASSWORD, '10.2.0.4')).json();
    const bearer = await kit.t.app.inject({
      method: 'GET',
      url: `/api/account/users/${u.id}/`,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(bearer.statusCode).toBe(200);
    const forged = `${access.slice(0, -4)}AAAA`;
    const res = await kit.t.app.inject({
      method: 'GET',
      url: `/api/account/users/${u.id}/`,
      headers: { authorization: `JWT ${forged}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_not_valid' });
  });
});
