import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../test/app.js';
import { startTestSmtpServer, unQuotedPrintable, type ReceivedMail } from '../test/smtp.js';
import { deliverPendingMail, mailSender, queueMail } from './mail.js';

const FROM = 'TVET Portal <no-reply@tvet.go.ug>';
const VERIFY_LINK = /http:\/\/portal\.test\/api\/account\/verify-email\/\?token=[A-Za-z0-9_.~%-]+/;

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

async function register(username: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/account/register/', ...json({ username, password }) });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

async function outboxTo(address: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

describe('delivery over SMTP', () => {
  let received: ReceivedMail[] = [];
  let port: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ port, received, close } = await startTestSmtpServer());
  });
  afterAll(() => close());

  it('sends the verification mail to the SMTP server; its link activates the account, and nothing is sent twice', async () => {
    const address = 'smtp-verify@example.ug';
    const user = await register(address, 'Masonry2026');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/login',
          remoteAddress: '10.20.0.1',
          ...json({ username: address, password: 'Masonry2026' }),
        })
      ).statusCode,
    ).toBe(401);

    const errors: unknown[] = [];
    const send = mailSender({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      print: () => expect.fail('the SMTP sender must not print'),
    });
    const sent = await deliverPendingMail(t.db, send, (err) => errors.push(err));
    expect(errors).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(1);

    const mails = received.filter((m) => m.to.includes(address));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.from).toBe('no-reply@tvet.go.ug');
    expect(mail.raw).toMatch(/^Subject: Activate your TVET Portal account\r?$/m);
    expect(mail.raw).toMatch(/^From: TVET Portal <no-reply@tvet\.go\.ug>\r?$/m);
    expect(mail.raw).toMatch(new RegExp(`^To: ${address.replace(/\./g, '\\.')}\\r?$`, 'm'));
    // The outbox row's own Message-ID, in the sender's domain.
    expect(mail.raw).toMatch(/^Message-ID: <outbox-\d+-\d+@tvet\.go\.ug>\r?$/im);

    const link = VERIFY_LINK.exec(unQuotedPrintable(mail.raw))?.[0];
    expect(link, `no verification link in:\n${mail.raw}`).toBeDefined();
    const verified = await t.app.inject({ method: 'GET', url: link!.replace(PUBLIC_URL, '') });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe('/account-activated');
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.emailVerifiedAt).toBeInstanceOf(Date);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress: '10.20.0.2',
      ...json({ username: address, password: 'Masonry2026' }),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toHaveProperty('access');

    const [row] = await outboxTo(address);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeNull();

    // Everything due went out; a second pass finds nothing and the server hears nothing more.
    const before = received.length;
    expect(await deliverPendingMail(t.db, send, (err) => errors.push(err))).toBe(0);
    expect(received).toHaveLength(before);
    expect(errors).toEqual([]);
  });
});

