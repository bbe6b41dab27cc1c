// The server renderer's in-process reads answer exactly what the same request through HTTP answers a visitor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { make } from '../../test/factories.js';

let t: TestContext;
/** One URL of each kind the public pages read, with the seeded objects' ids. */
let urls: string[];

beforeAll(async () => {
  t = await buildTestApp();
  const company = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }), { name: 'Acme Works' });
  const jobs = [];
  for (const title of ['Welder', 'Electrician', 'Motor Mechanic', 'Welding Assistant'])
    jobs.push(await make.job(t.db, company, { title }));
  const trainer = await make.trainer(t.db);
  const training = await make.training(t.db, trainer);
  const provider = await make.skillProvider(t.db);
  const competition = await make.competition(t.db, provider);
  const counsellor = await make.counsellor(t.db);
  const event = await make.careerEvent(t.db, { userId: counsellor.user.id });
  const centre = await make.counsellingCenter(t.db, { userId: counsellor.user.id });
  const job = jobs[0]!;
  urls = [
    `/api/employer/jobs/${job.id}/`,
    '/api/employer/jobs/?ordering=-posted&page_size=10',
    '/api/employer/jobs/?search=weld&ordering=relevance&page=1&page_size=2',
    '/api/employer/jobs/?search=weld&page=2&page_size=1',
    `/api/employer/jobs/?sector=${job.jobCategoryId}&location=${job.locationId}&min_pay=100000&page_size=5`,
    '/api/employer/jobs/?contract_type=Full%20Time&city=Kampala&verified=true',
    '/api/employer/job-groups/?by=category',
    '/api/employer/job-groups/?by=location',
    '/api/employer/company-directory/?page=1&page_size=20',
    '/api/employer/company-directory/?letter=A&page_size=20',
    '/api/employer/categories/',
    '/api/common/job-categories/',
    '/api/common/districts/',
    '/api/common/cities/',
    '/api/common/functional-areas/',
    '/api/common/contract-types/',
    '/api/common/marital-status/',
    '/api/common/stats/',
    '/api/common/contact/',
    '/api/common/testimonials/',
    '/api/common/partners/',
    '/api/trainings/skillscategories/',
    '/api/trainings/trainings/?page=1&page_size=10&scope=public',
    `/api/trainings/trainings/${training.id}/`,
    '/api/skills/skillscompetition/?ordering=start_date&page_size=10&scope=public',
    `/api/skills/skillscompetition/${competition.id}/`,
    '/api/careers/careerevent/?page=1&page_size=10&scope=public',
    `/api/careers/careerevent/${event.id}/`,
    '/api/careers/counsellingcenter/?search=a&page_size=10',
    `/api/careers/counsellingcenter/${centre.id}/`,
    '/api/careers/careerresources/',
    '/api/careers/careerservices/',
    '/api/info_hub/Policies/',
    '/api/info_hub/employer-frameworks/',
  ];
});
afterAll(() => t.app.close());

const viaHttp = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, contentType: res.headers['content-type'], text: res.body };
};

describe('the public reads the server renderer calls in-process', () => {
  it('answer the same bytes as HTTP does for a visitor', async () => {
    for (const url of urls) {
      const http = await viaHttp(url);
      expect(http.status, `${url}: ${http.text}`).toBe(200);
      expect(await t.app.visitorReads.read(url), url).toEqual(http);
    }
  });

  it('leave to HTTP what HTTP answers with an error: an unknown object, a query that fails validation', async () => {
    for (const url of [
      '/api/employer/jobs/999999999/',
      '/api/employer/jobs/abc/',
      '/api/employer/jobs/?page=99',
      '/api/employer/jobs/?page_size=-1',
      '/api/employer/job-groups/?by=nothing',
      '/api/careers/careerevent/999999/',
    ]) {
      expect(await t.app.visitorReads.read(url), url).toBeNull();
      expect((await viaHttp(url)).status, url).toBeGreaterThanOrEqual(400);
    }
  });

  it('leave to HTTP every route that is not a plain public read', async () => {
    const paths = t.app.visitorReads.paths();
    // Signed-in routes, writes, and a GET that changes something (the verification mail's link).
    for (const path of [
      '/api/job_seekers/profile/',
      '/api/notifications/',
      '/api/employer/company/',
      '/api/account/verify-email/',
    ])
      expect(paths, path).not.toContain(path);
    expect(await t.app.visitorReads.read('/api/account/verify-email/?token=x')).toBeNull();
    expect(await t.app.visitorReads.read('/api/job_seekers/profile/')).toBeNull();
    // A route whose handler sends its own answer (a stored file) goes through HTTP.
    expect(await t.app.visitorReads.read('/api/files/pictures/none.png')).toBeNull();
  });
});
