// A real SMTP server on loopback: every mail the app sends is appended to a mailbox file the tests read. And a fake
// Africa's Talking: every SMS the app sends is appended to an SMS file (support/sms.ts).
import { appendFileSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { startFakeAfricasTalking } from '../../apps/api/src/test/africas-talking';
import { E2E_MAILBOX, E2E_SMS_LOG, E2E_SMS_PORT, E2E_SMTP_PORT } from '../../playwright.config';

export default async function globalSetup() {
  writeFileSync(E2E_MAILBOX, '');
  writeFileSync(E2E_SMS_LOG, '');
  const gateway = await startFakeAfricasTalking({
    port: E2E_SMS_PORT,
    onSms: (sms) => appendFileSync(E2E_SMS_LOG, `${JSON.stringify(sms)}\n`),
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        appendFileSync(E2E_MAILBOX, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') })}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  return async () => {
    await gateway.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
