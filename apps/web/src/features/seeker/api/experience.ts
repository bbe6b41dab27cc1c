/** Work experience: GET/POST /api/job_seekers/experience/, PUT/DELETE /api/job_seekers/experience/{id}/. */
import type { ExperienceRow } from '@portal/contract';
import { sectionApi } from './sections';

export const experienceApi = sectionApi<ExperienceRow>('experience');
