/** The caller's skills provider record: GET/POST /api/skills/skill-provider/, PUT /api/skills/skill-provider/{id}/. */
import { API, type SkillProvider } from '@portal/contract';
import { ownRecord } from '@/lib/queries/ownRecord';
import { CATALOGUE_COMPETITIONS_KEY, SKILLS_KEY } from './keys';

// The organiser's name shows on the public competitions.
export const {
  keys: providerKeys,
  useMine: useMyProvider,
  useSave: useSaveProvider,
} = ownRecord<SkillProvider>({
  root: SKILLS_KEY,
  name: 'provider',
  list: API.skillProviders,
  one: API.skillProvider,
  shownIn: [CATALOGUE_COMPETITIONS_KEY],
});
