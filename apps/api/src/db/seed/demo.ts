// A believable demo portal: one ready account per group, companies, jobs, trainings, competitions, events,
// counselling centres and documents. Deterministic (seeded PRNG); dates are relative to today.
import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema/index.js';
import type { JobApplicationStatus } from '../schema/index.js';
import {
  CENTRE_TEMPLATES,
  CENTRE_TERMS,
  COMPETITION_TEMPLATES,
  DEMO_COMPANIES,
  EVENT_TEMPLATES,
  FRAMEWORK_DOCUMENTS,
  JOB_BENEFITS,
  JOB_TEMPLATES,
  POLICY_DOCUMENTS,
  RESOURCE_DOCUMENTS,
  TESTIMONIALS,
  TRAINING_TEMPLATES,
  type DocumentText,
  type JobCategoryName,
} from './content/demo-content.js';
import { UGANDA_CITIES, UGANDA_DISTRICTS } from './content/uganda.js';
import { makePdf, makePng } from './documents.js';
import { loadLookups, type GroupName } from './lookups.js';

export type DemoAccount = { group: string; email: string; password: string };
export type SeedDemoDeps = {
  hashPassword: (p: string) => Promise<string>;
  storage: { put(key: string, body: Buffer, contentType: string): Promise<void> };
};

/** Shared by every demo account; printed at start-up in the embedded mode. */
export const DEMO_PASSWORD = 'Demo@2026pass';
const DOMAIN = 'demo.tvet.ug';
const JOB_COUNT = 200;
const DEMO_COMPANY_JOBS = 25;
const DOC_FOOTER = 'Demonstration document from the TVET portal demo data set. Adapt before use.';

type Db = NodePgDatabase<typeof schema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Gender = 'Male' | 'Female';
type Contract = 'Full Time' | 'Part Time' | 'Contract' | 'Internship' | 'Apprenticeship' | 'Temporary' | 'Volunteer';

const ACCOUNTS: ReadonlyArray<{ group: GroupName; email: string; first: string; last: string; gender: Gender }> = [
  { group: 'JobSeeker', email: `jobseeker@${DOMAIN}`, first: 'Brian', last: 'Okello', gender: 'Male' },
  { group: 'Company', email: `company@${DOMAIN}`, first: 'Grace', last: 'Atim', gender: 'Female' },
  { group: 'Trainer', email: `trainer@${DOMAIN}`, first: 'Joseph', last: 'Ssemakula', gender: 'Male' },
  { group: 'SkillProvider', email: `skillprovider@${DOMAIN}`, first: 'Peter', last: 'Mugisha', gender: 'Male' },
  { group: 'CarrierCouncillor', email: `counsellor@${DOMAIN}`, first: 'Esther', last: 'Akello', gender: 'Female' },
  { group: 'Ministry', email: `ministry@${DOMAIN}`, first: 'Ruth', last: 'Nabirye', gender: 'Female' },
];

const accountEmail = (group: GroupName): string => {
  const a = ACCOUNTS.find((x) => x.group === group);
  if (!a) throw new Error(`no demo account for ${group}`);
  return a.email;
};

const OTHER_SEEKERS: ReadonlyArray<{ first: string; last: string; gender: Gender; city: string; category: JobCategoryName; skills: readonly string[] }> = [
  { first: 'Aisha', last: 'Nansubuga', gender: 'Female', city: 'Soroti', category: 'Tailoring & Garment Making', skills: ['Pattern drafting', 'Industrial machine sewing'] },
  { first: 'Geoffrey', last: 'Okwir', gender: 'Male', city: 'Gulu', category: 'Motor Vehicle Mechanics', skills: ['Engine overhaul', 'Auto electrics'] },
  { first: 'Prossy', last: 'Namutebi', gender: 'Female', city: 'Kasese', category: 'Solar & Renewable Energy', skills: ['Solar system sizing', 'Battery maintenance'] },
  { first: 'Joel', last: 'Ochieng', gender: 'Male', city: 'Tororo', category: 'Electrical Installation', skills: ['Three-phase wiring', 'Fault finding'] },
  { first: 'Winnie', last: 'Adoch', gender: 'Female', city: 'Lira', category: 'Catering & Hotel Management', skills: ['Continental cuisine', 'Food hygiene'] },
  { first: 'Samuel', last: 'Mwesigwa', gender: 'Male', city: 'Mbarara', category: 'Welding & Fabrication', skills: ['MIG welding', 'Steel structure fabrication'] },
];

