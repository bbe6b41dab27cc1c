// What the USSD tests share: a step through Africa's Talking's callback as the gateway sends it, and a whole session
// walked step by step (each screen checked for its prefix and its length on the way).
import { expect } from 'vitest';
import { API, USSD_MAX_LENGTH } from '@portal/contract';
import { TEST_USSD, type TestContext } from '../../test/app.js';

/** One callback request: the form the gateway posts, with `key` (the test app's secret unless given). */
export function callback(
  t: TestContext,
  fields: Record<string, string>,
  key: string | null = TEST_USSD.callbackSecret,
) {
  return t.app.inject({
    method: 'POST',
    url: key === null ? API.ussdCallback : `${API.ussdCallback}?key=${encodeURIComponent(key)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The screen answering `inputs` so far for `phone`: text/plain, "CON " or "END ", at most 182 characters. */
export async function step(t: TestContext, phone: string, inputs: readonly string[]): Promise<string> {
  const res = await callback(t, {
    sessionId: `ATUid_${phone}`,
    serviceCode: TEST_USSD.serviceCode,
    phoneNumber: phone,
    networkCode: '63902',
    text: inputs.join('*'),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body).toMatch(/^(CON|END) /);
  expect(res.body.length, res.body).toBeLessThanOrEqual(USSD_MAX_LENGTH);
  return res.body;
}

/**
 * A session from the dial: one request per input, as the gateway makes them (the dial's text is empty). Every screen
 * but the last continues (CON); the screens are returned in order, the dial's first.
 */
export async function session(t: TestContext, phone: string, inputs: readonly string[]): Promise<string[]> {
  const screens: string[] = [];
  for (let n = 0; n <= inputs.length; n++) {
    const screen = await step(t, phone, inputs.slice(0, n));
    if (n < inputs.length) expect(screen, `step ${n}: ${inputs.slice(0, n).join('*')}`).toMatch(/^CON /);
    screens.push(screen);
  }
  return screens;
}

/** The last screen of a session. */
export const lastOf = (screens: readonly string[]) => screens[screens.length - 1] ?? '';
