// TRUST_PROXY: who may say who the client is (issue 12: a client must not choose the address the login limiter counts).
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './config.js';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('%j trusts %j', (value, trust) => {
    expect(parseTrustProxy(value)).toEqual(trust);
  });

  it.each(['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '10.0.0.1,'])('refuses %j', (value) => {
    expect(parseTrustProxy(value)).toBeNull();
  });
});
