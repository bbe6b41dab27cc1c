// Accounts by phone number (issue 33): sign-up and its SMS code, login by number, the reset by SMS, and the other
// identifier added on the profile. The codes are read from the SMS outbox, as the gateway would send them.
import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES, LIMIT_MESSAGES, PHONE_ACCOUNT_MESSAGES } from '@portal/contract';
import { phoneCodes, smsOutbox } from '../../db/schema/index.js';
import { authHeaders, DEFAULT_PASSWORD, make, userRow } from '../../test/factories.js';
import { accountTestKit } from './account.fixtures.js';

const kit = accountTestKit();
const { json, linkIn, lastMailTo, login } = kit;
const PASSWORD = 'Tailoring2026';

/** A new mobile number in its three usual written forms. */
function newNumber() {
  const nine = `77${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return {
    e164: `+256${nine}`,
    local: `0${nine.slice(0, 3)} ${nine.slice(3)}`,
    bare: `256${nine}`,
  };
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  kit.t.app.inject({ method: 'POST', url, ...json(body, headers) });

const register = (phone: string, headers: Record<string, string> = {}) =>
  post(
    '/api/account/register-phone/',
    { phone, first_name: 'Sarah', last_name: 'Nakato', password: PASSWORD },
    headers,
  );

async function smsTo(e164: string) {
  return kit.t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, e164)).orderBy(desc(smsOutbox.id));
}
/** The code in the last SMS to the number. */
async function lastCode(e164: string): Promise<string> {
  const [sms] = await smsTo(e164);
  const code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code sent to ${e164}`);
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A phone account whose number is verified. */
async function verifiedPhoneAccount() {
  const number = newNumber();
  const created = await register(number.local);
  const res = await post('/api/account/verify-phone/', { phone: number.e164, code: await lastCode(number.e164) });
  expect(res.statusCode).toBe(200);
  return { ...number, id: Number(created.json().id), tokens: res.json() as { access: string; refresh: string } };
}

describe('POST /api/account/register-phone/', () => {
  it('makes an unverified account named by the E.164 number, texts a code and answers no secret', async () => {
    const number = newNumber();
    const res = await register(number.local);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({ id: expect.any(Number), username: number.e164, phone: number.e164 });
    const row = await userRow(kit.t.db, created.id);
    expect(row).toMatchObject({ username: number.e164, email: '', phone: number.e164, phoneVerifiedAt: null });
    expect(row?.firstName).toBe('Sarah');
    const [sms] = await smsTo(number.e164);
    expect(sms).toMatchObject({ kind: 'code', userId: created.id, language: 'en' });
    expect(sms?.body).toMatch(/^Your TVET Portal code is \d{6}\. It expires in 10 minutes\.$/);
    const [stored] = await kit.t.db.select().from(phoneCodes).where(eq(phoneCodes.userId, created.id));
    expect(stored?.codeHash).not.toContain(await lastCode(number.e164));
    expect(JSON.stringify(created)).not.toContain(await lastCode(number.e164));
  });

  it('takes one number once, however it is written', async () => {
    const number = newNumber();
    expect((await register(number.e164)).statusCode).toBe(201);
    for (const form of [number.local, number.bare, number.e164]) {
      const again = await register(form);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ phone: [PHONE_ACCOUNT_MESSAGES.phoneTaken] });
    }
  });

  it('writes the SMS in the language of the browser', async () => {
    const number = newNumber();
    await register(number.local, { 'accept-language': 'sw' });
    const [sms] = await smsTo(number.e164);
    expect(sms?.language).toBe('sw');
    expect(sms?.body).toMatch(/^Msimbo wako wa TVET Portal ni \d{6}\./);
    expect(sms?.body.length).toBeLessThanOrEqual(160);
  });

  it.each([
    [{ phone: '0414 123456' }, 'phone', PHONE_ACCOUNT_MESSAGES.notMobile],
    [{ phone: 'not a number' }, 'phone', FIELD_MESSAGES.phone],
    [{ phone: '+44 7911 123456' }, 'phone', PHONE_ACCOUNT_MESSAGES.notMobile],
    [{ phone: '' }, 'phone', FIELD_MESSAGES.required],
    [{ password: '1234567890' }, 'password', FIELD_MESSAGES.passwordNumeric],
    [{ password: 'short' }, 'password', FIELD_MESSAGES.passwordTooShort],
    [{ first_name: ' ' }, 'first_name', undefined],
    [{ phone: 772123456123 }, 'phone', undefined],
  ])('answers 400 with the field message for %j', async (change, field, message) => {
    const body = { phone: newNumber().local, first_name: 'Sarah', last_name: 'Nakato', password: PASSWORD, ...change };
    const res = await post('/api/account/register-phone/', body);
    expect(res.statusCode).toBe(400);
    const errors = res.json();
    expect(Array.isArray(errors[field])).toBe(true);
    if (message) expect(errors[field]).toEqual([message]);
  });
});

