// Who may do what to a skills provider record, its competitions and the applications to them. Another provider's
// row reads as missing (404); a whole area the caller's account type does not open is forbidden (403).
import type { LIST_SCOPES } from '@portal/contract';
import type { AuthUser } from '../../lib/auth.js';

export type ListScope = (typeof LIST_SCOPES)[number];

type ProviderRow = { userId: number; active: boolean };
/** A competition (or an application to one) with the user owning its provider, and whether that provider is active. */
type OwnedByProvider = { owner_id: number; provider_active: boolean };

export const skillsPolicy = {
  /** The record is its owner's alone, and only while active: a deactivated one is out of reach until restored. */
  ownsProvider: (actor: AuthUser, row: ProviderRow) => row.active && row.userId === actor.id,
  /** Posting competitions needs an active provider record and the SkillProvider account type. */
  canPostCompetitions: (provider: { active: boolean } | undefined, holdsProviderGroup: boolean) => holdsProviderGroup && provider?.active === true,
  /** A competition is managed by the owner of its (active) provider only. */
  ownsCompetition: (actor: AuthUser, row: OwnedByProvider) => row.provider_active && row.owner_id === actor.id,
  /** Applications to a competition are seen and removed by the competition's provider only. */
  canSeeApplication: (actor: AuthUser, row: OwnedByProvider) => row.provider_active && row.owner_id === actor.id,
  /** The list of applications is the SkillProvider account type's. */
  canListApplications: (holdsProviderGroup: boolean) => holdsProviderGroup,
  /** Applying in the portal is for job seekers. */
  canApply: (holdsJobSeekerGroup: boolean) => holdsJobSeekerGroup,
  /**
   * Which competitions list a caller gets (decision 005): `public` for anyone who asks; `own` only with the group
   * (else forbidden, or unauthenticated for a visitor); no scope means own for a provider and public for the rest.
   */
  listScope: (actor: AuthUser | null, asked: ListScope | undefined, holdsProviderGroup: boolean): ListScope | 'unauthenticated' | 'forbidden' => {
    if (asked === 'public') return 'public';
    if (asked === 'own') return !actor ? 'unauthenticated' : holdsProviderGroup ? 'own' : 'forbidden';
    return actor && holdsProviderGroup ? 'own' : 'public';
  },
};
