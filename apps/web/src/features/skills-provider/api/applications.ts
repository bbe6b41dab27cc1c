/** Applications to the provider's competitions: GET /api/skills/skillsapplications/ (paged), GET and DELETE /{id}/. */
import type { SkillsApplication } from '@portal/contract';
import { ownedItems } from '@/lib/queries/ownedItems';
import { CATALOGUE_COMPETITIONS_KEY, SKILLS, SKILLS_KEY } from './paths';

// Removing one changes the applicant's "Applied" state on the public competition.
const applications = ownedItems<SkillsApplication>({
  root: SKILLS_KEY,
  name: 'applications',
  list: SKILLS.applications,
  one: SKILLS.application,
  shownIn: [CATALOGUE_COMPETITIONS_KEY],
});

export const {
  keys: applicationKeys,
  useList: useSkillsApplications,
  useOne: useSkillsApplication,
  useDelete: useDeleteApplication,
} = applications;
