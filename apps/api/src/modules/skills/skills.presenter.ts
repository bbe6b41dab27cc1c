// Skills competition rows → the wire shape of spec 000 §3 / 002 §3 (competitionSchema).
import type { Competition } from '@portal/contract';
import { mediaUrl } from '../../lib/storage.js';

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
});
