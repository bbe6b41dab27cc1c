// Skills rows → the wire shapes of spec 000 §3 / 002 §3: competitions (competitionSchema), skills provider records
// (skillProviderSchemaOut) and applications to competitions (skillsApplicationSchema and the applicant's receipt).
import type { Competition, SkillProvider, SkillsApplication } from '@portal/contract';
import type { RowOf } from '../../db/typed-sql.js';
import { mediaUrl } from '../../lib/storage.js';
import type { APPLICATION_COLUMNS } from './competition-applications.service.js';

export type CompetitionRow = {
  id: number;
  competitionTitle: string;
  description: string;
  guidelines: string;
  location: string;
  startDate: string;
  endDate: string;
  applicationLink: string | null;
  logo: string | null;
  providerName: string;
  hasApplied: boolean;
};

export const presentCompetition = (publicUrl: string, r: CompetitionRow): Competition => ({
  id: r.id,
  competition_title: r.competitionTitle,
  description: r.description,
  guidelines: r.guidelines,
  location: r.location,
  start_date: r.startDate,
  end_date: r.endDate,
  application_link: r.applicationLink,
  logo: mediaUrl(publicUrl, r.logo),
  provider_name: r.providerName,
  has_applied: r.hasApplied,
});

export type SkillProviderRow = { id: number; userId: number; title: string; location: string; description: string };

export const presentSkillProvider = (r: SkillProviderRow): SkillProvider => ({
  id: r.id,
  title: r.title,
  location: r.location,
  description: r.description,
  user: r.userId,
});

/** An application joined to its competition and applicant (snake_case: SQL aliases; `created` as PostgreSQL's text). */
export type SkillsApplicationRow = RowOf<typeof APPLICATION_COLUMNS>;

export const presentSkillsApplication = (r: SkillsApplicationRow): SkillsApplication => ({
  id: r.id,
  competition: r.competition_id,
  competition_title: r.competition_title,
  applicant_name: r.applicant_name,
  applicant_email: r.applicant_email,
  // An empty stored number is no number.
  applicant_phone: r.applicant_phone?.trim() ? r.applicant_phone : null,
  created: new Date(r.created).toISOString(),
});

export const presentReceipt = (r: { id: number; competitionId: number; created: Date }) => ({
  id: r.id,
  competition: r.competitionId,
  created: r.created.toISOString(),
});
