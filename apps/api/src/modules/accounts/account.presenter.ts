// Account rows → the wire shapes of spec 000 §3 and 001 §3.
import type { UserDetail } from '@portal/contract';
import { mediaUrl } from '../../lib/storage.js';

export type UserRow = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  emailVerifiedAt: Date | null;
  phone: string | null;
  phoneVerifiedAt: Date | null;
  smsDecisions: boolean;
  smsInvitations: boolean;
  createdAt: Date;
};
export type ProfileRow = {
  id: number;
  profilePic: string | null;
  gender: string | null;
  phoneNumber: string | null;
  alternativeContact: string | null;
};

export function presentUser(
  publicUrl: string,
  user: UserRow,
  profile: ProfileRow,
  groups: string[],
  favourites: { id: number; job: number }[],
): UserDetail {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_active: user.isActive,
    // The account is usable once one of its identifiers was proved (a phone account has no address).
    is_verified: user.emailVerifiedAt !== null || user.phoneVerifiedAt !== null,
    groups: groups.map((name) => ({ name })),
    profile_id: profile.id,
    profile_pic: mediaUrl(publicUrl, profile.profilePic),
    gender: profile.gender,
    phone_number: profile.phoneNumber,
    alternative_contact: profile.alternativeContact,
    phone: user.phone,
    phone_verified: user.phoneVerifiedAt !== null,
    sms_decisions: user.smsDecisions,
    sms_invitations: user.smsInvitations,
    favourite_jobs: favourites,
    date_joined: user.createdAt.toISOString(),
  };
}