describe('POST /api/account/verify-phone/ and resend-phone-code/', () => {
  it('refuses the login until the code is entered, then signs the person in', async () => {
    const number = newNumber();
    await register(number.local);
    const refused = await login(number.e164, PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: ACCOUNT_MESSAGES.unverified });

    const code = await lastCode(number.e164);
    const wrong = await post('/api/account/verify-phone/', { phone: number.local, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [PHONE_ACCOUNT_MESSAGES.codeWrong] });

    const right = await post('/api/account/verify-phone/', {
      phone: number.bare,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(right.statusCode).toBe(200);
    expect(Object.keys(right.json()).sort()).toEqual(['access', 'refresh']);
    const claims = JSON.parse(Buffer.from(right.json().access.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ username: number.e164, email: '', first_name: 'Sarah' });
    expect((await login(number.e164, PASSWORD)).statusCode).toBe(200);
    const spent = await post('/api/account/verify-phone/', { phone: number.e164, code });
    expect(spent.statusCode).toBe(400);
  });

  it('kills a code after 5 wrong tries, and refuses an expired one', async () => {
    const number = newNumber();
    await register(number.local);
    const code = await lastCode(number.e164);
    for (let i = 0; i < 5; i++)
      expect((await post('/api/account/verify-phone/', { phone: number.e164, code: wrongCode(code) })).statusCode).toBe(
        400,
      );
    expect((await post('/api/account/verify-phone/', { phone: number.e164, code })).statusCode).toBe(400);

    await post('/api/account/resend-phone-code/', { phone: number.local });
    const fresh = await lastCode(number.e164);
    await kit.t.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.phone, number.e164));
    expect((await post('/api/account/verify-phone/', { phone: number.e164, code: fresh })).statusCode).toBe(400);
    expect((await login(number.e164, PASSWORD)).statusCode).toBe(401);
  });

  it('counts simultaneous wrong tries: of 8 at once, no more than 5 are checked', async () => {
    const number = newNumber();
    await register(number.local);
    const code = await lastCode(number.e164);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/api/account/verify-phone/', { phone: number.e164, code: wrongCode(code) }),
      ),
    );
    const [row] = await kit.t.db.select().from(phoneCodes).where(eq(phoneCodes.phone, number.e164));
    expect(row?.tries).toBe(5);
  });

  it('sends a new code that replaces the old, answers the same for a number with no account, and stops at 3 an hour', async () => {
    const number = newNumber();
    await register(number.local);
    const first = await lastCode(number.e164);
    const resend = await post('/api/account/resend-phone-code/', { phone: number.bare });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ detail: PHONE_ACCOUNT_MESSAGES.codeSent });
    const nobody = await post('/api/account/resend-phone-code/', { phone: newNumber().local });
    expect(nobody.json()).toEqual(resend.json());

    const second = await lastCode(number.e164);
    await post('/api/account/resend-phone-code/', { phone: number.e164 });
    await post('/api/account/resend-phone-code/', { phone: number.e164 });
    expect(await smsTo(number.e164)).toHaveLength(3);

    if (first !== second)
      expect((await post('/api/account/verify-phone/', { phone: number.e164, code: first })).statusCode).toBe(400);
    const last = await lastCode(number.e164);
    expect((await post('/api/account/verify-phone/', { phone: number.e164, code: last })).statusCode).toBe(200);
    // A verified number gets no more verification codes.
    await kit.t.db.execute(sql`delete from rate_limit_counters`);
    await post('/api/account/resend-phone-code/', { phone: number.e164 });
    expect(await smsTo(number.e164)).toHaveLength(3);
  });

  it('answers 400 with field messages for bad bodies', async () => {
    for (const body of [{}, { phone: '0772 123456', code: '12345' }, { phone: '0772 123456', code: 'abcdef' }]) {
      const res = await post('/api/account/verify-phone/', body);
      expect(res.statusCode).toBe(400);
    }
    const res = await post('/api/account/verify-phone/', { phone: '0772 123456', code: '12' });
    expect(res.json()).toEqual({ code: [PHONE_ACCOUNT_MESSAGES.codeFormat] });
  });
});

