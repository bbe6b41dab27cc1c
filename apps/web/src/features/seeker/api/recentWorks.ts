/** Recent works (multipart: image_1 required on create, image_2 optional): GET/POST /api/job_seekers/recent-works/, PUT/DELETE /api/job_seekers/recent-works/{id}/. */
import type { RecentWorkRow } from '@portal/contract';
import { sectionApi } from './sections';

export const recentWorksApi = sectionApi<RecentWorkRow>('recent-works');
