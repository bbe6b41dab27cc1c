// The account's language (issue 17): set by the web app's language menu, first taken from the registering browser;
// the person's mails go out in it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { authHeaders, make, userRow, type TestUser } from '../../test/factories.js';
import { accountTestKit } from './account.fixtures.js';

const kit = accountTestKit();
const { json, lastMailTo } = kit;

describe('PATCH /api/account/language/', () => {
  it("stores the caller's language, and their next mail is written in it", async () => {
    const u = await make.user(kit.t.db);
    const res = await kit.t.app.inject({
      method: 'PATCH',
      url: '/api/account/language/',
      ...json({ language: 'lg' }, await authHeaders(kit.t.tokens, u)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'lg' });
    expect((await userRow(kit.t.db, u.id))?.language).toBe('lg');

    expect(
      (await kit.t.app.inject({ method: 'POST', url: '/api/account/password-reset/', ...json({ email: u.email }) }))
        .statusCode,
    ).toBe(200);
    const mail = await lastMailTo(u.email);
    expect(mail?.subject).toBe("Kyusa ekigambo kyo eky'ekyama ku Mukutu gwa TVET");
    expect(mail?.textBody).toContain('Ggulawo enkolagana eno olonde ekigambo');
  });

  it('refuses a language the portal does not speak, and a missing one, with a field message', async () => {
    const u = await make.user(kit.t.db);
    const headers = await authHeaders(kit.t.tokens, u);
    for (const body of [{ language: 'fr' }, {}, { language: 42 }, { language: 'x'.repeat(10_000) }]) {
      const res = await kit.t.app.inject({ method: 'PATCH', url: '/api/account/language/', ...json(body, headers) });
      expect(res.statusCode).toBe(400);
      expect(res.json().language).toEqual(['Choose English, Swahili or Luganda.']);
    }
    expect((await userRow(kit.t.db, u.id))?.language).toBe('en');
  });

  it('needs a signed-in caller', async () => {
    const res = await kit.t.app.inject({ method: 'PATCH', url: '/api/account/language/', ...json({ language: 'sw' }) });
    expect(res.statusCode).toBe(401);
  });
});

describe('the language of a new account', () => {
  const register = (email: string, headers: Record<string, string>) =>
    kit.t.app.inject({
      method: 'POST',
      url: '/api/account/register/',
      ...json({ username: email, password: 'Joinery2026' }, headers),
    });

  it.each([
    [
      'the language menu cookie',
      { cookie: 'theme=dark; lang=lg', 'accept-language': 'sw' },
      'lg',
      'Tandika akawunti yo ku Mukutu gwa TVET',
    ],
    [
      "the browser's languages",
      { 'accept-language': 'fr-FR, sw-KE;q=0.8, en;q=0.5' },
      'sw',
      'Wezesha akaunti yako ya Tovuti ya TVET',
    ],
    ['English otherwise', { 'accept-language': 'fr' }, 'en', 'Activate your TVET Portal account'],
  ])('comes from %s, and so does the verification mail', async (_from, headers, language, subject) => {
    const email = `lang-${language}-${Date.now()}@example.ug`;
    expect((await register(email, headers)).statusCode).toBe(201);
    const [row] = await kit.t.db.select({ language: users.language }).from(users).where(eq(users.email, email));
    expect(row?.language).toBe(language);
    expect((await lastMailTo(email))?.subject).toBe(subject);
  });
});

describe('the language at login', () => {
  const login = (user: TestUser, headers: Record<string, string>) =>
    kit.t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      ...json({ username: user.username, password: user.password }, headers),
    });

  it("takes the language menu's cookie chosen before logging in, and a browser's languages alone change nothing", async () => {
    const u = await make.user(kit.t.db);
    expect((await login(u, { 'accept-language': 'sw' })).statusCode).toBe(200);
    expect((await userRow(kit.t.db, u.id))?.language).toBe('en');
    expect((await login(u, { cookie: 'lang=lg', 'accept-language': 'sw' })).statusCode).toBe(200);
    expect((await userRow(kit.t.db, u.id))?.language).toBe('lg');
  });

  it('changes nothing on a failed login', async () => {
    const u = await make.user(kit.t.db);
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      ...json({ username: u.username, password: 'wrong-password-1' }, { cookie: 'lang=sw' }),
    });
    expect(res.statusCode).toBe(400);
    expect((await userRow(kit.t.db, u.id))?.language).toBe('en');
  });
});
