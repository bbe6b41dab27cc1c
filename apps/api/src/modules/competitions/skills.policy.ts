// Who may do what to a skills provider record, its competitions and the applications to them. Another provider's
// row reads as missing (404); a whole area the caller's account type does not open is forbidden (403).
import type { AuthUser } from '../../lib/auth.js';

type ProviderRow = { userId: number; active: boolean };
/** A competition (or an application to one) with the user owning its provider, and whether that provider is active. */
type OwnedByProvider = { owner_id: number; provider_active: boolean };

export const skillsPolicy = {
  /** The record is its owner's alone, and only while active: a deactivated one is out of reach until restored. */
  ownsProvider: (actor: AuthUser, row: ProviderRow) => row.active && row.userId === actor.id,
  /** Posting competitions needs an active provider record and the SkillProvider account type. */
  canPostCompetitions: (provider: { active: boolean } | undefined, holdsProviderGroup: boolean) =>
    holdsProviderGroup && provider?.active === true,
  /** A competition is managed by the owner of its (active) provider only. */
  ownsCompetition: (actor: AuthUser, row: OwnedByProvider) => row.provider_active && row.owner_id === actor.id,
  /** Applications to a competition are seen and removed by the competition's provider only. */
  canSeeApplication: (actor: AuthUser, row: OwnedByProvider) => row.provider_active && row.owner_id === actor.id,
  /** The list of applications is the SkillProvider account type's. */
  canListApplications: (holdsProviderGroup: boolean) => holdsProviderGroup,
  /** Applying in the portal is for job seekers. */
  canApply: (holdsJobSeekerGroup: boolean) => holdsJobSeekerGroup,
};
