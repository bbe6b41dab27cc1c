/** Referees: GET/POST /api/job_seekers/referees/, PUT/DELETE /api/job_seekers/referees/{id}/. */
import type { RefereeRow } from '@portal/contract';
import { sectionApi } from './sections';

export const refereesApi = sectionApi<RefereeRow>('referees');
