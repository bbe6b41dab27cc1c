/** Key skills: GET/POST /api/job_seekers/skills/, PUT/DELETE /api/job_seekers/skills/{id}/. */
import type { SkillRow } from '@portal/contract';
import { sectionApi } from './sections';

export const skillsApi = sectionApi<SkillRow>('skills');
