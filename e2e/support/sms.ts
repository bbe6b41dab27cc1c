// What the portal sent by SMS, read from the fake gateway's file (support/global-setup.ts): the SMS to a number, and
// the code in the newest one.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { ReceivedSms } from '../../apps/api/src/test/africas-talking';
import { E2E_SMS_LOG } from '../../playwright.config';

const received = (phone: string): ReceivedSms[] =>
  readFileSync(E2E_SMS_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedSms)
    .filter((sms) => sms.to === phone);

/**
 * Waits until `phone` (E.164, "+256772123456") has been sent an SMS (with `matching`, one whose text matches) and
 * answers the texts sent to it, oldest first.
 */
export async function smsTo(phone: string, matching?: RegExp): Promise<string[]> {
  let texts: string[] = [];
  await expect
    .poll(
      () => {
        texts = received(phone).map((sms) => sms.message);
        return texts.some((text) => !matching || matching.test(text));
      },
      { timeout: 20_000, message: `an SMS to ${phone}` },
    )
    .toBe(true);
  return texts;
}

/** The 6-digit code in the newest SMS to `phone` that holds one, waiting for it to arrive. */
export async function lastSmsCode(phone: string): Promise<string> {
  const code = /\b(\d{6})\b/;
  const texts = await smsTo(phone, code);
  const newest = texts.reverse().find((text) => code.test(text));
  return code.exec(newest ?? '')![1]!;
}
