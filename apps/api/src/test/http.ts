// The HTTP calls of the API tests, bound to one test app: a user's Authorization header, a JSON (or bodiless) call,
// a multipart send, and the checks every account type's record shares. `t` is a getter: the app is built in beforeAll.
import { expect } from 'vitest';
import type { TestContext } from './app.js';
import { authHeaders, type TestUser } from './factories.js';
import { multipart, type Part } from './multipart.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** What PUT and PATCH send in the owner checks; the owner check answers before the body is read. */
type Bodies = { put: Record<string, unknown>; patch: Record<string, unknown> };

export function httpFor(t: () => TestContext) {
  /** The headers of a signed-in user, none for a visitor. */
  const as = async (user: TestUser | null) => (user ? await authHeaders(t().tokens, user) : {});
  const call = async (method: Method, url: string, user: TestUser | null, payload?: Record<string, unknown>) =>
    t().app.inject({ method, url, headers: await as(user), ...(payload ? { payload } : {}) });
  const send = async (
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    user: TestUser | null,
    fields: Record<string, Part | Part[] | undefined>,
  ) => {
    const form = multipart(fields);
    return t().app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...(await as(user)) } });
  };
  /** The names of the user's groups (their account types), as the user record answers them. */
  const groupsOf = async (user: TestUser) =>
    ((await call('GET', `/api/account/users/${user.id}/`, user)).json() as { groups: { name: string }[] }).groups.map(
      (g) => g.name,
    );
  /**
   * An account type's record after its owner deactivated it (`list` is the owner's list, `/{id}/` under it the
   * record): out of the owner's reach, so their list is empty and reading or deactivating it again answers 404.
   */
  const expectDeactivated = async (list: string, owner: TestUser, id: number) => {
    expect((await call('GET', list, owner)).json()).toMatchObject({ count: 0, results: [] });
    expect((await call('GET', `${list}${id}/`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `${list}${id}/`, owner)).statusCode).toBe(404);
  };
  /** Only the owner changes the row at `url`: each stranger gets 404 from PUT, PATCH and DELETE, a visitor 401. */
  const expectOnlyOwnerChanges = async (url: string, strangers: TestUser[], bodies: Bodies) => {
    for (const [method, body] of [['PUT', bodies.put], ['PATCH', bodies.patch], ['DELETE']] as const) {
      for (const stranger of strangers) expect((await call(method, url, stranger, body)).statusCode, method).toBe(404);
      expect((await call(method, url, null, body)).statusCode, `${method} by a visitor`).toBe(401);
    }
  };
  /**
   * An account type's record that only its owner reaches (`list` is the owner's list, `/{id}/` under it the record):
   * each stranger gets 404 from every method and a list without it, a visitor 401.
   */
  const expectOwnerOnly = async (list: string, id: number, strangers: TestUser[], bodies: Bodies) => {
    const url = `${list}${id}/`;
    for (const stranger of strangers) expect((await call('GET', url, stranger)).statusCode, 'GET').toBe(404);
    expect((await call('GET', url, null)).statusCode, 'GET by a visitor').toBe(401);
    await expectOnlyOwnerChanges(url, strangers, bodies);
    for (const stranger of strangers) {
      const own = (await call('GET', list, stranger)).json() as { results: { id: number }[] };
      expect(own.results.map((r) => r.id)).not.toContain(id);
    }
  };
  /** A multipart POST cut off inside its first part (`part`: that part's headers and the start of its content). */
  const sendCutOff = async (url: string, user: TestUser | null, part: string) =>
    t().app.inject({
      method: 'POST',
      url,
      payload: `--xyz\r\nContent-Disposition: form-data; ${part}`,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...(await as(user)) },
    });
  return { as, call, send, groupsOf, expectDeactivated, expectOnlyOwnerChanges, expectOwnerOnly, sendCutOff };
}
