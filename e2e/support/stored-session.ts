// What the app keeps in localStorage for a session (apps/web/src/lib/storage.ts): the token pair and the user,
// written the app's way so a test or a benchmark starts signed in without driving the login form.

/** The user the app keeps beside the tokens: the access token's claims. */
export function storedUser(access: string) {
  const claims = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
  return {
    user_id: claims.user_id,
    email: claims.email ?? '',
    first_name: claims.first_name ?? '',
    username: claims.username ?? '',
  };
}

export type StoredSession = { access: string; refresh: string; user: ReturnType<typeof storedUser> };

/**
 * Runs in the page (it refers to nothing outside itself): stores the session as the app does; with `keepExisting`,
 * only when there is none (the app rotates the refresh token, and a later page must keep the app's newer one).
 */
export function storeSession({
  access,
  refresh,
  user,
  keepExisting = false,
}: StoredSession & { keepExisting?: boolean }) {
  if (keepExisting && localStorage.getItem('access_token')) return;
  localStorage.setItem('access_token', access);
  localStorage.setItem('refresh_token', refresh);
  localStorage.setItem('user', JSON.stringify(user));
}
