/** Education history: GET/POST /api/job_seekers/education/, PUT/DELETE /api/job_seekers/education/{id}/. */
import type { EducationRow } from '@portal/contract';
import { sectionApi } from './sections';

export const educationApi = sectionApi<EducationRow>('education');
