/** Publications: GET/POST /api/job_seekers/publications/, PUT/DELETE /api/job_seekers/publications/{id}/. */
import type { PublicationRow } from '@portal/contract';
import { sectionApi } from './sections';

export const publicationsApi = sectionApi<PublicationRow>('publications');
