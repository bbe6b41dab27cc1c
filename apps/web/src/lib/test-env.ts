/** Minimal browser globals for unit tests of lib code in Node (no DOM library installed). */
import { vi } from 'vitest';

export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

export function installWindow(pathname = '/somewhere'): Storage {
  const localStorage = memoryStorage();
  vi.stubGlobal('window', {
    localStorage,
    location: { pathname, search: '', hash: '', assign: vi.fn() },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    setTimeout,
  });
  return localStorage;
}

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** An unsigned JWT with the given claims; `exp` defaults to one hour from now. */
export function fakeJwt(claims: Record<string, unknown> = {}): string {
  return `${b64url({ alg: 'none' })}.${b64url({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
