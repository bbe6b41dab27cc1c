/** Applications to the provider's competitions: GET /api/skills/skillsapplications/ (paged), GET and DELETE /{id}/. */
import { API, type SkillsApplication } from '@portal/contract';
import { ownedItems } from '@/lib/queries/ownedItems';
import { CATALOGUE_COMPETITIONS_KEY, SKILLS_KEY } from './keys';

// Removing one changes the applicant's "Applied" state on the public competition.
const applications = ownedItems<SkillsApplication>({
  root: SKILLS_KEY,
  name: 'applications',
  list: API.competitionApplications,
  one: API.competitionApplication,
  shownIn: [CATALOGUE_COMPETITIONS_KEY],
});

export const {
  keys: applicationKeys,
  useList: useSkillsApplications,
  useOne: useSkillsApplication,
  useDelete: useDeleteApplication,
} = applications;
