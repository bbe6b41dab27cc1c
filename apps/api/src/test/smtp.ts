// An SMTP server for tests: it accepts every mail and keeps it (envelope and raw message) for the test to read.
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/client.js';
import { deliverPendingMail, mailSender } from '../lib/mail.js';
import { serverForFile } from './server-for-file.js';

export type ReceivedMail = { from: string | undefined; to: string[]; raw: string };

/** Undoes quoted-printable: soft line breaks, and =XX escapes as the UTF-8 bytes they are. */
export const unQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

export async function startTestSmtpServer(): Promise<{
  port: number;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    const listening = server.listen(0, '127.0.0.1', () => {
      const a = listening.address();
      resolve(typeof a === 'object' && a ? a.port : 0);
    });
  });
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A header's value, with RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) and folded lines decoded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/**
 * Sends everything the outbox holds to the test server at `port`, as the mail worker would, and answers how many
 * went; a failed send fails the test.
 */
export async function flushOutbox(db: Database, port: number): Promise<number> {
  const errors: unknown[] = [];
  const sent = await deliverPendingMail(
    db,
    mailSender({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'TVET Portal <no-reply@tvet.go.ug>',
      print: () => undefined,
    }),
    (err) => errors.push(err),
  );
  if (errors.length) throw new Error(`the outbox could not be sent: ${String(errors[0])}`);
  return sent;
}

/**
 * An SMTP server for the calling test file, started before its tests and closed after them. `mailsTo(address)` sends
 * what the outbox holds to it, as an instance's mail worker would, and answers the mails that reached it for `address`.
 */
export function smtpSinkForFile(db: () => Database) {
  const server = serverForFile(startTestSmtpServer);
  return {
    mailsTo: async (address: string): Promise<ReceivedMail[]> => {
      await flushOutbox(db(), server().port);
      return server().received.filter((m) => m.to.includes(address));
    },
  };
}