const OTHER_TRAINERS: ReadonlyArray<{ first: string; last: string; gender: Gender; address: string; categories: readonly string[] }> = [
  { first: 'Agnes', last: 'Kyomuhendo', gender: 'Female', address: 'Plot 3, Bananuka Drive, Mbarara City', categories: ['Fashion & Garment Design', 'Hairdressing & Beauty Therapy', 'Food Processing & Catering'] },
  { first: 'Samuel', last: 'Opio', gender: 'Male', address: 'Plot 22, Pece Road, Gulu City', categories: ['Agriculture & Animal Husbandry', 'Motor Vehicle & Mechanical', 'Carpentry & Woodwork'] },
  { first: 'Halima', last: 'Nakitende', gender: 'Female', address: 'Plot 7, Nalufenya Road, Jinja City', categories: ['ICT & Digital Skills', 'Business & Entrepreneurship', 'Hospitality & Tourism', 'Refrigeration & Air Conditioning', 'Leather Work & Shoe Making'] },
];
const DEMO_TRAINER = {
  address: 'Plot 14, Port Bell Road, Nakawa, Kampala',
  categories: ['Electrical & Electronics', 'Solar & Renewable Energy', 'Welding & Metal Fabrication', 'Plumbing & Pipe Fitting', 'Building & Civil Works'],
};

const PROVIDERS: ReadonlyArray<{ first: string; last: string; gender: Gender; title: string; location: string; description: string }> = [
  {
    first: 'Peter', last: 'Mugisha', gender: 'Male',
    title: 'Uganda Young Artisans Skills Network',
    location: 'Ntinda, Kampala',
    description: 'A network of artisans, training institutes and employers that runs skills competitions to show off young talent and connect winners with jobs and apprenticeships.',
  },
  {
    first: 'Daniel', last: 'Otim', gender: 'Male',
    title: 'Northern Uganda Youth Skills Alliance',
    location: 'Gulu City',
    description: 'Brings together vocational institutes in Acholi, Lango and West Nile to organise practical contests and trade exhibitions for young people.',
  },
  {
    first: 'Mary', last: 'Kyarisiima', gender: 'Female',
    title: 'Western Region Artisans Association',
    location: 'Mbarara City',
    description: 'An association of welders, tailors, carpenters and mechanics in Ankole and Kigezi that promotes quality workmanship through competitions.',
  },
];

const CONTRACT_WEIGHTS: ReadonlyArray<readonly [Contract, number]> = [
  ['Full Time', 46],
  ['Contract', 18],
  ['Part Time', 8],
  ['Temporary', 8],
  ['Internship', 8],
  ['Apprenticeship', 9],
  ['Volunteer', 3],
];

/** mulberry32: tiny, fast and good enough for sample data. */
class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return this.pick(items)[0];
  }
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy.slice(0, n);
  }
}

const DAY_MS = 86_400_000;

/** Calendar dates in East Africa Time (UTC+3 all year). */
function makeCalendar(now: Date) {
  const eat = new Date(now.getTime() + 3 * 3_600_000);
  const today = Date.UTC(eat.getUTCFullYear(), eat.getUTCMonth(), eat.getUTCDate());
  const longFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    day: (offset: number): string => new Date(today + offset * DAY_MS).toISOString().slice(0, 10),
    addDays: (iso: string, n: number): string => new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10),
    ago: (days: number, hours = 0): Date => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000),
    long: (iso: string): string => longFmt.format(new Date(`${iso}T00:00:00Z`)),
  };
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const ul = (items: readonly string[]): string => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const article = (word: string): string => (/^[AEIOU]/i.test(word) ? 'an' : 'a');
const round = (n: number, step: number): number => Math.round(n / step) * step;

function need<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const v = map.get(key);
  if (v === undefined) throw new Error(`demo seed: unknown ${what} "${String(key)}"`);
  return v;
}

type NameTable =
  | typeof schema.groups
  | typeof schema.districts
  | typeof schema.jobCategories
  | typeof schema.functionalAreas
  | typeof schema.maritalStatuses
  | typeof schema.contractTypes
  | typeof schema.companyCategories
  | typeof schema.skillsCategories
  | typeof schema.careerServices;

async function nameMap(tx: Tx, table: NameTable): Promise<Map<string, number>> {
  const rows = await tx.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((r) => [r.name, r.id]));
}

