// Shared set-up of the account tests: the app, JSON bodies, the last mail to an address and its link, a login from an address.
import { desc, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../test/app.js';

export function accountTestKit() {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

  async function lastMailTo(address: string) {
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, address))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return mail;
  }
  const linkIn = (text: string, pattern: RegExp) => {
    const m = pattern.exec(text);
    if (!m) throw new Error(`no link in mail: ${text}`);
    return m[0];
  };
  async function login(username: string, password: string, ip = '10.0.0.1') {
    return t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress: ip,
      ...json({ username, password }),
    });
  }

  return {
    get t() {
      return t;
    },
    json,
    linkIn,
    lastMailTo,
    login,
  };
}
