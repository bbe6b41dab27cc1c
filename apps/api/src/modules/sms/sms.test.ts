// Africa's Talking's SMS callbacks (issue 33): STOP, STOP ALL and START by reply, the gateway's opt-out notice, the
// key they need (403 without it or with SMS_CALLBACK_SECRET unset), 400 on a malformed form, and that a number that
// opted out gets nothing.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SMS_CALLBACK_MESSAGES } from '@portal/contract';
import { smsOptOuts, smsOutbox } from '../../db/schema/index.js';
import { redactUrl } from '../../lib/log-redaction.js';
import { queueSms } from '../../lib/sms.js';
import { buildTestApp, TEST_SMS_CALLBACK_SECRET, type TestContext } from '../../test/app.js';
import { smsSinkForFile } from '../../test/sms-gateway.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
const { smsTo } = smsSinkForFile(() => t.db);

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const key = encodeURIComponent(TEST_SMS_CALLBACK_SECRET);

/** An incoming message from `from`, as the gateway posts it. */
const reply = (from: string, text: string, app = t.app, query = `?key=${key}`) =>
  app.inject({
    method: 'POST',
    url: `/api/sms/inbound/${query}`,
    ...form({ from, to: '8228', text, date: '2026-11-28 20:30:00', id: 'abc-123', linkId: 'link-1' }),
  });

const optedOut = async (phone: string) =>
  (await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone))).length > 0;

describe('POST /api/sms/inbound/', () => {
  it('opts a number out on STOP, in any case and with spaces, and back in on START', async () => {
    const phone = '+256772100001';
    const stop = await reply(phone, '  stop \n');
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ detail: SMS_CALLBACK_MESSAGES.received });
    expect(await optedOut(phone)).toBe(true);
    // Again: still one opt-out.
    expect((await reply(phone, 'STOP')).statusCode).toBe(200);

    expect((await reply(phone, 'Start')).statusCode).toBe(200);
    expect(await optedOut(phone)).toBe(false);

    expect((await reply(phone, 'Stop  All')).statusCode).toBe(200);
    expect(await optedOut(phone)).toBe(true);
  });

  it('takes a number as the gateway writes it, and stores it as E.164', async () => {
    expect((await reply('256772100002', 'STOP')).statusCode).toBe(200);
    expect(await optedOut('+256772100002')).toBe(true);
  });

  it('ignores any other text with a 200', async () => {
    const phone = '+256772100003';
    for (const text of ['Hello', 'STOP please', 'STARTS', '']) {
      const res = await reply(phone, text);
      expect(res.statusCode, text).toBe(200);
    }
    expect(await optedOut(phone)).toBe(false);
  });

  it('refuses a request without the key, with a wrong key, or with SMS_CALLBACK_SECRET unset (403)', async () => {
    const phone = '+256772100004';
    for (const query of ['', '?key=', '?key=wrong', `?key=${key}x`, `?secret=${key}`]) {
      const res = await reply(phone, 'STOP', t.app, query);
      expect(res.statusCode, query).toBe(403);
      expect(res.json()).toEqual({ detail: SMS_CALLBACK_MESSAGES.forbidden });
    }
    // The body is not looked at before the key.
    const noBody = await t.app.inject({ method: 'POST', url: '/api/sms/inbound/', ...form({}) });
    expect(noBody.statusCode).toBe(403);
    expect(await optedOut(phone)).toBe(false);

    const unset = await buildTestApp({ smsCallbackSecret: null });
    for (const query of ['', `?key=${key}`, '?key=']) {
      expect((await reply(phone, 'STOP', unset.app, query)).statusCode, query).toBe(403);
    }
  });

  it('answers 400 with field messages for a malformed form', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/sms/inbound/?key=${key}`,
      ...form({ text: 'STOP' }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('from');

    const notANumber = await reply('not-a-number', 'STOP');
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json()).toEqual({ from: [expect.any(String)] });
  });

  it('keeps its key out of the request log', () => {
    expect(redactUrl(`/api/sms/inbound/?key=${key}`)).toBe('/api/sms/inbound/?key=[redacted]');
  });
});

describe('POST /api/sms/opt-out/', () => {
  const optOut = (fields: Record<string, string>, query = `?key=${key}`) =>
    t.app.inject({ method: 'POST', url: `/api/sms/opt-out/${query}`, ...form(fields) });

  it("opts out the gateway's number, which a START by reply opts back in", async () => {
    const phone = '+256772100005';
    const res = await optOut({ phoneNumber: phone, senderId: 'TVETPortal' });
    expect(res.statusCode).toBe(200);
    expect(await optedOut(phone)).toBe(true);
    await reply(phone, 'START');
    expect(await optedOut(phone)).toBe(false);
  });

  it('needs the key (403) and a phone number (400)', async () => {
    expect((await optOut({ phoneNumber: '+256772100006' }, '?key=wrong')).statusCode).toBe(403);
    expect(await optedOut('+256772100006')).toBe(false);
    const bad = await optOut({ senderId: 'TVETPortal' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('phoneNumber');
  });
});

describe('a number that opted out', () => {
  it('gets nothing: not what was queued before its STOP, nor what comes after, until START', async () => {
    const phone = '+256772100007';
    expect(await queueSms(t.db, { to: phone, text: 'Queued before the STOP', kind: 'alert' })).toBe(true);
    await reply(phone, 'STOP');
    expect(await queueSms(t.db, { to: phone, text: 'After the STOP', kind: 'alert' })).toBe(false);
    expect(await queueSms(t.db, { to: phone, text: 'Your code is 111111', kind: 'code' })).toBe(false);
    expect(await smsTo(phone)).toEqual([]);
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, phone))).toEqual([]);

    await reply(phone, 'START');
    expect(await queueSms(t.db, { to: phone, text: 'After the START', kind: 'alert' })).toBe(true);
    expect((await smsTo(phone)).map((m) => m.message)).toEqual(['After the START']);
  });
});
