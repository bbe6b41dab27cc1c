/** Certifications (multipart: certificate file): GET/POST /api/job_seekers/certifications/, PUT/DELETE /api/job_seekers/certifications/{id}/. */
import type { CertificationRow } from '@portal/contract';
import { sectionApi } from './sections';

export const certificationsApi = sectionApi<CertificationRow>('certifications');
