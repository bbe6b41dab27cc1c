// Mail leaves through the outbox: written in the caller's transaction, sent by a worker loop that holds no transaction
// open while it talks to the SMTP server (issue 16).
import nodemailer from 'nodemailer';
import { mailOutbox } from '../db/schema/account.js';
import type { Database, Executor } from '../db/client.js';
import { deliverPending, startOutboxWorker } from './outbox.js';

/**
 * `headers`: extra ones, e.g. an alert's List-Unsubscribe (RFC 8058). `messageId`: the outbox row's own, the same on
 * every try, so a mail sent twice (an instance died between sending and recording it) is one message to the reader's
 * server; its domain is added by the sender.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string> | null;
  messageId?: string;
};

/** Queues `mail`; an account made with a phone number only has no address (''), and nothing is queued for it. */
export async function queueMail(db: Executor, mail: Mail): Promise<void> {
  if (!mail.to) return;
  await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, headers: mail.headers ?? null });
}

export type MailSender = (mail: Mail) => Promise<void>;

/** SMTP when configured; otherwise the mail is printed, links included, for the developer to follow. */
export function mailSender(opts: {
  smtpUrl: string | undefined;
  from: string;
  print: (text: string) => void;
}): MailSender {
  if (!opts.smtpUrl) {
    return async (mail) =>
      opts.print(`\n---- mail to ${mail.to} ----\nSubject: ${mail.subject}\n\n${mail.text}\n---- end of mail ----\n`);
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  // The sender's own domain (MAIL_FROM's), as RFC 5322 asks of a Message-ID.
  const domain = /@([^>\s]+)>?\s*$/.exec(opts.from)?.[1] ?? 'localhost';
  return async (mail) => {
    await transport.sendMail({
      from: opts.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers ?? {},
      ...(mail.messageId ? { messageId: `<${mail.messageId}@${domain}>` } : {}),
    });
  };
}

/** The mail a worker claims (`created_at` is PostgreSQL's text, as a raw query returns it). */
const OUTBOX_COLUMNS = {
  to_address: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  text_body: mailOutbox.textBody,
  headers: mailOutbox.headers,
  created_at: mailOutbox.createdAt,
};

/** Sends the mail that is due through `send`, with the outbox's lease and back-off (lib/outbox.ts). */
export function deliverPendingMail(db: Database, send: MailSender, onError: (err: unknown) => void): Promise<number> {
  return deliverPending(
    db,
    {
      table: mailOutbox,
      columns: OUTBOX_COLUMNS,
      deliver: (row) =>
        send({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          headers: row.headers,
          messageId: `outbox-${row.id}-${new Date(row.created_at).getTime()}`,
        }),
    },
    onError,
  );
}

export function startMailWorker(db: Database, send: MailSender, onError: (err: unknown) => void, intervalMs = 1000) {
  return startOutboxWorker(() => deliverPendingMail(db, send, onError), onError, intervalMs);
}
