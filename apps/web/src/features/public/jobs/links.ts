// Links into the job search. Kept apart from filters.ts: that file reads the orderings from the contract's
// schema module, which would pull zod into the home page.

/**
 * A copy of `params` with `changes` applied (null or '' removes a key). Any change but a page change
 * goes back to page 1.
 */
export function withChanges(params: URLSearchParams, changes: Record<string, string | number | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** `/jobs?…` for links from other pages (home, groups, companies, footer). */
export function jobsHref(changes: Record<string, string | number | null>): string {
  const qs = withChanges(new URLSearchParams(), changes).toString();
  return qs ? `/jobs?${qs}` : '/jobs';
}
