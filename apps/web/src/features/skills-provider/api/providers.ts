/** The caller's skills provider record: GET/POST /api/skills/skill-provider/, PUT /api/skills/skill-provider/{id}/. */
import type { SkillProvider } from '@portal/contract';
import { ownRecord } from '@/lib/queries/ownRecord';
import { CATALOGUE_COMPETITIONS_KEY, SKILLS, SKILLS_KEY } from './paths';

// The organiser's name shows on the public competitions.
export const {
  keys: providerKeys,
  useMine: useMyProvider,
  useSave: useSaveProvider,
} = ownRecord<SkillProvider>({
  root: SKILLS_KEY,
  name: 'provider',
  list: SKILLS.providers,
  one: SKILLS.provider,
  shownIn: [CATALOGUE_COMPETITIONS_KEY],
});
