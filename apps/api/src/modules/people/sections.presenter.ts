// CV section rows → the wire shapes of spec 001 §3. Rows come from SQL (snake_case, the wire's own names) or from
// json_agg in the full profile, where dates are already 'yyyy-MM-dd' text and numeric is a JSON number.
import type {
  CertificationRow,
  EducationRow,
  ExperienceRow,
  PublicationRow,
  RecentWorkRow,
  RefereeRow,
  SkillRow,
} from '@portal/contract';
import type { FileLink } from './file-links.js';
import type { SectionJson, SectionName, SectionRow, SectionsDb } from './sections.service.js';

/** A section's row from a query (numeric as text) or from the full profile's json_agg (numeric as a number). */
type Either<N extends SectionName> = SectionRow<N> | SectionJson<N>;
export type SkillDb = Either<'skills'>;
/** json_agg rows carry no join: the full profile adds the owner's profile id. */
export type ExperienceDb = SectionRow<'experience'> | (SectionJson<'experience'> & { job_seeker: number | null });
export type EducationDb = Either<'education'>;
export type CertificationDb = Either<'certifications'>;
export type RecentWorkDb = Either<'recent-works'>;
export type PublicationDb = Either<'publications'>;
export type RefereeDb = Either<'referees'>;

export const presentSkill = (r: SkillDb): SkillRow => ({ id: r.id, name: r.name });

export const presentExperience = (r: ExperienceDb): ExperienceRow => ({
  id: r.id,
  designation: r.designation,
  organisation_name: r.organisation_name,
  start_date: r.start_date,
  end_date: r.end_date,
  current_employment: r.current_employment,
  duties_and_skills: r.duties_and_skills,
  job_seeker: r.job_seeker,
});

export const presentEducation = (r: EducationDb): EducationRow => ({
  id: r.id,
  school: r.school,
  certification: r.certification,
  total_score: Number(r.total_score),
  grades: r.grades,
  start_date: r.start_date,
  end_date: r.end_date,
});

export const presentCertification = (r: CertificationDb, link: FileLink): CertificationRow => ({
  id: r.id,
  title: r.title,
  granting_organisation: r.granting_organisation,
  date_granted: r.date_granted,
  expiry_date: r.expiry_date,
  certificate: link(r.certificate),
});

export const presentRecentWork = (r: RecentWorkDb, link: FileLink): RecentWorkRow => ({
  id: r.id,
  work_done: r.work_done,
  client_name: r.client_name,
  client_contact: r.client_contact,
  date_stated: r.date_stated,
  date_finished: r.date_finished,
  description: r.description,
  image_1: link(r.image_1),
  image_2: link(r.image_2),
});

export const presentPublication = (r: PublicationDb): PublicationRow => ({
  id: r.id,
  topic: r.topic,
  location: r.location,
  publication_link: r.publication_link,
  date_published: r.date_published,
  description: r.description,
});

export const presentReferee = (r: RefereeDb): RefereeRow => ({
  id: r.id,
  name: r.name,
  title: r.title,
  organisation: r.organisation,
  contact: r.contact,
});

/** Every CV section of the full profile `profileId`, under its key there. */
export const presentSections = (sections: SectionsDb, profileId: number, link: FileLink) => ({
  skills: sections.skills.map(presentSkill),
  // json_agg rows carry no join: every experience belongs to this profile.
  experiences: sections.experiences.map((e) => presentExperience({ ...e, job_seeker: profileId })),
  education: sections.education.map(presentEducation),
  certifications: sections.certifications.map((c) => presentCertification(c, link)),
  recent_works: sections.recent_works.map((w) => presentRecentWork(w, link)),
  publications: sections.publications.map(presentPublication),
  referees: sections.referees.map(presentReferee),
});
