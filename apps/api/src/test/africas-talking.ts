// A fake Africa's Talking SMS gateway (issue 33): POST /version1/messaging as the real one takes it (a form, the
// account's key in the apiKey header) and answers it (JSON, each SMS costing "UGX 25.0000"). Used by the API tests
// (test/sms-gateway.ts) and the browser tests' global setup; it needs nothing but Node, so both can load it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type ReceivedSms = { to: string; message: string; from: string | undefined };

/** What the next request is answered with instead of a success: an HTTP error, or a recipient's failure status. */
export type GatewayFailure = { httpStatus: number } | { statusCode: number; status: string };

export const FAKE_AT_USERNAME = 'sandbox';
export const FAKE_AT_API_KEY = 'test-key';
export const FAKE_SMS_COST = 'UGX 25.0000';

export type FakeAfricasTalking = {
  port: number;
  received: ReceivedSms[];
  /** Answers the next request (one each, in order) with these failures. */
  failNext: (...failures: GatewayFailure[]) => void;
  close: () => Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

/** Starts the gateway on `port` (0: a free one) on loopback; `onSms` hears of each SMS it takes. */
export async function startFakeAfricasTalking(
  opts: { port?: number; onSms?: (sms: ReceivedSms) => void } = {},
): Promise<FakeAfricasTalking> {
  const received: ReceivedSms[] = [];
  const failures: GatewayFailure[] = [];
  let sent = 0;
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/version1/messaging') return answer(res, 404, 'Not found');
      if (req.headers.apikey !== FAKE_AT_API_KEY) return answer(res, 401, 'The supplied authentication is invalid');
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return answer(res, 415, 'Unsupported content type');
      }
      if (req.headers.accept !== 'application/json') return answer(res, 406, 'Ask for application/json');
      const form = new URLSearchParams(await readBody(req));
      const [username, to, message] = [form.get('username'), form.get('to'), form.get('message')];
      if (username !== FAKE_AT_USERNAME || !to || !message) return answer(res, 400, 'username, to and message');
      const failure = failures.shift();
      if (failure && 'httpStatus' in failure) return answer(res, failure.httpStatus, 'Failed');
      const recipient = failure
        ? { statusCode: failure.statusCode, number: to, status: failure.status, cost: '0', messageId: 'None' }
        : { statusCode: 101, number: to, status: 'Success', cost: FAKE_SMS_COST, messageId: `ATXid_${++sent}` };
      if (!failure) {
        const sms = { to, message, from: form.get('from') ?? undefined };
        received.push(sms);
        opts.onSms?.(sms);
      }
      answer(res, 201, { SMSMessageData: { Message: `Sent to ${failure ? 0 : 1}/1`, Recipients: [recipient] } });
    })().catch(() => answer(res, 500, 'The fake gateway failed'));
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      const a = server.address();
      resolve(typeof a === 'object' && a ? a.port : 0);
    });
  });
  return {
    port,
    received,
    failNext: (...more) => void failures.push(...more),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
