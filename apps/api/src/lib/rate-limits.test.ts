// The limits on mail to one address and on registrations (issue 28), counted as the mails that reach a real SMTP
// server: 60 registrations, resends or resets for one victim's address send 3 an hour and 10 a day, answer exactly
// as when the mail goes (no enumeration), and simultaneous requests do not slip past; 60 registrations from one
// address get 10 through and then 429 with Retry-After and {detail}. The general limiter's window and retention too.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, LIMIT_MESSAGES } from '@portal/contract';
import { buildApp } from '../app.js';
import { connect } from '../db/client.js';
import { buildTestApp, type TestContext } from '../test/app.js';
import { make } from '../test/factories.js';
import { smtpSinkForFile } from '../test/smtp.js';
import { hit, RATE_LIMITS } from './rate-limits.js';
import { removeExpiredRecords } from './retention.js';

let t: TestContext;
const { mailsTo } = smtpSinkForFile(() => t.db);
beforeAll(async () => {
  t = await buildTestApp();
});

const post = (url: string, body: unknown, remoteAddress = '10.28.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

/** As if the hour had passed for every counter of `limit` (the day's counters keep running). */
const endWindowsOf = (limit: { name: string }) =>
  t.db.execute(
    sql`update rate_limit_counters set window_ends_at = now() - interval '1 second' where key like ${`${limit.name}:%`}`,
  );

describe('mail to one address from register, resend and reset (issue 28)', () => {
  it('60 registrations with other usernames and the victim’s address send 3 mails, every one answered 201', async () => {
    const victim = 'victim-register@example.ug';
    // Each from its own address, so only the recipient's limit is in play.
    const answers = [];
    for (let i = 0; i < 60; i += 1) {
      answers.push(
        await post(
          '/api/account/register/',
          { username: `taker-${i}@example.ug`, email: victim, password: 'Masonry#2026' },
          `10.28.1.${i}`,
        ),
      );
    }
    expect(answers.map((r) => r.statusCode)).toEqual(Array<number>(60).fill(201));
    expect(await mailsTo(victim)).toHaveLength(3);
  });

  it('60 resends for one unverified address send 3 mails, the later answers the same as the first', async () => {
    const user = await make.user(t.db, { verified: false, username: 'victim-resend@example.ug' });
    const answers = [];
    for (let i = 0; i < 60; i += 1)
      answers.push(await post('/api/account/resend-verification/', { email: user.email }));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.verificationSent });
      expect(res.headers['retry-after']).toBeUndefined();
    }
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it('60 simultaneous password resets for one address send 3 mails, answered as for an address with no account', async () => {
    const user = await make.user(t.db, { username: 'victim-reset@example.ug' });
    const unknown = await post('/api/account/password-reset/', { email: 'nobody-here@example.ug' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => post('/api/account/password-reset/', { email: user.email })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(res.json()).toEqual(unknown.json());
    }
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it('allows 10 a day: 3 in each new hour until the tenth, the refused requests not counted against the day', async () => {
    const user = await make.user(t.db, { username: 'victim-day@example.ug' });
    const sent = [];
    for (let hour = 0; hour < 5; hour += 1) {
      for (let i = 0; i < 60; i += 1)
        expect((await post('/api/account/password-reset/', { email: user.email })).statusCode).toBe(200);
      sent.push((await mailsTo(user.email)).length);
      await endWindowsOf(RATE_LIMITS.mailToAddressHour);
    }
    expect(sent).toEqual([3, 6, 9, 10, 10]);
  });

  it('counts the recipient whoever asks and however the address is written, resend and reset together', async () => {
    const user = await make.user(t.db, { verified: false, username: 'victim-mixed@example.ug' });
    for (let i = 0; i < 20; i += 1) {
      const email = i % 2 ? user.email.toUpperCase() : ` ${user.email}`;
      expect(
        (
          await post(
            i % 3 ? '/api/account/password-reset/' : '/api/account/resend-verification/',
            { email },
            `10.28.2.${i}`,
          )
        ).statusCode,
      ).toBe(200);
    }
    expect(await mailsTo(user.email)).toHaveLength(3);
  });
});

describe('registrations per client address (issue 28)', () => {
  it('lets 10 an hour through from one address, then answers 429 with Retry-After and {detail}, creating nothing', async () => {
    const answers = [];
    for (let i = 0; i < 60; i += 1)
      answers.push(
        await post(
          '/api/account/register/',
          { username: `many-${i}@example.ug`, password: 'Masonry#2026' },
          '10.28.3.1',
        ),
      );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(answers.slice(0, 10).every((r) => r.statusCode === 201)).toBe(true);
    for (const refused of answers.slice(10)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: LIMIT_MESSAGES.registrations });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where username like 'many-%'`,
    );
    expect(rows[0]?.n).toBe(10);
    // Another address is not held back.
    expect(
      (
        await post(
          '/api/account/register/',
          { username: 'other-address@example.ug', password: 'Masonry#2026' },
          '10.28.3.2',
        )
      ).statusCode,
    ).toBe(201);
  });

  it('counts once for two app instances on one database (each its own connections), wherever the requests land', async () => {
    const connectionString = t.pool.options.connectionString;
    if (!connectionString) throw new Error('the test database has no URL');
    const secondHandle = connect(connectionString, 2);
    const second = await buildApp({ ...t.app.deps, db: secondHandle.db });
    try {
      const answers = [];
      for (let i = 0; i < 14; i += 1) {
        const app = i % 2 ? second : t.app;
        const body = { username: `spread-${i}@example.ug`, password: 'Masonry#2026' };
        answers.push(
          await app.inject({
            method: 'POST',
            url: '/api/account/register/',
            remoteAddress: '10.28.4.1',
            payload: body,
          }),
        );
      }
      expect(answers.map((r) => r.statusCode)).toEqual([...Array<number>(10).fill(201), 429, 429, 429, 429]);
    } finally {
      await second.close();
      await secondHandle.close();
    }
  });
});

describe('the limiter (lib/rate-limits.ts)', () => {
  const limit = { name: 'test-limit', windowSeconds: 60, max: 2 };

  it('starts a new window when the last is over, and the retention job removes the windows that are over', async () => {
    expect((await hit(t.db, limit, 'a')).allowed).toBe(true);
    expect((await hit(t.db, limit, 'a')).allowed).toBe(true);
    const refused = await hit(t.db, limit, 'a');
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect((await hit(t.db, limit, 'b')).allowed).toBe(true);
    await endWindowsOf(limit);
    expect((await hit(t.db, limit, 'a')).allowed).toBe(true);

    await endWindowsOf(limit);
    const report = await removeExpiredRecords(t.db);
    expect(report.rateLimitCounters).toBeGreaterThanOrEqual(2);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from rate_limit_counters where key like 'test-limit:%'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('stores no address: the subject is hashed in the key', async () => {
    const { rows } = await t.db.execute<{ key: string }>(sql`select key from rate_limit_counters`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).not.toMatch(/@|10\.28\./);
  });
});
