/**
 * The page to come back to after logging in or registering, carried as `?next=` through the login page, the
 * registration, the verification mail's link and the activated page (the API keeps it in the link).
 */
import { useSearchParams } from 'react-router';
import { safeReturnPath } from '@portal/contract';

/** "/login" with the page to come back to: `/login?next=%2Fjob-detail%2F12%3Fapply%3D1`. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeReturnPath(next);
  return safe ? `${path}?next=${encodeURIComponent(safe)}` : path;
}

/** The `next` of the address bar when it is a page of the portal, else null. */
export function useNextParam(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('next'));
}

/** A job's page asking to open its apply dialog once the visitor is signed in. */
export const applyReturnPath = (jobId: number) => `/job-detail/${jobId}?apply=1`;
