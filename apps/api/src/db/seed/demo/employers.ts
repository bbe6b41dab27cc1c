// The demo's employers and their job adverts: the demo company with 25 adverts, the others sharing the rest,
// about one in seven closed already; pay, places and texts drawn from the trade's template.
import * as schema from '../../schema/index.js';
import { DEMO_COMPANIES, JOB_BENEFITS, JOB_TEMPLATES } from '../content/demo-content.js';
import { UGANDA_CITIES, UGANDA_DISTRICTS } from '../content/uganda.js';
import { DOMAIN, article, escapeHtml, need, round, ul } from './support.js';
import type { DemoContext } from './context.js';

const JOB_COUNT = 200;
const DEMO_COMPANY_JOBS = 25;
type Contract = 'Full Time' | 'Part Time' | 'Contract' | 'Internship' | 'Apprenticeship' | 'Temporary' | 'Volunteer';

const CONTRACT_WEIGHTS: ReadonlyArray<readonly [Contract, number]> = [
  ['Full Time', 46],
  ['Contract', 18],
  ['Part Time', 8],
  ['Temporary', 8],
  ['Internship', 8],
  ['Apprenticeship', 9],
  ['Volunteer', 3],
];

/** `logoKeys`: the stored demo logos, by company (demo/files.ts); a company past their end has none. */
export async function seedEmployers(ctx: DemoContext, logoKeys: readonly string[]) {
  const { tx, rng, cal } = ctx;
  const { districts, cities, jobCategories, functionalAreas, contractTypes, companyCategories } = ctx.names;
  const { uid, companyUser } = ctx.people;
  const companyOwner = (i: number): number => (i === 0 ? companyUser : uid(`${DEMO_COMPANIES[i]?.slug}@${DOMAIN}`));
  const companyRows = await tx
    .insert(schema.companies)
    .values(
      DEMO_COMPANIES.map((c, i) => ({
        userId: companyOwner(i),
        name: c.name,
        noOfEmployees: c.employees,
        address: c.address,
        logo: logoKeys[i] ?? null,
        createdAt: cal.ago(110 - i),
      })),
    )
    .returning({ id: schema.companies.id, userId: schema.companies.userId });
  const companyIdByOwner = new Map(companyRows.map((c) => [c.userId, c.id]));
  const companyIds = DEMO_COMPANIES.map((_, i) => need(companyIdByOwner, companyOwner(i), 'company'));
  const demoCompanyId = companyIds[0] as number;
  await tx.insert(schema.companyCategoryLinks).values(
    DEMO_COMPANIES.flatMap((c, i) =>
      c.categories.map((name) => ({
        companyId: companyIds[i] as number,
        categoryId: need(companyCategories, name, 'company category'),
      })),
    ),
  );

  const citiesByDistrict = new Map<string, string[]>();
  for (const c of UGANDA_CITIES)
    citiesByDistrict.set(c.district, [...(citiesByDistrict.get(c.district) ?? []), c.name]);

  const jobValues: (typeof schema.jobs.$inferInsert)[] = [];
  for (let i = 0; i < JOB_COUNT; i++) {
    const ci = i < DEMO_COMPANY_JOBS ? 0 : rng.int(1, DEMO_COMPANIES.length - 1);
    const company = DEMO_COMPANIES[ci];
    if (!company) throw new Error('company index');
    const category = rng.pick(company.hires);
    const tpl = JOB_TEMPLATES[category];
    const contract = rng.weighted(CONTRACT_WEIGHTS);
    const trainee = contract === 'Internship' || contract === 'Apprenticeship';
    const title = trainee ? tpl.trainee : rng.pick(tpl.titles);

    // Mostly at the company's own town; otherwise a project site elsewhere.
    let district = company.district;
    let city: string | null = company.city;
    const where = rng.next();
    if (where > 0.6 && where <= 0.9) {
      const c = rng.pick(UGANDA_CITIES);
      district = c.district;
      city = c.name;
    } else if (where > 0.9) {
      district = rng.pick(UGANDA_DISTRICTS);
      city = rng.pick([...(citiesByDistrict.get(district) ?? []), null]);
    }
    const town = city ?? `${district} District`;

    let minPay: number | null;
    let maxPay: number | null;
    if (contract === 'Internship' || contract === 'Volunteer') {
      minPay = round(rng.int(150_000, 300_000), 50_000);
      maxPay = minPay + round(rng.int(50_000, 150_000), 50_000);
    } else if (contract === 'Apprenticeship') {
      minPay = round(rng.int(250_000, 350_000), 50_000);
      maxPay = minPay + round(rng.int(50_000, 150_000), 50_000);
    } else {
      const scale = contract === 'Part Time' ? 0.6 : 1;
      const [lo, hi] = tpl.pay;
      minPay = Math.max(300_000, round(rng.int(lo, Math.round(lo + (hi - lo) * 0.6)) * scale, 50_000));
      maxPay = Math.min(3_500_000, minPay + round(rng.int(150_000, Math.max(200_000, hi - lo)), 50_000));
    }
    if (rng.chance(0.07)) {
      minPay = null;
      maxPay = null;
    }

    // About one in seven adverts has closed already; those were posted a few weeks before closing.
    const closed = rng.chance(0.15);
    const deadlineOffset = closed ? rng.int(-25, -1) : rng.int(3, 60);
    const deadline = cal.day(deadlineOffset);
    const posted = cal.ago(closed ? -deadlineOffset + rng.int(21, 40) : rng.int(0, 40), rng.int(0, 20));

    const duties = rng.sample(tpl.duties, 4);
    const description =
      `<p><strong>${escapeHtml(company.name)}</strong> ${escapeHtml(company.blurb)} ` +
      `We are looking for ${article(title)} ${escapeHtml(title)} to join our team in ${escapeHtml(town)}.</p>` +
      `<p><strong>Key responsibilities</strong></p>${ul(duties)}` +
      `<p>We offer ${escapeHtml(rng.pick(JOB_BENEFITS))}.</p>`;
    const qualifications = trainee
      ? ul([
          'Certificate or ongoing course in the trade at a recognised technical institute',
          'Willingness to learn on the job and follow safety rules',
          'Aged 18 to 30',
        ])
      : ul(tpl.qualifications);
    const applicationProcedure =
      `<p>Apply through this portal, or deliver an application letter, CV, copies of academic and trade test certificates and a copy of your National ID to ` +
      `<strong>${escapeHtml(company.address)}</strong>, by <strong>${cal.long(deadline)}</strong>.</p>` +
      '<p>Only shortlisted candidates will be contacted.</p>';

    jobValues.push({
      companyId: companyIds[ci] as number,
      title,
      jobCategoryId: need(jobCategories, category, 'job category'),
      functionAreaId: need(functionalAreas, tpl.area, 'functional area'),
      locationId: need(districts, district, 'district'),
      cityId: city ? need(cities, city, 'city').id : null,
      contractTypeId: need(contractTypes, contract, 'contract type'),
      description,
      qualifications,
      applicationProcedure,
      availablePositions: rng.weighted([
        [1, 40],
        [2, 25],
        [3, 12],
        [4, 8],
        [5, 6],
        [8, 5],
        [10, 4],
      ]),
      minPay,
      maxPay,
      submissionDeadline: deadline,
      // Every demo job takes applications in the portal: an outside link would lead to a site that does not exist.
      jobLink: null,
      posted,
      updatedAt: posted,
    });
  }
  const jobRows = await tx.insert(schema.jobs).values(jobValues).returning({
    id: schema.jobs.id,
    companyId: schema.jobs.companyId,
    title: schema.jobs.title,
    jobCategoryId: schema.jobs.jobCategoryId,
    submissionDeadline: schema.jobs.submissionDeadline,
    posted: schema.jobs.posted,
    jobLink: schema.jobs.jobLink,
  });
  const companyName = new Map(companyIds.map((id, i) => [id, DEMO_COMPANIES[i]?.name ?? '']));
  const today = cal.day(0);
  const openJobs = jobRows.filter((j) => j.submissionDeadline >= today && j.jobLink === null);
  return { demoCompanyId, jobRows, companyName, openJobs, today };
}
export type Employers = Awaited<ReturnType<typeof seedEmployers>>;
