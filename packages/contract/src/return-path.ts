// Where to come back to after logging in or registering. Kept apart from the account schemas (zod and the phone
// library, a fifth of a megabyte) so that a public page asking only this does not download them.

/** The longest page address carried through login and registration (`next`). */
export const RETURN_PATH_MAX = 500;

/**
 * A page of the portal to come back to after logging in or registering ("/job-detail/12?apply=1"), or null: only a
 * path on this site (one leading slash, no scheme, no "//" or "/\\" that a browser reads as another host), never the
 * API, never the login or registration pages themselves.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_PATH_MAX || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 || c === '\\')) return null;
  const path = value.split(/[?#]/)[0] ?? '';
  if (path.startsWith('/api/') || ['/login', '/register', '/verify-account', '/account-activated'].includes(path))
    return null;
  return value;
}
