// `npm run create-user` (issue 28): the first Ministry account (or any other) of a portal without the demo data. The
// command's work runs against the test database; the account it makes signs in through the API, with the printed
// password (no SMTP) or with the one chosen through the mailed reset link (SMTP).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, parseCreateUserArgs } from './create-user.js';
import { mailOutbox } from './db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from './test/app.js';
import { smtpSinkForFile, unQuotedPrintable } from './test/smtp.js';

let t: TestContext;
const { mailsTo } = smtpSinkForFile(() => t.db);
beforeAll(async () => {
  t = await buildTestApp();
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

/** Signs in and reads the account's own record (its groups). */
async function signInAndReadGroups(email: string, password: string) {
  const login = await post('/api/account/login', { username: email, password });
  expect(login.statusCode, login.body).toBe(200);
  const { access } = login.json<{ access: string }>();
  const { user_id: userId } = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as {
    user_id: number;
  };
  const me = await t.app.inject({
    method: 'GET',
    url: `/api/account/users/${userId}/`,
    headers: { authorization: `JWT ${access}` },
  });
  expect(me.statusCode).toBe(200);
  return { access, groups: me.json<{ groups: { name: string }[] }>().groups.map((g) => g.name) };
}

describe('the command line', () => {
  it('reads the address, the groups (any of them, as often as needed) and the names', () => {
    expect(
      parseCreateUserArgs([
        '--email',
        'Officer@Education.go.ug',
        '--group',
        'Ministry',
        '--group',
        'Company',
        '--first-name',
        'Ruth',
      ]),
    ).toEqual({
      email: 'Officer@Education.go.ug',
      groups: ['Ministry', 'Company'],
      firstName: 'Ruth',
      lastName: undefined,
    });
  });

  it.each([
    [[], /--email is required/],
    [['--email', 'not-an-address'], /--email: must be an e-mail address/],
    [
      ['--email', 'a@b.ug', '--group', 'Minister'],
      /--group: Minister is not one of Trainer, Company, JobSeeker, Ministry/,
    ],
    [['--email', 'a@b.ug', '--role', 'Ministry'], /Unknown option '--role'/],
  ])('refuses %j with the reason and the usage', (argv, reason) => {
    expect(() => parseCreateUserArgs(argv)).toThrow(reason);
    expect(() => parseCreateUserArgs(argv)).toThrow(/usage: npm run create-user -- --email ADDRESS/);
  });
});

describe('creating an account', () => {
  it('without SMTP prints a one-time password the Ministry account signs in with', async () => {
    const lines = await createUser(
      { db: t.db, publicUrl: PUBLIC_URL },
      parseCreateUserArgs(['--email', 'Permanent.Secretary@Education.go.ug', '--group', 'Ministry']),
      { mailConfigured: false },
    );
    expect(lines[0]).toBe('created permanent.secretary@education.go.ug (Ministry)');
    const password = /password \(shown this once\): (\S+)/.exec(lines.join('\n'))?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);

    const { access, groups } = await signInAndReadGroups('permanent.secretary@education.go.ug', password!);
    expect(groups).toEqual(['Ministry']);
    // The Ministry's own area answers it.
    const auditLog = await t.app.inject({
      method: 'GET',
      url: '/api/ministry/audit-log/',
      headers: { authorization: `JWT ${access}` },
    });
    expect(auditLog.statusCode).toBe(200);
  });

  it('with SMTP mails a link to choose a password, and shows none', async () => {
    const email = 'hr@nile-builders.ug';
    const lines = await createUser(
      { db: t.db, publicUrl: PUBLIC_URL },
      parseCreateUserArgs(['--email', email, '--group', 'Company', '--first-name', 'Sarah']),
      { mailConfigured: true },
    );
    expect(lines.join('\n')).not.toMatch(/password \(shown/);
    expect(lines[1]).toContain(`a mail with a link to choose a password is queued for ${email}`);

    // The outbox's mail reaches the SMTP server as an instance's mail worker would send it.
    const [mail] = await mailsTo(email);
    const token = /\/reset-password\?token=([\w-]+)/.exec(unQuotedPrintable(mail?.raw ?? ''))?.[1];
    expect(token, 'the reset link').toBeTruthy();

    const chosen = 'Bricklaying#2026';
    const reset = await post('/api/account/password-reset/confirm/', {
      token,
      new_password: chosen,
      confirm_password: chosen,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signInAndReadGroups(email, chosen)).groups).toEqual(['Company']);
  });

  it('refuses an address that has an account already, and changes nothing', async () => {
    const request = parseCreateUserArgs(['--email', 'twice@example.ug', '--group', 'Trainer']);
    await createUser({ db: t.db, publicUrl: PUBLIC_URL }, request, { mailConfigured: true });
    const mailsBefore = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'twice@example.ug'));
    await expect(
      createUser(
        { db: t.db, publicUrl: PUBLIC_URL },
        { ...request, email: 'TWICE@example.ug' },
        { mailConfigured: true },
      ),
    ).rejects.toThrow('an account with the address TWICE@example.ug exists already');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'twice@example.ug'))).toHaveLength(
      mailsBefore.length,
    );
  });
});