describe('login by phone number', () => {
  it('signs in with the number in any usual form', async () => {
    const account = await verifiedPhoneAccount();
    for (const form of [account.local, account.bare, account.e164, account.local.replace(' ', '')])
      expect((await login(form, PASSWORD, '10.33.0.1')).statusCode).toBe(200);
    const wrong = await login(account.local, 'WrongPassword1', '10.33.0.1');
    expect(wrong.json()).toEqual({ non_field_errors: [ACCOUNT_MESSAGES.loginFailed] });
  });

  it('counts failed tries once per number, whatever its written form', async () => {
    const account = await verifiedPhoneAccount();
    const forms = [account.local, account.bare, account.e164, account.local, account.bare];
    for (const form of forms) expect((await login(form, 'WrongPassword1', '10.33.0.2')).statusCode).toBe(400);
    expect((await login(account.e164, PASSWORD, '10.33.0.2')).statusCode).toBe(429);
  });

  it('refuses a malformed number with a field message', async () => {
    const res = await login('0772 12', PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [FIELD_MESSAGES.phone] });
  });
});

describe('password reset by SMS', () => {
  it('texts a reset code to a verified number only, answering the same for any number', async () => {
    const account = await verifiedPhoneAccount();
    const before = (await smsTo(account.e164)).length;
    const res = await post('/api/account/password-reset-phone/', { phone: account.local });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: PHONE_ACCOUNT_MESSAGES.resetCodeSent });
    expect(await smsTo(account.e164)).toHaveLength(before + 1);

    const stranger = newNumber();
    expect((await post('/api/account/password-reset-phone/', { phone: stranger.local })).json()).toEqual(res.json());
    const unverified = newNumber();
    await register(unverified.local);
    await post('/api/account/password-reset-phone/', { phone: unverified.local });
    expect(await smsTo(unverified.e164)).toHaveLength(1);
  });

  it('sets the new password with the code and ends every session', async () => {
    const account = await verifiedPhoneAccount();
    await post('/api/account/password-reset-phone/', { phone: account.e164 });
    const code = await lastCode(account.e164);
    const confirm = (body: Record<string, unknown>) =>
      post('/api/account/password-reset-phone/confirm/', { phone: account.local, ...body });

    const weak = await confirm({ code, new_password: '12345678' });
    expect(weak.json()).toEqual({ new_password: [FIELD_MESSAGES.passwordNumeric] });
    const wrong = await confirm({ code: wrongCode(code), new_password: 'Carpentry2027' });
    expect(wrong.json()).toEqual({ code: [PHONE_ACCOUNT_MESSAGES.codeWrong] });
    const ok = await confirm({ code, new_password: 'Carpentry2027', confirm_password: 'Carpentry2027' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ detail: ACCOUNT_MESSAGES.passwordReset });

    expect((await login(account.e164, PASSWORD, '10.33.1.1')).statusCode).toBe(400);
    expect((await login(account.e164, 'Carpentry2027', '10.33.1.1')).statusCode).toBe(200);
    const refreshed = await post('/api/account/token/refresh/', { refresh: account.tokens.refresh });
    expect(refreshed.statusCode).toBe(401);
    expect((await confirm({ code, new_password: 'Carpentry2028' })).statusCode).toBe(400);
  });
});

