// Who may do what to a counsellor profile, a counselling centre, a career resource or a career event. Another
// user's row reads as missing (404); counsellor work without an active counsellor profile is refused (403).
import type { AuthUser } from '../../lib/auth.js';

/** The caller's standing: whether they hold the CarrierCouncillor group and whether their profile is active. */
export type CounsellorStanding = { holdsGroup: boolean; active: boolean };
type Owned = { userId: number | null; active: boolean };

export const careersPolicy = {
  /** Centres, resources and events are managed by counsellors: the group and an active profile, both. */
  isCounsellor: (s: CounsellorStanding) => s.holdsGroup && s.active,
  /** The profile is its owner's alone, and only while active: a deactivated one is out of reach until restored. */
  ownsProfile: (actor: AuthUser, row: Owned) => row.active && row.userId === actor.id,
  /** A centre run by the caller (centres loaded as data have no owner and are nobody's to change). */
  ownsCenter: (actor: AuthUser, row: Owned) => row.active && row.userId === actor.id,
  /** A resource or event posted by the caller. */
  ownsPost: (actor: AuthUser, row: { userId: number | null }) => row.userId === actor.id,
  /** A counsellor may pick any active centre, or keep the one already chosen even after it closed. */
  canChooseCenter: (center: { active: boolean } | undefined, current: number | null, chosen: number) =>
    center !== undefined && (center.active || chosen === current),
};
