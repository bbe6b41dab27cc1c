// The SMS outbox (issue 33): an SMS is queued in the caller's transaction, cut to one message, never for a number that
// replied STOP nor past the limits, and sent through Africa's Talking (a fake one here) with the mail outbox's lease and
// back-off, its cost recorded.
import { eq, sql } from 'drizzle-orm';
import { kampalaMidnight, kampalaToday } from './dates.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_MAX_LENGTH } from '@portal/contract';
import { smsOptOuts, smsOutbox } from '../db/schema/index.js';
import {
  FAKE_AT_API_KEY,
  FAKE_AT_USERNAME,
  startFakeAfricasTalking,
  type FakeAfricasTalking,
} from '../test/africas-talking.js';
import { buildTestApp, type TestContext } from '../test/app.js';
import { fakeGatewaySender, flushSmsOutbox } from '../test/sms-gateway.js';
import {
  deliverPendingSms,
  queueSms,
  setSmsDailyLimit,
  SMS_DAILY_LIMIT_DEFAULT,
  SMS_LIMITS,
  smsCost,
  smsSender,
  type SmsSender,
} from './sms.js';

let t: TestContext;
let gateway: FakeAfricasTalking;
beforeAll(async () => {
  t = await buildTestApp();
  gateway = await startFakeAfricasTalking();
});
afterAll(() => gateway.close());

const outboxTo = (to: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, to)).orderBy(smsOutbox.id);

/** Delivers what is due with `send`: how many went, and the errors met. */
async function deliver(send: SmsSender): Promise<{ sent: number; errors: unknown[] }> {
  const errors: unknown[] = [];
  const sent = await deliverPendingSms(t.db, send, (err) => errors.push(err));
  return { sent, errors };
}

/** Due now: a test need not wait out a back-off. */
const makeDue = (to: string) =>
  t.db.execute(sql`update sms_outbox set next_attempt_at = now() where to_number = ${to} and sent_at is null`);

describe('queueSms', () => {
  it('queues an SMS cut to one message, and none for a number that opted out', async () => {
    const to = '+256772000111';
    expect(await queueSms(t.db, { to, text: 'x'.repeat(200), kind: 'code', language: 'sw' })).toBe(true);
    const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, to));
    expect(row?.body).toHaveLength(SMS_MAX_LENGTH);
    expect(row?.body.endsWith('…')).toBe(true);
    expect(row?.language).toBe('sw');

    await t.db.insert(smsOptOuts).values({ phone: to });
    expect(await queueSms(t.db, { to, text: 'Hello', kind: 'alert' })).toBe(false);
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, to))).toHaveLength(1);
  });

  it('drops an SMS queued in a transaction that rolls back', async () => {
    const to = '+256772000112';
    await expect(
      t.db.transaction(async (tx) => {
        expect(await queueSms(tx, { to, text: 'Never sent', kind: 'decision' })).toBe(true);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxTo(to)).toEqual([]);
  });
});

