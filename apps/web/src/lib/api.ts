/**
 * The API client (spec 000 §4, §7): same origin, `Authorization: JWT <access>`, JSON or FormData
 * bodies, a 100 000 ms timeout, and on a 401 `token_not_valid` one shared token refresh then one retry.
 */
import { ALERTS, API, REQUEST_TIMEOUT_MS, splitLanguagePath } from '@portal/contract';
import { ApiError, NETWORK_ERROR, TIMEOUT_ERROR, isRecord } from './errors';
import { noteConnection, OFFLINE_COPY_HEADER } from './offline';
import { navigateTo } from './navigation';
import { queryClient } from './queryClient';
import { clearSession, getAccessToken, getRefreshToken, isTokenExpired, setAlert, storeTokens } from './storage';

export { ApiError, errorMessage, firstMessage } from './errors';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Query parameters; arrays repeat the key, null/undefined/'' are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  signal?: AbortSignal;
  /** Send the access token (default true). Public account calls turn it off so a stale token cannot block them. */
  auth?: boolean;
  /** On a failed refresh, clear the session and go to /login (default true). */
  redirectOnAuthFailure?: boolean;
}

export interface RawResponse {
  status: number;
  body: unknown;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as readonly QueryValue[]) {
      if (v === null || v === undefined || v === '') continue;
      params.append(key, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * The API answers a stored file's URL absolute, on PUBLIC_URL (docs/api.md); the app keeps it as a path on the page's
 * own origin. A page reached by another name (127.0.0.1, a phone's view of the LAN address, a CDN's host) then asks
 * its own origin for its pictures, which the CSP's `img-src 'self'` allows and a CDN serves and caches beside the page.
 * The file fields only: a job's own link may well lead to another site's /media/.
 */
const FILE_FIELD =
  /^(logo|picture|document|upload|(user_)?profile_pic|certificate|image_[12]|cv_upload|other_document)$/;
const sameOriginFile = (key: string, value: unknown): unknown =>
  typeof value === 'string' && FILE_FIELD.test(key)
    ? value.replace(/^\w+:\/\/[^/]+(?=\/(media|api\/files)\/)/, '')
    : value;

export function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return null;
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(text, sameOriginFile) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/* ---------- session expiry and token refresh ---------- */

/** Clears the session and sends the user to /login, remembering where they were. */
export function expireSession(): void {
  clearSession();
  queryClient.removeQueries({ queryKey: ['user'] });
  setAlert(ALERTS.loginFirst);
  // The router's own path (without the language's prefix, its basename).
  const { search, hash } = window.location;
  const { path: pathname } = splitLanguagePath(window.location.pathname);
  if (pathname !== '/login') navigateTo('/login', { replace: true, state: { from: { pathname, search, hash } } });
}

let refreshing: Promise<string> | null = null;

async function doRefresh(): Promise<string> {
  const refresh = getRefreshToken();
  if (!refresh || isTokenExpired(refresh, 0))
    throw new ApiError(401, { detail: 'Session expired.', code: 'token_not_valid' });
  const res = await fetchRaw(API.tokenRefresh, { method: 'POST', body: { refresh } }, null);
  if (res.status < 200 || res.status >= 300) throw new ApiError(res.status, res.body);
  const body = res.body;
  if (!isRecord(body) || typeof body.access !== 'string')
    throw new ApiError(res.status, body, 'Malformed token response.');
  // The server rotates refresh tokens; keep the old one only if it did not send a new one.
  storeTokens({ access: body.access, refresh: typeof body.refresh === 'string' ? body.refresh : refresh });
  return body.access;
}

/** Refreshes the access token once for all concurrent callers. */
function refreshAccessToken(redirectOnFailure: boolean): Promise<string> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing.catch((error: unknown) => {
    // A 401 on the refresh call, or no usable refresh token: the session is over.
    // Other failures (network, 5xx) leave the session alone so the user can retry.
    if (redirectOnFailure && error instanceof ApiError && error.status === 401) expireSession();
    throw error;
  });
}

function isTokenNotValid(res: RawResponse): boolean {
  return res.status === 401 && isRecord(res.body) && res.body.code === 'token_not_valid';
}

/**
 * Runs `send` with the current access token; on a 401 token_not_valid refreshes once and retries once.
 * Shared by fetch requests and XHR uploads.
 */
export async function withAuth(
  send: (token: string | null) => Promise<RawResponse>,
  options: RequestOptions,
): Promise<RawResponse> {
  const redirect = options.redirectOnAuthFailure ?? true;
  // No refresh ahead of time from the token's `exp`: a phone whose clock runs fast would refresh on every
  // request. The server's 401 token_not_valid is the signal.
  const token = options.auth === false ? null : getAccessToken();
  const first = await send(token);
  if (!token || !isTokenNotValid(first)) return first;
  // Another request may already have refreshed while this one was in flight.
  const current = getAccessToken();
  const fresh = current && current !== token ? current : await refreshAccessToken(redirect);
  return send(fresh);
}

/* ---------- fetch ---------- */

/** Answers a request without a network: the server renderer passes its own API in (Fastify's inject). */
export type ServerTransport = (request: {
  method: string;
  url: string;
}) => Promise<{ status: number; contentType: string | null; text: string }>;
let serverTransport: ServerTransport | null = null;

/** Used by the server renderer only; in the browser every request goes through fetch. */
export function setServerTransport(transport: ServerTransport): void {
  serverTransport = transport;
}

async function fetchRaw(path: string, options: RequestOptions, token: string | null): Promise<RawResponse> {
  if (serverTransport) {
    const res = await serverTransport({ method: options.method ?? 'GET', url: buildUrl(path, options.query) });
    return { status: res.status, body: parseBody(res.text, res.contentType) };
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `JWT ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) controller.abort(options.signal.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    const res = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const text = await res.text();
    noteConnection(!res.headers.has(OFFLINE_COPY_HEADER));
    return { status: res.status, body: parseBody(text, res.headers.get('content-type')) };
  } catch (error) {
    if (timedOut) throw new ApiError(0, { detail: TIMEOUT_ERROR });
    // A cancellation by the caller (e.g. TanStack Query) is rethrown untouched.
    if (options.signal?.aborted) throw error;
    noteConnection(false);
    throw new ApiError(0, { detail: NETWORK_ERROR });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Sends a request and resolves with the parsed body; throws ApiError for any non-2xx answer. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await withAuth((token) => fetchRaw(path, options, token), options);
  if (res.status < 200 || res.status >= 300) throw new ApiError(res.status, res.body);
  return res.body as T;
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = void>(path: string, options?: BodyOptions) => request<T>(path, { ...options, method: 'DELETE' }),
};
