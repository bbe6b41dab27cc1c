// Job seeker profile rows → the wire shapes of spec 001 §3 (the profile, the employer's full view, the dashboard).
import type { JobSeeker, JobSeekerFullProfile, ProfileCompleteness, SeekerDashboard } from '@portal/contract';
import type { RowOf } from '../../db/typed-sql.js';
import type { FileLink } from './file-links.js';
import type { PERSON_COLUMNS, PROFILE_COLUMNS } from './profile.service.js';
import type { SectionsDb } from './sections.service.js';
import { presentSections } from './sections.presenter.js';

export type ProfileDb = RowOf<typeof PROFILE_COLUMNS>;

export const presentJobSeeker = (r: ProfileDb, link: FileLink): JobSeeker => ({
  id: r.id,
  user: r.user_id,
  job_category: r.job_category.map((c) => ({ id: c.id, name: c.name })),
  district: { id: r.district_id, name: r.district_name },
  city: { id: r.city_id, name: r.city_name },
  physical_address: r.physical_address,
  date_of_birth: r.date_of_birth,
  language: r.language,
  marital_status: r.marital_status_id === null ? null : { id: r.marital_status_id, name: r.marital_status_name ?? '' },
  share_personal_details: r.share_personal_details,
  discoverable: r.discoverable,
  head_line: r.head_line,
  personal_statment: r.personal_statment,
  cv_upload: link(r.cv_upload),
  other_document: link(r.other_document),
});

export type PersonDb = RowOf<typeof PERSON_COLUMNS>;

export type { SectionsDb };

/**
 * The full profile as `viewerId` may see it: an employer sees the date of birth and marital status only when the
 * seeker chose to share them; the seeker always sees their own.
 */
export function presentFullProfile(
  profile: ProfileDb,
  person: PersonDb,
  sections: SectionsDb,
  completeness: ProfileCompleteness,
  link: FileLink,
  viewerId: number,
): JobSeekerFullProfile {
  const shown = profile.user_id === viewerId || profile.share_personal_details;
  return {
    ...presentJobSeeker(profile, link),
    ...(shown ? {} : { date_of_birth: null, marital_status: null }),
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    gender: person.gender,
    phone_number: person.phone_number,
    alternative_contact: person.alternative_contact,
    profile_pic: link(person.profile_pic),
    ...presentSections(sections, profile.id, link),
    completeness,
  };
}

export const presentDashboard = (
  r: { job_seeker_id: number | null; saved_jobs: number; applications: number; unseen_notifications: number },
  completeness: ProfileCompleteness,
): SeekerDashboard => ({
  has_profile: r.job_seeker_id !== null,
  job_seeker_id: r.job_seeker_id,
  saved_jobs: r.saved_jobs,
  applications: r.applications,
  unseen_notifications: r.unseen_notifications,
  completeness,
});
