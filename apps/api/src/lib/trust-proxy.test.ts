// The login limiter counts the address the connection comes from; X-Forwarded-For counts only from a trusted proxy.
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@portal/contract';
import { buildTestApp, type TestContext } from '../test/app.js';
import { DEFAULT_PASSWORD, make } from '../test/factories.js';

const attempt = (t: TestContext, username: string, password: string, socket: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress: socket,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify({ username, password }),
  });

async function failFrom(t: TestContext, socket: string, forwardedFor: (i: number) => string) {
  for (let i = 0; i < 20; i++) await attempt(t, `nobody${i}@example.ug`, 'WrongPassword1', socket, forwardedFor(i));
}

describe('TRUST_PROXY unset: nobody is trusted', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  it('a client changing X-Forwarded-For on each try is still limited by its own address', async () => {
    const owner = await make.user(t.db);
    await failFrom(t, '10.8.8.8', (i) => `192.0.2.${i}`);
    const res = await attempt(t, owner.username, DEFAULT_PASSWORD, '10.8.8.8', '198.51.100.7');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.tooManyAttempts });
  });
});

describe('TRUST_PROXY=1: the proxy in front says who the client is', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: 1 });
  });

  it('limits the client the proxy names, not every client behind the proxy', async () => {
    const owner = await make.user(t.db);
    await failFrom(t, '10.7.7.7', () => '192.0.2.50');
    expect((await attempt(t, owner.username, DEFAULT_PASSWORD, '10.7.7.7', '192.0.2.50')).statusCode).toBe(429);
    expect((await attempt(t, owner.username, DEFAULT_PASSWORD, '10.7.7.7', '192.0.2.51')).statusCode).toBe(200);
  });
});