describe('the worker and its lease (issue 16)', () => {
  it('claims a mail and commits before sending, so no transaction is open while the SMTP server is slow', async () => {
    const address = 'lease-check@example.ug';
    await queueMail(t.db, { to: address, subject: 'Lease', text: 'Checked while sending.' });
    const [queued] = await outboxTo(address);
    const seen: { attempts: number; leased: boolean; idleInTransaction: number; messageId: string | undefined }[] = [];
    const send = async (mail: { to: string; messageId?: string }) => {
      if (mail.to !== address) return;
      // Another connection sees the claim already committed, and no session of this database waits in a transaction.
      const { rows } = await t.db.execute<{ attempts: number; leased: boolean; idle_in_transaction: number }>(sql`
        select o.attempts, o.next_attempt_at > now() + interval '60 seconds' as leased,
               (select count(*)::int from pg_stat_activity a where a.datname = current_database() and a.state like 'idle in transaction%') as idle_in_transaction
          from mail_outbox o where o.id = ${queued!.id}`);
      seen.push({
        attempts: rows[0]!.attempts,
        leased: rows[0]!.leased,
        idleInTransaction: rows[0]!.idle_in_transaction,
        messageId: mail.messageId,
      });
    };
    await deliverPendingMail(t.db, send, (err) => expect.fail(String(err)));
    expect(seen).toEqual([
      {
        attempts: 1,
        leased: true,
        idleInTransaction: 0,
        messageId: `outbox-${queued!.id}-${queued!.createdAt.getTime()}`,
      },
    ]);
    expect((await outboxTo(address))[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('leaves a claimed mail to its instance for the lease, then retries it with the same Message-ID', async () => {
    const address = 'died-while-sending@example.ug';
    await queueMail(t.db, { to: address, subject: 'Lease', text: 'Its instance died.' });
    const ids: (string | undefined)[] = [];
    // An instance that dies while sending: its send never returns.
    let claimed!: () => void;
    const claimedNow = new Promise<void>((resolve) => (claimed = resolve));
    void deliverPendingMail(
      t.db,
      (mail) => {
        if (mail.to !== address) return Promise.resolve();
        ids.push(mail.messageId);
        claimed();
        return new Promise<void>(() => undefined);
      },
      () => undefined,
    );
    await claimedNow;

    const other = async (mail: { to: string; messageId?: string }) => {
      if (mail.to === address) ids.push(mail.messageId);
    };
    await deliverPendingMail(t.db, other, (err) => expect.fail(String(err)));
    expect(ids).toHaveLength(1);

    // The lease runs out.
    await t.db.execute(
      sql`update mail_outbox set next_attempt_at = now() - interval '1 second' where to_address = ${address}`,
    );
    await deliverPendingMail(t.db, other, (err) => expect.fail(String(err)));
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    const [row] = await outboxTo(address);
    expect(row).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });
  });
});

describe('a failed delivery', () => {
  it('stays in the outbox, unsent, with the error recorded and a later next attempt; onError hears of it', async () => {
    const address = 'unreachable@example.ug';
    await queueMail(t.db, { to: address, subject: 'Your application was received', text: 'Thank you for applying.' });
    const port = await closedPort();
    const errors: unknown[] = [];
    const send = mailSender({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      print: () => expect.fail('the SMTP sender must not print'),
    });

    await deliverPendingMail(t.db, send, (err) => errors.push(err));

    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/ECONNREFUSED|connect/i);
    const [row] = await outboxTo(address);
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The first retry waits about 30 seconds (measured on the database's clock, which wrote it).
    const { rows } = await t.db.execute<{ wait: number }>(
      sql`select extract(epoch from next_attempt_at - now())::float8 as wait from mail_outbox where id = ${row!.id}`,
    );
    expect(rows[0]?.wait).toBeGreaterThan(20);
    expect(rows[0]?.wait).toBeLessThanOrEqual(30);

    // Not due yet: another pass leaves it alone.
    expect(await deliverPendingMail(t.db, send, (err) => errors.push(err))).toBe(0);
    expect(errors).toHaveLength(1);
    expect((await outboxTo(address))[0]?.attempts).toBe(1);
  });
});

describe('the transactional outbox', () => {
  it('drops a mail queued in a transaction that rolls back, and keeps one whose transaction commits', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await queueMail(tx, {
          to: 'rolled-back@example.ug',
          subject: 'Never sent',
          text: 'This change did not happen.',
        });
        expect(
          await tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'rolled-back@example.ug')),
        ).toHaveLength(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxTo('rolled-back@example.ug')).toEqual([]);

    await t.db.transaction(async (tx) => {
      await queueMail(tx, { to: 'committed@example.ug', subject: 'Sent', text: 'This change happened.' });
    });
    expect(await outboxTo('committed@example.ug')).toHaveLength(1);
  });
});

describe('without SMTP_URL', () => {
  it('prints each due mail, its link included, and marks it sent', async () => {
    // Whatever earlier tests left due goes out first, so only this test's mail is printed below.
    await deliverPendingMail(
      t.db,
      mailSender({ smtpUrl: undefined, from: FROM, print: () => undefined }),
      () => undefined,
    );

    const address = 'console-mail@example.ug';
    await register(address, 'Carpentry2026');
    const printed: string[] = [];
    const errors: unknown[] = [];
    const send = mailSender({ smtpUrl: undefined, from: FROM, print: (text) => printed.push(text) });
    expect(await deliverPendingMail(t.db, send, (err) => errors.push(err))).toBe(1);
    expect(errors).toEqual([]);

    expect(printed).toHaveLength(1);
    const text = printed[0]!;
    expect(text).toContain(`mail to ${address}`);
    expect(text).toContain('Subject: Activate your TVET Portal account');
    const [row] = await outboxTo(address);
    expect(text).toContain(row!.textBody);
    expect(row?.sentAt).toBeInstanceOf(Date);

    // The printed link is a working one.
    const link = VERIFY_LINK.exec(text)?.[0];
    expect(link).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: link!.replace(PUBLIC_URL, '') });
    expect(res.headers.location).toBe('/account-activated');
  });
});