describe('the limits', () => {
  it(`sends one number at most ${SMS_LIMITS.perNumberDay} SMS a day besides codes, and codes apart`, async () => {
    const to = '+256772000201';
    for (let i = 0; i < SMS_LIMITS.perNumberDay; i++) {
      expect(await queueSms(t.db, { to, text: `Alert ${i}`, kind: 'alert' })).toBe(true);
    }
    expect(await queueSms(t.db, { to, text: 'One too many', kind: 'invitation' })).toBe(false);
    // A code still goes: the person may be signing in.
    expect(await queueSms(t.db, { to, text: 'Your code is 123456', kind: 'code' })).toBe(true);
    // Another number is not affected.
    expect(await queueSms(t.db, { to: '+256772000202', text: 'Alert', kind: 'alert' })).toBe(true);
    expect(await outboxTo(to)).toHaveLength(SMS_LIMITS.perNumberDay + 1);
  });

  it(`sends one number at most ${SMS_LIMITS.codesPerNumberHour} codes an hour, even asked for at once`, async () => {
    const to = '+256772000301';
    const tries = await Promise.all(
      Array.from({ length: SMS_LIMITS.codesPerNumberHour + 3 }, (_, i) =>
        queueSms(t.db, { to, text: `Your code is 00000${i}`, kind: 'code' }),
      ),
    );
    expect(tries.filter(Boolean)).toHaveLength(SMS_LIMITS.codesPerNumberHour);
    expect(await outboxTo(to)).toHaveLength(SMS_LIMITS.codesPerNumberHour);

    // An hour on, codes go again.
    await t.db.execute(sql`update sms_outbox set created_at = now() - interval '61 minutes' where to_number = ${to}`);
    expect(await queueSms(t.db, { to, text: 'Your code is 999999', kind: 'code' })).toBe(true);
  });

  it("past the portal's daily ceiling queues nothing but codes, and warns once", async () => {
    const warnings: string[] = [];
    // Today's SMS as the ceiling counts them (since Kampala midnight: an earlier test dated some an hour back).
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sms_outbox where created_at >= ${kampalaMidnight(kampalaToday)}`,
    );
    setSmsDailyLimit(rows[0]!.n + 2, (line) => warnings.push(line));
    try {
      expect(await queueSms(t.db, { to: '+256772000401', text: 'Alert', kind: 'alert' })).toBe(true);
      expect(await queueSms(t.db, { to: '+256772000402', text: 'Alert', kind: 'alert' })).toBe(true);
      expect(await queueSms(t.db, { to: '+256772000403', text: 'Alert', kind: 'alert' })).toBe(false);
      expect(await queueSms(t.db, { to: '+256772000404', text: 'Accepted', kind: 'decision' })).toBe(false);
      expect(await queueSms(t.db, { to: '+256772000405', text: 'Your code is 424242', kind: 'code' })).toBe(true);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/SMS_DAILY_LIMIT \(\d+\) reached/);
    } finally {
      setSmsDailyLimit(SMS_DAILY_LIMIT_DEFAULT, () => undefined);
    }
    expect(await queueSms(t.db, { to: '+256772000403', text: 'Alert', kind: 'alert' })).toBe(true);
  });
});

describe("delivery through Africa's Talking", () => {
  it('posts each due SMS as a form with the key, records its cost, and sends nothing twice', async () => {
    // What earlier tests left due goes first, so only this test's SMS are looked at below.
    await flushSmsOutbox(t.db, gateway.port);
    const to = '+256772000501';
    await queueSms(t.db, { to, text: 'Your application to Mason was accepted.', kind: 'decision' });
    const send = fakeGatewaySender(gateway.port, 'TVETPortal');
    expect(await deliver(send)).toEqual({ sent: 1, errors: [] });
    expect(gateway.received.filter((m) => m.to === to)).toEqual([
      { to, message: 'Your application to Mason was accepted.', from: 'TVETPortal' },
    ]);
    const [row] = await outboxTo(to);
    expect(row).toMatchObject({ sentAt: expect.any(Date), cost: 25, attempts: 1, lastError: null });

    expect(await deliver(send)).toEqual({ sent: 0, errors: [] });
    expect(gateway.received.filter((m) => m.to === to)).toHaveLength(1);
  });

  it('sends no sender id when none is set', async () => {
    const to = '+256772000502';
    await queueSms(t.db, { to, text: 'Hello', kind: 'alert' });
    await flushSmsOutbox(t.db, gateway.port);
    expect(gateway.received.filter((m) => m.to === to)).toEqual([{ to, message: 'Hello', from: undefined }]);
  });

  it('keeps an SMS the gateway answered 500 for, and sends it at its next try', async () => {
    const to = '+256772000503';
    await queueSms(t.db, { to, text: 'Retried after a 500', kind: 'alert' });
    gateway.failNext({ httpStatus: 500 });
    const send = fakeGatewaySender(gateway.port);
    const first = await deliver(send);
    expect(first.sent).toBe(0);
    expect(first.errors.map(String)).toEqual([expect.stringContaining('HTTP 500')]);
    expect(String(first.errors[0])).not.toContain(FAKE_AT_API_KEY);
    const [failed] = await outboxTo(to);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, cost: null });
    expect(failed?.lastError).toContain('HTTP 500');
    // The first retry waits about 30 seconds: not due yet, another pass leaves it alone.
    const { rows } = await t.db.execute<{ wait: number }>(
      sql`select extract(epoch from next_attempt_at - now())::float8 as wait from sms_outbox where id = ${failed!.id}`,
    );
    expect(rows[0]?.wait).toBeGreaterThan(20);
    expect(rows[0]?.wait).toBeLessThanOrEqual(30);
    expect(await deliver(send)).toEqual({ sent: 0, errors: [] });

    await makeDue(to);
    expect(await deliver(send)).toEqual({ sent: 1, errors: [] });
    expect((await outboxTo(to))[0]).toMatchObject({ sentAt: expect.any(Date), attempts: 2, cost: 25 });
    expect(gateway.received.filter((m) => m.to === to)).toHaveLength(1);
  });

  it('treats a recipient status other than 100, 101 or 102 as a failure, tried again', async () => {
    const to = '+256772000504';
    await queueSms(t.db, { to, text: 'Retried after a refusal', kind: 'alert' });
    gateway.failNext({ statusCode: 405, status: 'InsufficientBalance' });
    const send = fakeGatewaySender(gateway.port);
    expect((await deliver(send)).errors.map(String)).toEqual([expect.stringContaining('405 InsufficientBalance')]);
    expect((await outboxTo(to))[0]).toMatchObject({ sentAt: null, attempts: 1 });
    expect(gateway.received.filter((m) => m.to === to)).toEqual([]);

    await makeDue(to);
    expect(await deliver(send)).toEqual({ sent: 1, errors: [] });
    expect((await outboxTo(to))[0]).toMatchObject({ sentAt: expect.any(Date), attempts: 2, cost: 25 });
  });

  it('fails, never printing nor telling its key, with a wrong key', async () => {
    const to = '+256772000505';
    await queueSms(t.db, { to, text: 'Wrong key', kind: 'alert' });
    const send = smsSender({
      username: FAKE_AT_USERNAME,
      apiKey: 'not-the-key',
      senderId: undefined,
      baseUrl: `http://127.0.0.1:${gateway.port}/`,
      print: () => expect.fail('a configured sender must not print'),
    });
    const { errors } = await deliver(send);
    expect(errors.map(String)).toEqual([expect.stringContaining('HTTP 401')]);
    expect(String(errors[0])).not.toContain('not-the-key');
    expect((await outboxTo(to))[0]?.sentAt).toBeNull();
  });
});

describe('without AT_USERNAME and AT_API_KEY', () => {
  it('prints each due SMS and marks it sent, with no cost', async () => {
    await flushSmsOutbox(t.db, gateway.port);
    const to = '+256772000601';
    await queueSms(t.db, { to, text: 'Your code is 654321', kind: 'code' });
    const printed: string[] = [];
    const send = smsSender({
      username: undefined,
      apiKey: undefined,
      senderId: undefined,
      baseUrl: 'https://api.africastalking.com',
      print: (text) => printed.push(text),
    });
    expect(await deliver(send)).toEqual({ sent: 1, errors: [] });
    expect(printed).toEqual([`\n---- SMS to ${to} ----\nYour code is 654321\n---- end of SMS ----\n`]);
    expect((await outboxTo(to))[0]).toMatchObject({ sentAt: expect.any(Date), cost: null });
  });
});

describe('smsCost', () => {
  it("reads the amount of the gateway's cost", () => {
    expect(smsCost('UGX 25.0000')).toBe(25);
    expect(smsCost('KES 0.8000')).toBe(0.8);
    expect(smsCost('0')).toBe(0);
    expect(smsCost(undefined)).toBeNull();
  });
});
