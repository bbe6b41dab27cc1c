// Decision 005: the trainings and competitions lists share one path between the public pages and the providers'
// manage tables. Which list a caller gets is decided here, once, for both:
//   scope=public  the public list, for anyone (a stale token is ignored, decision 002);
//   scope=own     the caller's own rows: a visitor or a stale token gets 401 (token_not_valid when a token was sent,
//                 so the client refreshes and asks again), a user without the account type 403;
//   no scope      own rows for a holder of the account type, the public list for everyone else.
// The manage pages always send scope=own, so an expired token can never show a provider the public list.
import type { GroupName, LIST_SCOPES } from '@portal/contract';
import type { Database } from '../db/client.js';
import { missingUser, type AuthUser } from './auth.js';
import { forbidden } from './errors.js';
import { holdsGroup } from './groups.js';

export type ListScope = (typeof LIST_SCOPES)[number];

/** The pure rule, for callers that already know whether the caller holds the group. */
export function listScopeRule(
  asked: ListScope | undefined,
  signedIn: boolean,
  holdsGroup: boolean,
): ListScope | 'unauthenticated' | 'forbidden' {
  if (asked === 'public') return 'public';
  if (asked === 'own') return !signedIn ? 'unauthenticated' : holdsGroup ? 'own' : 'forbidden';
  return signedIn && holdsGroup ? 'own' : 'public';
}

/**
 * The list this request gets, or the 401/403 it must answer. The group is looked up only for a signed-in caller who
 * did not ask for the public list.
 */
export async function resolveListScope(
  db: Database,
  req: { user: AuthUser | null; headers: { authorization?: string | undefined } },
  asked: ListScope | undefined,
  group: GroupName,
  notHolderMessage: string,
): Promise<ListScope> {
  const holds = req.user !== null && asked !== 'public' ? await holdsGroup(db, req.user.id, group) : false;
  const scope = listScopeRule(asked, req.user !== null, holds);
  if (scope === 'unauthenticated') throw missingUser(req);
  if (scope === 'forbidden') throw forbidden(notHolderMessage);
  return scope;
}
