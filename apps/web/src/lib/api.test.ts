import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@portal/contract';
import { fakeJwt, installWindow, jsonResponse } from './test-env';

type FetchArgs = [string, RequestInit];

async function load() {
  vi.resetModules();
  const api = await import('./api');
  const navigation = await import('./navigation');
  const navigate = vi.fn();
  navigation.setNavigator(navigate);
  return { ...api, navigate };
}

describe('api client', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = installWindow('/jobs-change-password');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the JWT scheme and JSON bodies', async () => {
    const access = fakeJwt({ user_id: 1 });
    storage.setItem('access_token', access);
    const fetchMock = vi.fn<(...a: FetchArgs) => Promise<Response>>(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await load();
    await expect(api.post('/api/x/', { a: 1 })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`JWT ${access}`);
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('refreshes once on 401 token_not_valid, stores both tokens and retries', async () => {
    const oldAccess = fakeJwt({ user_id: 1, v: 'old' });
    const newAccess = fakeJwt({ user_id: 1, v: 'new' });
    const newRefresh = fakeJwt({ v: 'r2' });
    storage.setItem('access_token', oldAccess);
    storage.setItem('refresh_token', fakeJwt({ v: 'r1' }));
    const fetchMock = vi.fn<(...a: FetchArgs) => Promise<Response>>(async (url, init) => {
      if (url === API.tokenRefresh) return jsonResponse(200, { access: newAccess, refresh: newRefresh });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === `JWT ${newAccess}`
        ? jsonResponse(200, { ok: 1 })
        : jsonResponse(401, { detail: 'bad', code: 'token_not_valid' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await load();
    const results = await Promise.all([api.get('/api/a/'), api.get('/api/b/'), api.get('/api/c/')]);
    expect(results).toEqual([{ ok: 1 }, { ok: 1 }, { ok: 1 }]);
    const refreshCalls = fetchMock.mock.calls.filter(([url]) => url === API.tokenRefresh);
    expect(refreshCalls).toHaveLength(1);
    expect(storage.getItem('access_token')).toBe(newAccess);
    expect(storage.getItem('refresh_token')).toBe(newRefresh);
  });

  it('does not refresh for a 401 without token_not_valid', async () => {
    storage.setItem('access_token', fakeJwt({ user_id: 1 }));
    storage.setItem('refresh_token', fakeJwt());
    const fetchMock = vi.fn(async () => jsonResponse(401, { detail: 'Unverfied' }));
    vi.stubGlobal('fetch', fetchMock);
    const { api, ApiError } = await load();
    await expect(api.post(API.login, {})).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clears the session and goes to /login when the refresh call answers 401', async () => {
    storage.setItem('access_token', fakeJwt({ user_id: 1 }));
    storage.setItem('refresh_token', fakeJwt());
    storage.setItem('user', '{}');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' })),
    );
    const { api, navigate } = await load();
    await expect(api.get(API.user(1))).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('alert')).toBe('Login before you proceed.');
    expect(navigate).toHaveBeenCalledWith('/login', expect.objectContaining({ replace: true }));
  });

  it('goes to /login without a refresh call when the refresh token has expired', async () => {
    storage.setItem('access_token', fakeJwt({ user_id: 1, exp: 1 }));
    storage.setItem('refresh_token', fakeJwt({ exp: 1 }));
    const fetchMock = vi.fn<(...a: FetchArgs) => Promise<Response>>(async () =>
      jsonResponse(401, { detail: 'Token expired', code: 'token_not_valid' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { api, navigate } = await load();
    await expect(api.get('/api/x/')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/x/']);
    expect(navigate).toHaveBeenCalledWith('/login', expect.anything());
  });

  it('stays on the page when told to (a public page checking who asks): no redirect, the session is left alone', async () => {
    storage.setItem('access_token', fakeJwt({ user_id: 1, exp: 1 }));
    storage.setItem('refresh_token', fakeJwt({ exp: 1 }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { detail: 'Token expired', code: 'token_not_valid' })),
    );
    const { api, navigate } = await load();
    await expect(api.get(API.user(1), { redirectOnAuthFailure: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.getItem('refresh_token')).not.toBeNull();
  });

  it('times out after REQUEST_TIMEOUT_MS with an ApiError', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const { api } = await load();
    const pending = api.get('/api/slow/');
    const assertion = expect(pending).rejects.toMatchObject({ status: 0 });
    await vi.advanceTimersByTimeAsync(100_000);
    await assertion;
  });

  it('leaves out empty query values and repeats arrays', async () => {
    const { buildUrl } = await load();
    expect(buildUrl('/api/jobs/', { search: '', page: 2, job_category: [1, 3], city: undefined })).toBe(
      '/api/jobs/?page=2&job_category=1&job_category=3',
    );
  });
});

describe('parseBody', () => {
  it("makes the stored files' URLs paths on the page's own origin, whatever PUBLIC_URL is, and nothing else", async () => {
    const { parseBody } = await load();
    const body = JSON.stringify({
      logo: 'http://localhost:8000/media/companies/logos/a.png',
      job_link: 'https://employer.example/media/apply.html',
      results: [{ profile_pic: 'https://portal.example.ug/media/profiles/b.webp', name: 'https://x.example/media/y' }],
      cv_upload: 'http://localhost:8000/api/files/private/cv/c.pdf?expires=1&signature=s',
      document: '/media/policies/d.pdf',
      upload: null,
    });
    expect(parseBody(body, 'application/json; charset=utf-8')).toEqual({
      logo: '/media/companies/logos/a.png',
      job_link: 'https://employer.example/media/apply.html',
      results: [{ profile_pic: '/media/profiles/b.webp', name: 'https://x.example/media/y' }],
      cv_upload: '/api/files/private/cv/c.pdf?expires=1&signature=s',
      document: '/media/policies/d.pdf',
      upload: null,
    });
  });
});
