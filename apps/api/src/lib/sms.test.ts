// The SMS outbox (issue 33): an SMS is queued in the caller's transaction, cut to one message, and never for a number
// that replied STOP.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SMS_MAX_LENGTH } from '@portal/contract';
import { smsOptOuts, smsOutbox } from '../db/schema/index.js';
import { buildTestApp, type TestContext } from '../test/app.js';
import { queueSms } from './sms.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

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
});
