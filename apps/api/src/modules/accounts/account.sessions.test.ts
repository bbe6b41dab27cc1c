// A token is only as good as its user (issue 12, like DRF simplejwt): a deactivated or deleted account, a password
// change or reset, or a token without an expiry ends it at once, with token_not_valid and never a 500.
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { DEFAULT_PASSWORD, make } from '../../test/factories.js';
import { accountTestKit } from './account.fixtures.js';
import { ROTATION_GRACE_SECONDS } from './account.service.js';

const kit = accountTestKit();
const { json, login } = kit;

const me = (id: number, access: string) =>
  kit.t.app.inject({ method: 'GET', url: `/api/account/users/${id}/`, headers: { authorization: `JWT ${access}` } });
const refresh = (token: string) =>
  kit.t.app.inject({ method: 'POST', url: '/api/account/token/refresh/', ...json({ refresh: token }) });

async function signedIn() {
  const user = await make.user(kit.t.db);
  const pair = (await login(user.username, DEFAULT_PASSWORD, '10.3.0.1')).json() as { access: string; refresh: string };
  expect((await me(user.id, pair.access)).statusCode).toBe(200);
  return { user, ...pair };
}

const expectTokenNotValid = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'token_not_valid' });
};

describe('tokens end with the account', () => {
  it('a deactivated account: its access and refresh tokens stop working', async () => {
    const { user, access, refresh: refreshToken } = await signedIn();
    await kit.t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expectTokenNotValid(await me(user.id, access));
    expectTokenNotValid(await refresh(refreshToken));
  });

  it('a deleted account: a write with its token answers 401, not a 500 from a missing user', async () => {
    const { user, access } = await signedIn();
    await kit.t.db.delete(users).where(eq(users.id, user.id));
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/job_seekers/favorite-jobs/',
      ...json({ job: 1 }, { authorization: `JWT ${access}` }),
    });
    expectTokenNotValid(res);
  });

  it("a password change ends every earlier token at once; the caller's session goes on with the new pair", async () => {
    const { user, access, refresh: refreshToken } = await signedIn();
    const other = (await login(user.username, DEFAULT_PASSWORD, '10.3.0.2')).json() as { access: string };
    const changed = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/change-password/',
      ...json(
        { old_password: DEFAULT_PASSWORD, new_password: 'NewPassword2026', confirm_password: 'NewPassword2026' },
        { authorization: `JWT ${access}` },
      ),
    });
    expect(changed.statusCode).toBe(200);
    const pair = changed.json() as { detail: string; access: string; refresh: string };
    expectTokenNotValid(await me(user.id, access));
    expectTokenNotValid(await me(user.id, other.access));
    expectTokenNotValid(await refresh(refreshToken));
    expect((await me(user.id, pair.access)).statusCode).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
  });

  it('refuses a well-signed access token without an expiry', async () => {
    const user = await make.user(kit.t.db);
    const forever = await new SignJWT({
      token_type: 'access',
      user_id: user.id,
      username: user.username,
      verified: true,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti('no-expiry')
      .setIssuedAt()
      .sign(new TextEncoder().encode(kit.t.secret));
    expectTokenNotValid(await me(user.id, forever));
  });

  it('a spent refresh token presented after its grace revokes its whole family, not the other logins', async () => {
    const { user, refresh: first } = await signedIn();
    const elsewhere = (await login(user.username, DEFAULT_PASSWORD, '10.3.0.3')).json() as { refresh: string };
    const second = (await refresh(first)).json() as { refresh: string };
    const third = (await refresh(second.refresh)).json() as { refresh: string };
    await kit.t.db.execute(
      sql`update refresh_tokens set rotated_at = now() - make_interval(secs => ${ROTATION_GRACE_SECONDS + 1}) where rotated_at is not null and user_id = ${user.id}`,
    );
    // Someone replays the first token: it fails, and so does the newest token descended from it.
    expectTokenNotValid(await refresh(first));
    expectTokenNotValid(await refresh(third.refresh));
    expect((await refresh(elsewhere.refresh)).statusCode).toBe(200);
  });
});
