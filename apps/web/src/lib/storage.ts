/**
 * Browser storage: the keys the existing clients use (spec 000 §3), plus a tiny
 * subscribe/snapshot store so React re-renders when the session changes
 * (same tab through `emit`, other tabs through the `storage` event).
 */
import { forgetSignedInCopies } from './offline';

export const STORAGE_KEYS = {
  access: 'access_token',
  refresh: 'refresh_token',
  user: 'user',
  /** '0' = verification pending; absent = verified. */
  verified: 'verified',
  /** One-time message shown by the header, then removed. */
  alert: 'alert',
  /** The e-mail of the last login attempt refused as unverified, to prefill the resend form. */
  verifyEmail: 'verify_email',
} as const;

/** The user as kept locally, decoded from the access token. */
export interface StoredUser {
  user_id: number;
  email: string;
  first_name: string;
  username: string;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

function read(key: string): string | null {
  // The server renders as a visitor: no storage, and no exception thrown and caught per read (which cost about
  // 1 % of a server-rendered page's CPU).
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode on some phones)
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the session simply does not persist */
  }
}

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/* ---------- JWT ---------- */

/** Decodes a JWT payload without verifying it (the server verifies; we only read claims). */
export function decodeJwt(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** True when the token is unreadable or its `exp` is past (with a small margin for clock skew). */
export function isTokenExpired(token: string | null, marginSeconds = 10): boolean {
  if (!token) return true;
  const exp = decodeJwt(token)?.exp;
  if (typeof exp !== 'number') return true;
  return exp * 1000 <= Date.now() + marginSeconds * 1000;
}

export function userFromAccessToken(token: string | null): StoredUser | null {
  if (!token) return null;
  const claims = decodeJwt(token);
  if (!claims || typeof claims.user_id !== 'number') return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    user_id: claims.user_id,
    email: str(claims.email),
    first_name: str(claims.first_name),
    username: str(claims.username),
  };
}

/* ---------- tokens ---------- */

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.access);
}

export function getRefreshToken(): string | null {
  return read(STORAGE_KEYS.refresh);
}

/** Stores a token pair and the user decoded from the access token. */
export function storeTokens({ access, refresh }: TokenPair): void {
  // Another person signing in on this phone: the last one's offline copies go (a refresh keeps them).
  if (userFromAccessToken(read(STORAGE_KEYS.access))?.user_id !== userFromAccessToken(access)?.user_id)
    forgetSignedInCopies(read(STORAGE_KEYS.access));
  write(STORAGE_KEYS.access, access);
  write(STORAGE_KEYS.refresh, refresh);
  const user = userFromAccessToken(access);
  write(STORAGE_KEYS.user, user ? JSON.stringify(user) : null);
  emit();
}

/** Forgets the session (tokens, user, verification flag) and what was kept offline for it. */
export function clearSession(): void {
  forgetSignedInCopies(read(STORAGE_KEYS.access));
  write(STORAGE_KEYS.access, null);
  write(STORAGE_KEYS.refresh, null);
  write(STORAGE_KEYS.user, null);
  write(STORAGE_KEYS.verified, null);
  emit();
}

/* ---------- verification flag ---------- */

export function setVerificationPending(email?: string): void {
  write(STORAGE_KEYS.verified, '0');
  if (email) write(STORAGE_KEYS.verifyEmail, email);
  emit();
}

export function clearVerificationPending(): void {
  write(STORAGE_KEYS.verified, null);
  emit();
}

export function getVerifyEmail(): string {
  return read(STORAGE_KEYS.verifyEmail) ?? '';
}

/* ---------- one-time alert ---------- */

export function setAlert(message: string): void {
  write(STORAGE_KEYS.alert, message);
  emit();
}

/** Reads the one-time alert and removes it from storage. */
export function takeAlert(): string | null {
  const message = read(STORAGE_KEYS.alert);
  if (message !== null) {
    write(STORAGE_KEYS.alert, null);
    emit();
  }
  return message;
}

/* ---------- snapshot for useSyncExternalStore ---------- */

export interface SessionSnapshot {
  user: StoredUser | null;
  /** A user and a refresh token that has not expired: requests can still be authorised. */
  loggedIn: boolean;
  verificationPending: boolean;
  alert: string | null;
}

let cachedKey = '';

/**
 * What a server-rendered page was rendered with: nobody (the server never sees the browser's storage). The first
 * render in the browser must match it; React then re-renders with the real snapshot.
 */
export const SERVER_SESSION_SNAPSHOT: SessionSnapshot = Object.freeze({
  user: null,
  loggedIn: false,
  verificationPending: false,
  alert: null,
});
export const getServerSessionSnapshot = (): SessionSnapshot => SERVER_SESSION_SNAPSHOT;
let cached: SessionSnapshot = SERVER_SESSION_SNAPSHOT;

/** Returns the same object until one of the underlying values changes (required by useSyncExternalStore). */
export function getSessionSnapshot(): SessionSnapshot {
  const access = getAccessToken();
  const refresh = getRefreshToken();
  const verified = read(STORAGE_KEYS.verified);
  const alert = read(STORAGE_KEYS.alert);
  const refreshValid = !isTokenExpired(refresh, 0);
  const key = JSON.stringify([access, refresh, verified, alert, refreshValid]);
  if (key !== cachedKey) {
    cachedKey = key;
    const user = userFromAccessToken(access);
    const loggedIn = user !== null && refreshValid;
    // A visitor's snapshot is the very object the server rendered with: React compares snapshots by identity, and an
    // equal but new one re-rendered nearly every component of a page right after hydration (issue 31).
    cached =
      user === null && verified !== '0' && alert === null
        ? SERVER_SESSION_SNAPSHOT
        : { user, loggedIn, verificationPending: verified === '0', alert };
  }
  return cached;
}