describe('adding the other identifier on the profile', () => {
  it('refuses visitors with 401 on every signed-in phone route', async () => {
    for (const [url, body] of [
      ['/api/account/phone/', { phone: '0772 123456' }],
      ['/api/account/phone/verify/', { code: '123456' }],
      ['/api/account/email/', { email: 'x@example.ug' }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().detail).toBe('string');
    }
  });

  it('lets an e-mail account add a number with its code; both then sign in, and the record shows it', async () => {
    const u = await make.user(kit.t.db);
    const headers = await authHeaders(kit.t.tokens, u);
    const number = newNumber();
    const asked = await post('/api/account/phone/', { phone: number.local }, headers);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ detail: PHONE_ACCOUNT_MESSAGES.codeSent });
    const code = await lastCode(number.e164);

    // The code of a number being added is not a new phone account's.
    expect((await post('/api/account/verify-phone/', { phone: number.e164, code })).statusCode).toBe(400);
    // Another person's code is not this account's.
    const other = await make.user(kit.t.db);
    const otherHeaders = await authHeaders(kit.t.tokens, other);
    expect((await post('/api/account/phone/verify/', { code }, otherHeaders)).statusCode).toBe(400);

    const verified = await post('/api/account/phone/verify/', { code }, headers);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ detail: PHONE_ACCOUNT_MESSAGES.phoneVerified });
    expect((await login(number.local, DEFAULT_PASSWORD, '10.33.2.1')).statusCode).toBe(200);
    expect((await login(u.username, DEFAULT_PASSWORD, '10.33.2.1')).statusCode).toBe(200);

    const me = await kit.t.app.inject({ method: 'GET', url: `/api/account/users/${u.id}/`, headers });
    expect(me.json()).toMatchObject({ email: u.email, phone: number.e164, phone_verified: true, is_verified: true });
    const notMine = await kit.t.app.inject({
      method: 'GET',
      url: `/api/account/users/${u.id}/`,
      headers: otherHeaders,
    });
    expect(notMine.statusCode).toBe(403);

    const again = await post('/api/account/phone/', { phone: newNumber().local }, headers);
    expect(again.json()).toEqual({ phone: [PHONE_ACCOUNT_MESSAGES.hasPhone] });
    const taken = await post('/api/account/phone/', { phone: number.bare }, otherHeaders);
    expect(taken.json()).toEqual({ phone: [PHONE_ACCOUNT_MESSAGES.phoneTaken] });
  });

  it('lets a phone account add an address through the verification mail; both then sign in', async () => {
    const account = await verifiedPhoneAccount();
    const headers = { authorization: `JWT ${account.tokens.access}` };
    const before = await kit.t.app.inject({ method: 'GET', url: `/api/account/users/${account.id}/`, headers });
    expect(before.json()).toMatchObject({ email: '', phone: account.e164, phone_verified: true, is_verified: true });

    const taken = await make.user(kit.t.db);
    expect((await post('/api/account/email/', { email: taken.email.toUpperCase() }, headers)).json()).toEqual({
      email: [PHONE_ACCOUNT_MESSAGES.emailTaken],
    });
    const address = `phone-${account.e164.slice(1)}@example.ug`;
    const asked = await post('/api/account/email/', { email: address }, headers);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ detail: PHONE_ACCOUNT_MESSAGES.emailLinkSent });
    expect((await userRow(kit.t.db, account.id))?.email).toBe('');

    const mail = await lastMailTo(address);
    const link = linkIn(mail?.textBody ?? '', /\/api\/account\/verify-email\/\?token=[\w-]+/);
    const followed = await kit.t.app.inject({ method: 'GET', url: link });
    expect(followed.headers.location).toBe('/account-activated');
    expect(await userRow(kit.t.db, account.id)).toMatchObject({ email: address, username: account.e164 });
    expect((await login(address, PASSWORD, '10.33.3.1')).statusCode).toBe(200);
    expect((await login(account.local, PASSWORD, '10.33.3.1')).statusCode).toBe(200);

    const again = await post('/api/account/email/', { email: 'another@example.ug' }, headers);
    expect(again.json()).toEqual({ email: [PHONE_ACCOUNT_MESSAGES.hasEmail] });
  });

  it('limits the numbers and addresses one person asks to add: 10 a day, then 429', async () => {
    const u = await make.user(kit.t.db);
    const headers = await authHeaders(kit.t.tokens, u);
    const number = newNumber();
    for (let i = 0; i < 10; i++)
      expect((await post('/api/account/phone/', { phone: number.local }, headers)).statusCode).toBe(200);
    // Codes to one number stop at 3 an hour, silently.
    expect(await smsTo(number.e164)).toHaveLength(3);
    const refused = await post('/api/account/phone/', { phone: number.local }, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: LIMIT_MESSAGES.accountCodes });
    expect(refused.headers['retry-after']).toBeDefined();
    const [latest] = await kit.t.db
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.userId, u.id), eq(phoneCodes.purpose, 'verify')));
    expect(latest?.phone).toBe(number.e164);
  });
});
