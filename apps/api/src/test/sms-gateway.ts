// The SMS outbox delivered to a fake Africa's Talking (test/africas-talking.ts), as an instance's SMS worker would:
// for API tests that read what reached a phone.
import type { Database } from '../db/client.js';
import { deliverPendingSms, smsSender } from '../lib/sms.js';
import { serverForFile } from './server-for-file.js';
import { FAKE_AT_API_KEY, FAKE_AT_USERNAME, startFakeAfricasTalking, type ReceivedSms } from './africas-talking.js';

/** The sender of an instance configured for the fake gateway at `port`. */
export const fakeGatewaySender = (port: number, senderId?: string) =>
  smsSender({
    username: FAKE_AT_USERNAME,
    apiKey: FAKE_AT_API_KEY,
    senderId,
    baseUrl: `http://127.0.0.1:${port}`,
    print: () => undefined,
  });

/** Sends everything the SMS outbox holds to the fake gateway at `port` and answers how many went; a failure throws. */
export async function flushSmsOutbox(db: Database, port: number): Promise<number> {
  const errors: unknown[] = [];
  const sent = await deliverPendingSms(db, fakeGatewaySender(port), (err) => errors.push(err));
  if (errors.length) throw new Error(`the SMS outbox could not be sent: ${String(errors[0])}`);
  return sent;
}

/**
 * A fake gateway for the calling test file, started before its tests and closed after them. `smsTo(phone)` sends what
 * the outbox holds to it and answers the SMS that reached `phone`, oldest first.
 */
export function smsSinkForFile(db: () => Database) {
  const gateway = serverForFile(() => startFakeAfricasTalking());
  return {
    smsTo: async (phone: string): Promise<ReceivedSms[]> => {
      await flushSmsOutbox(db(), gateway().port);
      return gateway().received.filter((m) => m.to === phone);
    },
  };
}
