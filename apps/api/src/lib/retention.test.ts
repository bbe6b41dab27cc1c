// The retention job removes what is past its date and nothing else.
import { beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, loginFailures, mailOutbox, refreshTokens } from '../db/schema/index.js';
import { buildTestApp, type TestContext } from '../test/app.js';
import { make } from '../test/factories.js';
import { removeExpiredRecords } from './retention.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

describe('removeExpiredRecords', () => {
  it('removes spent tokens, used or expired links, stale counters and mail sent 90+ days ago; keeps the rest', async () => {
    const u = await make.user(t.db);
    await t.db.insert(refreshTokens).values([
      { jti: 'expired-long-ago', userId: u.id, expiresAt: daysAgo(3) },
      { jti: 'revoked-long-ago', userId: u.id, expiresAt: inDays(5), revokedAt: daysAgo(2) },
      { jti: 'revoked-just-now', userId: u.id, expiresAt: inDays(5), revokedAt: new Date() },
      { jti: 'live', userId: u.id, expiresAt: inDays(5) },
    ]);
    await t.db.insert(emailTokens).values([
      { userId: u.id, purpose: 'reset', tokenHash: 'a'.repeat(64), expiresAt: daysAgo(2) },
      { userId: u.id, purpose: 'verify', tokenHash: 'b'.repeat(64), expiresAt: inDays(1), usedAt: daysAgo(3) },
      { userId: u.id, purpose: 'verify', tokenHash: 'c'.repeat(64), expiresAt: inDays(1) },
    ]);
    await t.db.insert(loginFailures).values([
      { key: 'pair:old@example.ug|10.0.0.1', failures: 3, windowStart: daysAgo(2) },
      { key: 'ip:10.0.0.9', failures: 1, windowStart: new Date() },
      { key: 'known:old@example.ug|10.0.0.1', failures: 0, windowStart: daysAgo(91) },
      { key: 'known:owner@example.ug|10.0.0.2', failures: 0, windowStart: daysAgo(30) },
    ]);
    await t.db.insert(mailOutbox).values([
      { toAddress: 'a@example.ug', subject: 'old', textBody: '.', sentAt: daysAgo(91) },
      { toAddress: 'a@example.ug', subject: 'recent', textBody: '.', sentAt: daysAgo(10) },
      { toAddress: 'a@example.ug', subject: 'unsent', textBody: '.' },
    ]);

    const report = await removeExpiredRecords(t.db);
    expect(report).toMatchObject({ refreshTokens: 2, mailLinks: 2, loginCounters: 2 });
    expect(report.sentMail).toBeGreaterThanOrEqual(1);

    expect((await t.db.select({ jti: refreshTokens.jti }).from(refreshTokens)).map((r) => r.jti).sort()).toEqual([
      'live',
      'revoked-just-now',
    ]);
    expect((await t.db.select({ hash: emailTokens.tokenHash }).from(emailTokens)).map((r) => r.hash)).toEqual([
      'c'.repeat(64),
    ]);
    expect((await t.db.select({ key: loginFailures.key }).from(loginFailures)).map((r) => r.key).sort()).toEqual([
      'ip:10.0.0.9',
      'known:owner@example.ug|10.0.0.2',
    ]);
    expect((await t.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((r) => r.subject).sort()).toEqual([
      'recent',
      'unsent',
    ]);
    // Nothing more to do a second time.
    expect(await removeExpiredRecords(t.db)).toEqual({
      refreshTokens: 0,
      mailLinks: 0,
      loginCounters: 0,
      rateLimitCounters: 0,
      sentMail: 0,
    });
  });
});
