// Every page of every role, with the ids its detail pages need: the list the whole-app browser tests walk
// (layout-widths.spec.ts, every-word-translated.spec.ts). layout-widths checks it against the route table, so a new
// page cannot be left out.
import { DEMO } from './accounts';
import { authHeader } from './session';
import { expect, type APIRequestContext } from './test';

export type Role = keyof typeof DEMO | 'visitor';

/** Ids the detail pages need, read from the API (the demo data has each). */
export async function demoIds(request: APIRequestContext) {
  // Each signed-in read logs in just before it: the test server's access tokens live 4 s, less than a few logins
  // take on a busy machine.
  const first = async (path: string, account?: string) => {
    const headers = account ? await authHeader(request, account) : undefined;
    const res = await request.get(path, { headers });
    expect(res.status(), path).toBe(200);
    const body = (await res.json()) as { results?: { id: number }[] } | { id: number }[];
    const rows = Array.isArray(body) ? body : (body.results ?? []);
    expect(rows.length, `${path} has a row`).toBeGreaterThan(0);
    return rows[0]!;
  };
  const id = async (path: string, account?: string) => (await first(path, account)).id;
  const application = (await first('/api/employer/company-job-applications/?page_size=1', DEMO.company)) as unknown as {
    job_seeker_id: number;
  };
  return {
    job: await id('/api/employer/jobs/?page_size=1'),
    training: await id('/api/trainings/trainings/?page_size=1'),
    competition: await id('/api/skills/skillscompetition/?page_size=1'),
    event: await id('/api/careers/careerevent/?page_size=1'),
    centre: await id('/api/careers/counsellingcenter/?page_size=1'),
    notification: await id('/api/common/notifications/?page_size=1', DEMO.seeker),
    competitionApplication: await id('/api/skills/skillsapplications/?page_size=1', DEMO.skillProvider),
    applicant: application.job_seeker_id,
    companyJob: await id('/api/employer/company-jobs/?page_size=1', DEMO.company),
  };
}

type Ids = Awaited<ReturnType<typeof demoIds>>;

/** The pages each role is shown, with the detail pages' ids filled in. */
export function pagesOf(role: Role, ids: Ids): string[] {
  switch (role) {
    case 'visitor':
      return [
        '/',
        '/jobs',
        `/job-detail/${ids.job}`,
        '/browse-job-filter-list',
        '/browse-job-filter-grid',
        '/category-all-jobs',
        '/company-internships',
        '/category-jobs',
        '/category-location-jobs',
        '/category-designations-jobs',
        '/category-skill-jobs',
        '/category-company-jobs',
        '/companies',
        '/trainings',
        `/training-detail/${ids.training}`,
        `/trainings/${ids.training}`,
        '/skills',
        '/skills-competitions',
        `/competition-detail/${ids.competition}`,
        '/events',
        `/event-detail/${ids.event}`,
        '/counselling-centers',
        `/counselling-centers/${ids.centre}`,
        '/information-hub',
        '/about-us',
        '/privacy',
        '/terms',
        '/login',
        '/register',
        '/verify-account',
        '/verify-phone?phone=%2B256772123456',
        '/account-activated',
        '/forgot-password',
        '/reset-password',
        '/become-company',
        '/no-such-page',
        '/job-alerts/unsubscribe/not-a-real-alert-link-000000',
      ];
    case 'seeker':
      return [
        '/dashboard',
        '/profile',
        '/favorite-jobs',
        '/my-competitions',
        '/jobs-alerts',
        '/saved-searches',
        '/jobs-my-resume',
        '/user-profile',
        '/jobs-applied-job',
        `/notification-detail/${ids.notification}`,
        '/jobs-change-password',
        '/privacy-and-data',
        '/sign-in-details',
        '/account-type-picker',
        '/other-type-picker',
        '/become-job-seeker',
        '/become-trainer',
        '/become-skill-provider',
        '/become-career-counsellor',
      ];
    case 'company':
      return [
        '/company-dashboard',
        '/company-profile',
        '/company-manage-job',
        '/company-manage-job-applications',
        '/company-resume',
        '/company-post-job',
        `/user-profile?id=${ids.applicant}`,
        `/company-suggested-candidates?job=${ids.companyJob}`,
      ];
    case 'trainer':
      return ['/trainer-dashboard', '/trainer-post-training', '/trainer-manage-training', '/trainer-profile'];
    case 'skillProvider':
      return [
        '/skill-provider-profile',
        '/post-skill',
        '/manage-competitions',
        '/skills-applications',
        `/completion-application-detail/${ids.competitionApplication}`,
      ];
    case 'counsellor':
      return [
        '/counsellor-profile',
        '/counselling-center',
        '/career-resources',
        '/post-career-resource',
        '/career-events',
        '/post-career-event',
      ];
    case 'ministry':
      return [
        '/dashboard',
        '/ministry',
        '/ministry/report',
        '/ministry/companies',
        '/ministry/reports',
        '/ministry/audit-log',
        '/ministry/content',
        '/ministry/documents',
        '/ministry/translations',
        '/ministry/trade-synonyms',
        '/ministry/ussd-simulator',
      ];
  }
}

export const ROLES: Role[] = ['visitor', 'seeker', 'company', 'trainer', 'skillProvider', 'counsellor', 'ministry'];