function phone(rng: Rng): string {
  return `+2567${rng.pick(['0', '1', '4', '5', '6', '7', '8'])}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

type StoredFile = { key: string; body: Buffer; type: string };

function documentFile(folder: string, doc: DocumentText): StoredFile {
  return { key: `${folder}/${doc.slug}.pdf`, body: makePdf(doc.title, doc.paragraphs, DOC_FOOTER), type: 'application/pdf' };
}

/**
 * Seeds the demo data set once. When the demo job seeker already exists it writes nothing and
 * returns the accounts, so calling it on every start of the embedded mode is safe.
 */
export async function seedDemo(db: NodePgDatabase<typeof schema>, deps: SeedDemoDeps): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = ACCOUNTS.map((a) => ({ group: a.group, email: a.email, password: DEMO_PASSWORD }));
  const existing = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, accountEmail('JobSeeker')))
    .limit(1);
  if (existing.length > 0) return accounts;

  await loadLookups(db);
  const rng = new Rng(20_261_121);
  const now = new Date();
  const cal = makeCalendar(now);

  // Files first: a failure here leaves no half-written rows behind.
  const files: StoredFile[] = [
    ...POLICY_DOCUMENTS.map((d) => documentFile('info-hub/policies', d)),
    ...FRAMEWORK_DOCUMENTS.map((d) => documentFile('info-hub/employer-frameworks', d)),
    ...RESOURCE_DOCUMENTS.map((d) => documentFile('careers/resources', d)),
  ];
  const cvKey = 'private/job-seekers/cv/brian-okello-cv.pdf';
  files.push({
    key: cvKey,
    type: 'application/pdf',
    body: makePdf(
      'Brian Okello - Welder and Electrical Installation Technician',
      [
        'Kireka, Kira Municipality, Wakiso | jobseeker@demo.tvet.ug',
        'Certified welder and electrical installation technician with four years of workshop and site experience in Kampala.',
        'Experience',
        '- Welder and Fabricator, Kireka Metal Works (2021 - present): gates, trusses, water tank stands and burglar-proofing to drawings.',
        '- Electrical Apprentice, Bright Sparks Electrical Contractors (2019 - 2021): domestic wiring, distribution boards and testing.',
        'Education and certificates',
        '- National Certificate in Welding and Fabrication, Kireka Technical Institute (2018).',
        '- DIT Worker\'s PAS Level 2, Welding and Fabrication (2019).',
        'Skills: arc and MIG welding, reading fabrication drawings, domestic wiring, workshop safety.',
      ],
      DOC_FOOTER,
    ),
  });
  const certificateKey = 'private/job-seekers/certificates/brian-okello-dit-welding.pdf';
  files.push({
    key: certificateKey,
    type: 'application/pdf',
    body: makePdf(
      "Worker's PAS Level 2 - Welding and Fabrication",
      ['This certifies that BRIAN OKELLO has been assessed and found competent in Welding and Fabrication at Level 2.', 'Date of award: 20 August 2019.'],
      DOC_FOOTER,
    ),
  });
  const workImageKeys = ['private/job-seekers/recent-works/brian-okello-gate-1.png', 'private/job-seekers/recent-works/brian-okello-gate-2.png'];
  // A grey steel gate with vertical bars against a blue sky, in two shades.
  workImageKeys.forEach((key, i) =>
    files.push({
      key,
      type: 'image/png',
      body: makePng(160, 120, (x, y) => {
        if (y > 100) return [120, 96, 70];
        const bar = x % 16 < 4 || y % 50 < 4;
        if (x > 16 && x < 144 && y > 20 && bar) return i === 0 ? [70, 74, 80] : [40, 90, 60];
        return [135 + Math.floor(y / 3), 190, 235];
      }),
    }),
  );
  for (const f of files) await deps.storage.put(f.key, f.body, f.type);
  const fileKey = (folder: string, doc: DocumentText): string => `${folder}/${doc.slug}.pdf`;

  const passwordHash = await deps.hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const groups = await nameMap(tx, schema.groups);
    const districts = await nameMap(tx, schema.districts);
    const jobCategories = await nameMap(tx, schema.jobCategories);
    const functionalAreas = await nameMap(tx, schema.functionalAreas);
    const maritalStatuses = await nameMap(tx, schema.maritalStatuses);
    const contractTypes = await nameMap(tx, schema.contractTypes);
    const companyCategories = await nameMap(tx, schema.companyCategories);
    const skillsCategories = await nameMap(tx, schema.skillsCategories);
    const careerServices = await nameMap(tx, schema.careerServices);
    const cityRows = await tx.select().from(schema.cities);
    const cities = new Map(cityRows.map((c) => [c.name, c]));

    // ---- users, profiles, groups -------------------------------------------------------------
    type UserSeed = { email: string; first: string; last: string; gender: Gender; groups: GroupName[] };
    const userSeeds: UserSeed[] = ACCOUNTS.map((a) => ({ email: a.email, first: a.first, last: a.last, gender: a.gender, groups: [a.group] }));
    const personEmail = (first: string, last: string) => `${first}.${last}@${DOMAIN}`.toLowerCase();
    for (const c of DEMO_COMPANIES.slice(1)) {
      userSeeds.push({ email: `${c.slug}@${DOMAIN}`, first: c.owner[0], last: c.owner[1], gender: c.gender, groups: ['Company'] });
    }
    for (const s of OTHER_SEEKERS) userSeeds.push({ email: personEmail(s.first, s.last), first: s.first, last: s.last, gender: s.gender, groups: ['JobSeeker'] });
    for (const t of OTHER_TRAINERS) userSeeds.push({ email: personEmail(t.first, t.last), first: t.first, last: t.last, gender: t.gender, groups: ['Trainer'] });
    for (const p of PROVIDERS.slice(1)) userSeeds.push({ email: personEmail(p.first, p.last), first: p.first, last: p.last, gender: p.gender, groups: ['SkillProvider'] });

    const verifiedAt = cal.ago(120);
    const userRows = await tx
      .insert(schema.users)
      .values(
        userSeeds.map((u, i) => ({
          username: u.email,
          email: u.email,
          passwordHash,
          firstName: u.first,
          lastName: u.last,
          emailVerifiedAt: verifiedAt,
          createdAt: cal.ago(120 - i),
        })),
      )
      .returning({ id: schema.users.id, email: schema.users.email });
    const userId = new Map(userRows.map((u) => [u.email, u.id]));
    const uid = (email: string): number => need(userId, email, 'user');

    await tx.insert(schema.profiles).values(
      userSeeds.map((u) => ({
        userId: uid(u.email),
        gender: u.gender,
        phoneNumber: phone(rng),
        alternativeContact: rng.chance(0.4) ? phone(rng) : null,
      })),
    );
    await tx.insert(schema.userGroups).values(
      userSeeds.flatMap((u) => u.groups.map((g) => ({ userId: uid(u.email), groupId: need(groups, g, 'group') }))),
    );

    const seekerUser = uid(accountEmail('JobSeeker'));
    const companyUser = uid(accountEmail('Company'));
    const counsellorUser = uid(accountEmail('CarrierCouncillor'));
    const ministryUser = uid(accountEmail('Ministry'));

    // ---- companies and jobs ------------------------------------------------------------------
    const companyOwner = (i: number): number => (i === 0 ? companyUser : uid(`${DEMO_COMPANIES[i]?.slug}@${DOMAIN}`));
    const companyRows = await tx
      .insert(schema.companies)
      .values(
        DEMO_COMPANIES.map((c, i) => ({
          userId: companyOwner(i),
          name: c.name,
          noOfEmployees: c.employees,
          address: c.address,
          createdAt: cal.ago(110 - i),
        })),
      )
      .returning({ id: schema.companies.id, userId: schema.companies.userId });
    const companyIdByOwner = new Map(companyRows.map((c) => [c.userId, c.id]));
    const companyIds = DEMO_COMPANIES.map((_, i) => need(companyIdByOwner, companyOwner(i), 'company'));
    const demoCompanyId = companyIds[0] as number;
    await tx.insert(schema.companyCategoryLinks).values(
      DEMO_COMPANIES.flatMap((c, i) =>
        c.categories.map((name) => ({ companyId: companyIds[i] as number, categoryId: need(companyCategories, name, 'company category') })),
      ),
    );

    const citiesByDistrict = new Map<string, string[]>();
    for (const c of UGANDA_CITIES) citiesByDistrict.set(c.district, [...(citiesByDistrict.get(c.district) ?? []), c.name]);

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
        jobLink: rng.chance(0.06) ? `https://careers.${DOMAIN}/${company.slug}/vacancy-${i + 1}` : null,
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

    // ---- job seekers ---------------------------------------------------------------------------
    const seekerProfiles = [
      {
        userId: seekerUser,
        districtId: need(districts, 'Wakiso', 'district'),
        cityId: need(cities, 'Kira', 'city').id,
        physicalAddress: 'Kireka, Kira Municipality',
        dateOfBirth: '1998-03-14',
        language: 'English, Luganda, Acholi',
        maritalStatusId: need(maritalStatuses, 'Single', 'marital status'),
        headLine: 'Certified welder and electrical installation technician with four years of workshop and site experience',
        personalStatment:
          '<p>I am a hands-on <strong>welder and fabricator</strong> who also holds a certificate in electrical installation. ' +
          'I have built gates, roof trusses and water tank stands for homes and schools around Kampala, and wired houses as an apprentice.</p>' +
          '<p>I take pride in neat, safe work and I am looking for a permanent role with a construction or engineering company where I can grow into a supervisor.</p>',
        cvUpload: cvKey,
        createdAt: cal.ago(100),
      },
      ...OTHER_SEEKERS.map((s, i) => {
        const city = need(cities, s.city, 'city');
        return {
          userId: uid(personEmail(s.first, s.last)),
          districtId: city.districtId,
          cityId: city.id,
          physicalAddress: `${s.city} town`,
          dateOfBirth: `${1994 + i}-0${1 + (i % 9)}-1${i}`,
          language: 'English',
          maritalStatusId: need(maritalStatuses, i % 3 === 0 ? 'Married' : 'Single', 'marital status'),
          headLine: `${s.skills[0]} and ${s.skills[1]?.toLowerCase()}`,
          personalStatment: null,
          cvUpload: null,
          createdAt: cal.ago(90 - i * 5),
        };
      }),
    ];
    const seekerRows = await tx
      .insert(schema.jobSeekers)
      .values(seekerProfiles)
      .returning({ id: schema.jobSeekers.id, userId: schema.jobSeekers.userId });
    const seekerIdByUser = new Map(seekerRows.map((s) => [s.userId, s.id]));
    await tx.insert(schema.jobSeekerCategories).values([
      { jobSeekerId: need(seekerIdByUser, seekerUser, 'job seeker'), jobCategoryId: need(jobCategories, 'Welding & Fabrication', 'job category') },
      { jobSeekerId: need(seekerIdByUser, seekerUser, 'job seeker'), jobCategoryId: need(jobCategories, 'Electrical Installation', 'job category') },
      ...OTHER_SEEKERS.map((s) => ({
        jobSeekerId: need(seekerIdByUser, uid(personEmail(s.first, s.last)), 'job seeker'),
        jobCategoryId: need(jobCategories, s.category, 'job category'),
      })),
    ]);

    await tx.insert(schema.skills).values([
      ...['Arc welding (SMAW)', 'MIG welding', 'Reading fabrication drawings', 'Domestic electrical wiring', 'Steel gate and window fabrication', 'Workshop safety'].map(
        (name) => ({ userId: seekerUser, name }),
      ),
      ...OTHER_SEEKERS.flatMap((s) => s.skills.map((name) => ({ userId: uid(personEmail(s.first, s.last)), name }))),
    ]);
    await tx.insert(schema.experiences).values([
      {
        userId: seekerUser,
        designation: 'Welder and Fabricator',
        organisationName: 'Kireka Metal Works',
        startDate: '2021-02-01',
        endDate: null,
        currentEmployment: true,
        dutiesAndSkills:
          'Fabricate and install gates, window frames, roof trusses and water tank stands from client drawings. Arc and MIG welding of mild steel, cutting and grinding, priming and painting. Train two apprentices in safe workshop practice.',
      },
      {
        userId: seekerUser,
        designation: 'Electrical Apprentice',
        organisationName: 'Bright Sparks Electrical Contractors',
        startDate: '2019-06-01',
        endDate: '2021-01-15',
        currentEmployment: false,
        dutiesAndSkills:
          'Installed conduits, cables, sockets and lighting in residential houses in Mukono and Wakiso. Assisted in fitting distribution boards and testing completed installations.',
      },
    ]);
    await tx.insert(schema.education).values([
      {
        userId: seekerUser,
        school: 'Kireka Technical Institute',
        certification: 'National Certificate in Welding and Fabrication',
        totalScore: 3.8,
        grades: 'CGPA',
        startDate: '2016-02-01',
        endDate: '2018-11-30',
      },
      {
        userId: seekerUser,
        school: 'Kireka Secondary School',
        certification: 'Uganda Certificate of Education (UCE)',
        totalScore: 32,
        grades: 'Aggregate',
        startDate: '2012-02-01',
        endDate: '2015-11-30',
      },
    ]);
    await tx.insert(schema.certifications).values({
      userId: seekerUser,
      title: "Worker's PAS Level 2 - Welding and Fabrication",
      grantingOrganisation: 'Directorate of Industrial Training (DIT)',
      dateGranted: '2019-08-20',
      expiryDate: null,
      certificate: certificateKey,
    });
    await tx.insert(schema.recentWorks).values({
      userId: seekerUser,
      workDone: 'Steel security gate and burglar-proofing for a family home',
      clientName: 'Harriet Nankya',
      clientContact: '+256772418305',
      dateStated: cal.day(-75),
      dateFinished: cal.day(-61),
      description: 'Designed, fabricated and installed a 4-metre double sliding gate and burglar-proofing for six windows in Namugongo.',
      image1: workImageKeys[0] as string,
      image2: workImageKeys[1] as string,
    });
    await tx.insert(schema.publications).values({
      userId: seekerUser,
      topic: 'Safe welding practice in small workshops',
      location: 'Kireka Artisans Newsletter',
      publicationLink: null,
      datePublished: cal.day(-200),
      description: 'A short guide for young welders on eye protection, ventilation and fire safety.',
    });
    await tx.insert(schema.referees).values([
      { userId: seekerUser, name: 'Daniel Wasswa', title: 'Workshop Manager', organisation: 'Kireka Metal Works', contact: '+256701556204' },
      { userId: seekerUser, name: 'Florence Achan', title: 'Senior Instructor', organisation: 'Kireka Technical Institute', contact: '+256782903117' },
    ]);

    // ---- applications, favourites, notifications ------------------------------------------------
    const preferred = new Set([
      need(jobCategories, 'Welding & Fabrication', 'job category'),
      need(jobCategories, 'Electrical Installation', 'job category'),
    ]);
    const fitting = openJobs.filter((j) => preferred.has(j.jobCategoryId));
    // One application to the demo company (so its dashboard has it) and the rest spread over other employers.
    const ownFit = fitting.find((j) => j.companyId === demoCompanyId);
    const applied = [...(ownFit ? [ownFit] : []), ...rng.sample(fitting.filter((j) => j !== ownFit), ownFit ? 5 : 6)];
    const statuses: JobApplicationStatus[] = ['Under Review', 'Under Review', 'Accepted', 'Under Review', 'Declined', 'Cancelled'];
    const applicationValues: (typeof schema.jobApplications.$inferInsert)[] = applied.map((j, i) => {
      const created = new Date(Math.max(j.posted.getTime() + DAY_MS, cal.ago(20 - i * 2).getTime()));
      return { jobId: j.id, userId: seekerUser, status: statuses[i] ?? 'Under Review', created, updatedAt: created };
    });
    // The other seekers apply in their own trade, the demo company's adverts first.
    OTHER_SEEKERS.forEach((s, si) => {
      const categoryId = need(jobCategories, s.category, 'job category');
      const inTrade = openJobs.filter((j) => j.jobCategoryId === categoryId);
      const chosen = [...inTrade.filter((j) => j.companyId === demoCompanyId).slice(0, 2), ...rng.sample(inTrade.filter((j) => j.companyId !== demoCompanyId), 2)];
      chosen.slice(0, 3).forEach((j, ji) => {
        const created = new Date(Math.max(j.posted.getTime() + 3_600_000, cal.ago(rng.int(0, 10), rng.int(0, 20)).getTime()));
        applicationValues.push({
          jobId: j.id,
          userId: uid(personEmail(s.first, s.last)),
          status: si === 0 && ji === 0 ? 'Accepted' : rng.chance(0.2) ? 'Declined' : 'Under Review',
          created,
          updatedAt: created,
        });
      });
    });
    await tx.insert(schema.jobApplications).values(applicationValues);

    const appliedIds = new Set(applied.map((j) => j.id));
    const favourites = [...fitting.filter((j) => !appliedIds.has(j.id)).slice(0, 3), ...openJobs.filter((j) => !preferred.has(j.jobCategoryId)).slice(0, 2)];
    await tx.insert(schema.favoriteJobs).values(favourites.map((j, i) => ({ jobId: j.id, userId: seekerUser, created: cal.ago(i + 1) })));

    const weldingId = need(jobCategories, 'Welding & Fabrication', 'job category');
    const accepted = applied[2];
    const firstApplied = applied[0];
    const notificationValues: (typeof schema.notifications.$inferInsert)[] = [
      {
        userId: seekerUser,
        title: 'Welcome to the TVET skills and jobs portal',
        body: 'Your account is ready. Complete your profile and upload your CV so employers can find you.',
        actionLink: '/jobs-my-resume',
        seen: true,
        created: cal.ago(100),
      },
    ];
    if (firstApplied) {
      notificationValues.push({
        userId: seekerUser,
        title: 'Application received',
        body: `Your application for ${firstApplied.title} at ${companyName.get(firstApplied.companyId) ?? 'the company'} has been received and is under review.`,
        actionLink: '/jobs-applied-job',
        seen: true,
        created: cal.ago(18),
      });
    }
    if (accepted) {
      notificationValues.push({
        userId: seekerUser,
        title: 'Your application was accepted',
        body: `Good news: ${companyName.get(accepted.companyId) ?? 'The employer'} accepted your application for ${accepted.title}. They will contact you about the next steps.`,
        actionLink: `/job-detail/${accepted.id}`,
        seen: false,
        created: cal.ago(3),
      });
    }
    notificationValues.push(
      {
        userId: seekerUser,
        title: 'New welding and fabrication jobs',
        body: 'Several new jobs matching Welding & Fabrication were posted this week.',
        actionLink: `/jobs?sector=${weldingId}`,
        seen: false,
        created: cal.ago(1, 4),
      },
      {
        userId: seekerUser,
        title: 'Training starting soon',
        body: 'Places are still open for the Solar PV Installation and Maintenance course in Kampala.',
        actionLink: '/trainings',
        seen: false,
        created: cal.ago(2),
      },
      {
        userId: seekerUser,
        title: 'Skills competition open for applications',
        body: 'The National Youth Welding Skills Challenge is taking applications. Winners receive tool kits and an industrial placement.',
        actionLink: '/skills-competitions',
        seen: true,
        created: cal.ago(9),
      },
    );
    const toDemoCompany = applicationValues.filter((a) => jobRows.find((j) => j.id === a.jobId)?.companyId === demoCompanyId);
    for (const [i, a] of toDemoCompany.slice(0, 4).entries()) {
      const job = jobRows.find((j) => j.id === a.jobId);
      notificationValues.push({
        userId: companyUser,
        title: 'New job application',
        body: `A new candidate applied for ${job?.title ?? 'one of your jobs'}.`,
        actionLink: '/company-manage-job-applications',
        seen: i > 1,
        created: a.created ?? now,
      });
    }
    await tx.insert(schema.notifications).values(notificationValues);

    // ---- trainers and trainings ---------------------------------------------------------------
    const trainerUsers = [uid(accountEmail('Trainer')), ...OTHER_TRAINERS.map((t) => uid(personEmail(t.first, t.last)))];
    const trainerCategories = [DEMO_TRAINER.categories, ...OTHER_TRAINERS.map((t) => t.categories)];
    const trainerRows = await tx
      .insert(schema.trainers)
      .values(trainerUsers.map((userId, i) => ({ userId, address: i === 0 ? DEMO_TRAINER.address : (OTHER_TRAINERS[i - 1]?.address ?? ''), createdAt: cal.ago(95 - i) })))
      .returning({ id: schema.trainers.id, userId: schema.trainers.userId });
    const trainerIdByUser = new Map(trainerRows.map((t) => [t.userId, t.id]));
    const trainerIds = trainerUsers.map((u) => need(trainerIdByUser, u, 'trainer'));
    await tx.insert(schema.trainerSkillCategories).values(
      trainerIds.flatMap((trainerId, i) =>
        (trainerCategories[i] ?? []).map((name) => ({ trainerId, skillsCategoryId: need(skillsCategories, name, 'skills category') })),
      ),
    );
    const trainerTowns = ['Kampala', 'Mbarara', 'Gulu', 'Jinja'];
    const extraTowns = ['Wakiso', 'Mukono', 'Masaka', 'Lira', 'Arua', 'Fort Portal', 'Hoima', 'Soroti', 'Mbale', 'Kasese', 'Kabale'];
    const trainingValues: (typeof schema.trainings.$inferInsert)[] = [];
    for (let i = 0; i < 30; i++) {
      const tpl = TRAINING_TEMPLATES[i % TRAINING_TEMPLATES.length];
      if (!tpl) throw new Error('training template');
      const owner = Math.max(0, trainerCategories.findIndex((cats) => cats.includes(tpl.category)));
      const secondIntake = i >= TRAINING_TEMPLATES.length;
      const town = secondIntake ? rng.pick(extraTowns) : (trainerTowns[owner] ?? 'Kampala');
      const free = rng.chance(0.25);
      const weeks = rng.int(2, 12);
      const date = i % 7 === 3 ? cal.day(rng.int(-30, -5)) : cal.day(rng.int(4, 90));
      trainingValues.push({
        trainerId: trainerIds[owner] as number,
        title: secondIntake ? `${tpl.title} (${town} intake)` : tpl.title,
        description:
          `<p>${escapeHtml(tpl.summary)}</p><p><strong>You will learn to:</strong></p>${ul(tpl.outcomes)}` +
          `<p>The course runs for ${weeks} weeks, about 70% practical work. Learners who complete it receive a certificate of attendance and are prepared for the DIT assessment in the trade.</p>` +
          (free ? '<p>This intake is sponsored: there is no attendance fee, and lunch is provided.</p>' : '<p>Fees cover training materials, protective wear and the assessment fee.</p>'),
        location: town === 'Kampala' && owner === 0 ? DEMO_TRAINER.address : `${town} training centre`,
        date,
        time: rng.pick(['08:30:00', '09:00:00', '09:00:00', '10:00:00', '14:00:00']),
        maxNoParticipants: rng.pick([15, 20, 20, 25, 30, 40, 50, 60]),
        fees: free ? 0 : round(rng.int(150_000, 1_200_000), 50_000),
        registrationLink: `https://register.${DOMAIN}/trainings/${slugify(tpl.title)}-${i + 1}`,
        contractTypeId: need(contractTypes, weeks > 6 ? 'Full Time' : 'Part Time', 'contract type'),
        createdAt: cal.ago(rng.int(1, 60), rng.int(0, 20)),
      });
    }
    await tx.insert(schema.trainings).values(trainingValues);

    // ---- skills providers and competitions ----------------------------------------------------
    const providerUsers = [uid(accountEmail('SkillProvider')), ...PROVIDERS.slice(1).map((p) => uid(personEmail(p.first, p.last)))];
    const providerRows = await tx
      .insert(schema.skillProviders)
      .values(PROVIDERS.map((p, i) => ({ userId: providerUsers[i] as number, title: p.title, location: p.location, description: p.description, createdAt: cal.ago(90 - i) })))
      .returning({ id: schema.skillProviders.id, userId: schema.skillProviders.userId });
    const providerIdByUser = new Map(providerRows.map((p) => [p.userId, p.id]));
    const competitionTowns = ['Kampala', 'Gulu City', 'Mbarara City', 'Jinja City', 'Lira City', 'Masaka City', 'Arua City', 'Fort Portal City'];
    const competitionRows = await tx
      .insert(schema.skillsCompetitions)
      .values(
        COMPETITION_TEMPLATES.map((c, i) => {
          const provider = i < 6 ? 0 : i < 9 ? 1 : 2;
          const start = i % 5 === 4 ? cal.day(rng.int(-45, -10)) : cal.day(rng.int(7, 80));
          return {
            providerId: need(providerIdByUser, providerUsers[provider] as number, 'skill provider'),
            competitionTitle: i % 3 === 0 ? `${c.title} ${start.slice(0, 4)}` : c.title,
            description: `<p>${escapeHtml(c.description)}</p>`,
            guidelines: ul(c.guidelines),
            location: provider === 1 ? rng.pick(['Gulu City', 'Lira City', 'Arua City']) : provider === 2 ? rng.pick(['Mbarara City', 'Kabale', 'Fort Portal City']) : rng.pick(competitionTowns),
            startDate: start,
            endDate: cal.addDays(start, rng.int(0, 2)),
            applicationLink: `https://register.${DOMAIN}/competitions/${slugify(c.title)}`,
            createdAt: cal.ago(rng.int(5, 70)),
          };
        }),
      )
      .returning({ id: schema.skillsCompetitions.id, startDate: schema.skillsCompetitions.startDate });
    const upcoming = competitionRows.filter((c) => c.startDate >= today);
    await tx.insert(schema.skillsApplications).values([
      ...upcoming.slice(0, 2).map((c, i) => ({ competitionId: c.id, userId: seekerUser, created: cal.ago(4 + i) })),
      ...OTHER_SEEKERS.flatMap((s, si) =>
        upcoming.slice(si % 3, (si % 3) + 1).map((c) => ({ competitionId: c.id, userId: uid(personEmail(s.first, s.last)), created: cal.ago(si + 1) })),
      ),
    ]);

    // ---- counselling centres, counsellor, resources, events --------------------------------------
    const centreRows = await tx
      .insert(schema.counsellingCenters)
      .values(
        CENTRE_TEMPLATES.map((c, i) => ({
          userId: i === 0 ? counsellorUser : null,
          centerName: c.name,
          centerLocation: c.location,
          openingHours: c.hours,
          termsAndConditions: CENTRE_TERMS,
          createdAt: cal.ago(100 - i),
        })),
      )
      .returning({ id: schema.counsellingCenters.id, centerName: schema.counsellingCenters.centerName });
    const centreId = new Map(centreRows.map((c) => [c.centerName, c.id]));
    await tx.insert(schema.counsellingCenterServices).values(
      CENTRE_TEMPLATES.flatMap((c) =>
        c.services.map((s) => ({ centerId: need(centreId, c.name, 'centre'), serviceId: need(careerServices, s, 'career service') })),
      ),
    );
    const firstCentre = CENTRE_TEMPLATES[0];
    if (!firstCentre) throw new Error('centre templates');
    const [counsellor] = await tx
      .insert(schema.careerCounsellors)
      .values({
        userId: counsellorUser,
        location: 'Wandegeya, Kampala',
        timeAvailable: 'Monday to Friday, 9:00 am - 4:00 pm',
        centerId: need(centreId, firstCentre.name, 'centre'),
        createdAt: cal.ago(100),
      })
      .returning({ id: schema.careerCounsellors.id });
    if (!counsellor) throw new Error('counsellor insert');
    await tx.insert(schema.careerCounsellorServices).values(
      ['Career Guidance', 'CV & Cover Letter Writing', 'Interview Preparation', 'Aptitude & Interest Assessment'].map((s) => ({
        counsellorId: counsellor.id,
        serviceId: need(careerServices, s, 'career service'),
      })),
    );
    await tx.insert(schema.careerResources).values(
      RESOURCE_DOCUMENTS.map((d, i) => ({
        userId: i < 2 ? counsellorUser : null,
        title: d.title,
        description: d.paragraphs[0] ?? d.title,
        upload: fileKey('careers/resources', d),
        createdAt: cal.ago(60 - i * 7),
      })),
    );
    const eventTowns = ['Kampala', 'Gulu City', 'Hoima City', 'Mbarara City', 'Jinja City', 'Arua City', 'Mbale City', 'Lira City', 'Soroti City', 'Masaka City', 'Fort Portal City', 'Kabale'];
    await tx.insert(schema.careerEvents).values(
      EVENT_TEMPLATES.map((e, i) => {
        const town = e.title.includes('Oil and Gas') ? 'Hoima City' : (eventTowns[i] ?? 'Kampala');
        const morning = rng.chance(0.6);
        return {
          userId: i < 8 ? counsellorUser : null,
          title: i === 0 || i === 1 ? `${e.title} - ${town.replace(' City', '')}` : e.title,
          theme: e.theme,
          location: town === 'Kampala' ? firstCentre.location : `${town} - venue confirmed on registration`,
          eventDate: i % 4 === 3 ? cal.day(rng.int(-30, -3)) : cal.day(rng.int(5, 90)),
          startTime: morning ? '09:00:00' : '14:00:00',
          endTime: morning ? '13:00:00' : '17:30:00',
          registrationLink: `https://register.${DOMAIN}/events/${slugify(e.title)}`,
          targetAudience: e.audience,
          createdAt: cal.ago(rng.int(2, 50)),
        };
      }),
    );

    // ---- testimonials and the information hub ---------------------------------------------------
    await tx.insert(schema.testimonials).values(
      TESTIMONIALS.map((t, i) => ({ userId: i === 0 ? seekerUser : null, user: t.user, text: t.text, createdAt: cal.ago(80 - i * 6) })),
    );
    await tx.insert(schema.policies).values(
      POLICY_DOCUMENTS.map((d, i) => ({ title: d.title, document: fileKey('info-hub/policies', d), createdBy: ministryUser, createdAt: cal.ago(70 - i) })),
    );
    await tx.insert(schema.employerFrameworks).values(
      FRAMEWORK_DOCUMENTS.map((d, i) => ({ title: d.title, upload: fileKey('info-hub/employer-frameworks', d), createdBy: ministryUser, createdAt: cal.ago(65 - i) })),
    );
  });

  return accounts;
}
