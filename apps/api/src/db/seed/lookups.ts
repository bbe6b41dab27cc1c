// Reference lists every installation needs. Safe to run at every start: existing names are left alone.
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { SETUP_LOCK } from '../client.js';
import * as schema from '../schema/index.js';
import type { LookupNames } from '@portal/contract';
import { TRADE_SYNONYMS } from './content/trade-synonyms.js';
import { UGANDA_CITIES, UGANDA_DISTRICTS } from './content/uganda.js';
import {
  CAREER_SERVICE_NAMES,
  COMPANY_CATEGORY_NAMES,
  CONTRACT_TYPE_NAMES,
  FUNCTIONAL_AREA_NAMES,
  JOB_CATEGORY_NAMES,
  MARITAL_STATUS_NAMES,
  SKILLS_CATEGORY_NAMES,
} from './content/lookup-names.js';

/** Group names exactly as the clients spell them. */
export const GROUP_NAMES = [
  'Trainer',
  'Company',
  'JobSeeker',
  'Ministry',
  'SkillProvider',
  'CarrierCouncillor',
] as const;
export type GroupName = (typeof GROUP_NAMES)[number];

export const JOB_CATEGORIES = [
  'Construction & Building',
  'Electrical Installation',
  'Plumbing',
  'Welding & Fabrication',
  'Motor Vehicle Mechanics',
  'Carpentry & Joinery',
  'Tailoring & Garment Making',
  'Hairdressing & Cosmetology',
  'Catering & Hotel Management',
  'Agriculture & Agribusiness',
  'ICT & Computer Repair',
  'Accounting & Finance',
  'Sales & Marketing',
  'Health Care',
  'Education & Training',
  'Transport & Logistics',
  'Manufacturing',
  'Solar & Renewable Energy',
  'Security',
  'Administration',
] as const;

export const FUNCTIONAL_AREAS = [
  'Installation & Maintenance',
  'Production & Operations',
  'Engineering & Technical',
  'Site Supervision',
  'Quality Control & Safety',
  'Customer Service',
  'Sales & Business Development',
  'Finance & Accounts',
  'Administration & Office Support',
  'Human Resources',
  'Information Technology',
  'Logistics & Procurement',
  'Field Operations',
  'Teaching & Instruction',
  'Health & Community Services',
  'Hospitality & Front Office',
  'Design & Creative',
  'Management',
] as const;

export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed', 'Separated'] as const;

export const CONTRACT_TYPES = [
  'Full Time',
  'Part Time',
  'Contract',
  'Internship',
  'Apprenticeship',
  'Temporary',
  'Volunteer',
] as const;

export const COMPANY_CATEGORIES = [
  'Construction & Real Estate',
  'Manufacturing',
  'Agriculture & Agro-processing',
  'Hospitality & Tourism',
  'ICT & Telecommunications',
  'Energy & Utilities',
  'Health & Pharmaceuticals',
  'Education & Training',
  'Financial Services',
  'Transport & Logistics',
  'Retail & Wholesale Trade',
  'Automotive',
  'Oil & Gas',
  'Mining & Quarrying',
  'NGO & Development',
  'Government & Public Sector',
  'Media & Creative Industries',
  'Security Services',
  'Textiles & Apparel',
  'Beauty & Personal Care',
] as const;

export const SKILLS_CATEGORIES = [
  'Building & Civil Works',
  'Electrical & Electronics',
  'Motor Vehicle & Mechanical',
  'Plumbing & Pipe Fitting',
  'Welding & Metal Fabrication',
  'Carpentry & Woodwork',
  'Fashion & Garment Design',
  'Hairdressing & Beauty Therapy',
  'Food Processing & Catering',
  'Agriculture & Animal Husbandry',
  'ICT & Digital Skills',
  'Business & Entrepreneurship',
  'Solar & Renewable Energy',
  'Hospitality & Tourism',
  'Arts & Crafts',
  'Leather Work & Shoe Making',
  'Refrigeration & Air Conditioning',
  'Health & Care Assistance',
] as const;

export const CAREER_SERVICES = [
  'Career Guidance',
  'CV & Cover Letter Writing',
  'Interview Preparation',
  'Aptitude & Interest Assessment',
  'Job Placement Support',
  'Apprenticeship & Internship Placement',
  'Entrepreneurship Coaching',
  'Course & Institution Selection',
  'Workplace Readiness Training',
  'Psychosocial Counselling',
  'Scholarship & Bursary Guidance',
  'Digital Job Search Skills',
] as const;

type Db = NodePgDatabase<typeof schema>;
/** A transaction of the app's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The lookup tables: an id and a unique name each. */
export type NameTable =
  | typeof schema.groups
  | typeof schema.districts
  | typeof schema.jobCategories
  | typeof schema.functionalAreas
  | typeof schema.maritalStatuses
  | typeof schema.contractTypes
  | typeof schema.companyCategories
  | typeof schema.skillsCategories
  | typeof schema.careerServices;

/**
 * One INSERT per list; on a fresh database ids follow the list order. Names already present are
 * skipped before inserting so restarts do not burn sequence values; ON CONFLICT covers a concurrent start.
 */
async function insertNames(db: Db | Tx, table: NameTable, names: readonly string[]): Promise<void> {
  const present = new Set((await db.select({ name: table.name }).from(table)).map((r) => r.name));
  const missing = names.filter((n) => !present.has(n));
  if (missing.length === 0) return;
  await db
    .insert(table)
    .values(missing.map((name) => ({ name })))
    .onConflictDoNothing();
}

/** The lists people read in their language (decision 027): a table and its rows' Swahili and Luganda. */
type TranslatedTable =
  | typeof schema.jobCategories
  | typeof schema.functionalAreas
  | typeof schema.maritalStatuses
  | typeof schema.contractTypes
  | typeof schema.companyCategories
  | typeof schema.skillsCategories
  | typeof schema.careerServices;

/**
 * The list's rows, then their names in the other languages, in one UPDATE, on the rows that have none yet: a name
 * someone corrected in the database stays as they wrote it (at every start, like the rows themselves).
 */
async function insertTranslated<L extends string>(
  db: Db | Tx,
  table: TranslatedTable,
  list: readonly L[],
  names: Readonly<Record<L, LookupNames>>,
): Promise<void> {
  await insertNames(db, table, list);
  const values = sql.join(
    list.map((name) => sql`(${name}::text, ${JSON.stringify(names[name])}::jsonb)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${table} t set names = v.names
      from (values ${values}) as v(name, names)
     where t.name = v.name and t.names = '{}'::jsonb`);
}

export async function loadLookups(db: NodePgDatabase<typeof schema>): Promise<void> {
  await db.transaction(async (tx) => {
    // Under the migrations' lock: two instances inserting the same lists at once would deadlock on each other's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    await insertNames(tx, schema.groups, GROUP_NAMES);
    await insertNames(tx, schema.districts, UGANDA_DISTRICTS);

    const districtRows = await tx
      .select({ id: schema.districts.id, name: schema.districts.name })
      .from(schema.districts);
    const districtId = new Map(districtRows.map((d) => [d.name, d.id]));
    const presentCities = new Set(
      (await tx.select({ name: schema.cities.name }).from(schema.cities)).map((c) => c.name),
    );
    const missingCities = UGANDA_CITIES.filter((c) => !presentCities.has(c.name));
    if (missingCities.length > 0) {
      await tx
        .insert(schema.cities)
        .values(
          missingCities.map((c) => {
            const id = districtId.get(c.district);
            if (id === undefined) throw new Error(`City ${c.name}: unknown district ${c.district}`);
            return { name: c.name, districtId: id };
          }),
        )
        .onConflictDoNothing();
    }

    await insertTranslated(tx, schema.jobCategories, JOB_CATEGORIES, JOB_CATEGORY_NAMES);
    await insertTranslated(tx, schema.functionalAreas, FUNCTIONAL_AREAS, FUNCTIONAL_AREA_NAMES);
    await insertTranslated(tx, schema.maritalStatuses, MARITAL_STATUSES, MARITAL_STATUS_NAMES);
    await insertTranslated(tx, schema.contractTypes, CONTRACT_TYPES, CONTRACT_TYPE_NAMES);
    await insertTranslated(tx, schema.companyCategories, COMPANY_CATEGORIES, COMPANY_CATEGORY_NAMES);
    await insertTranslated(tx, schema.skillsCategories, SKILLS_CATEGORIES, SKILLS_CATEGORY_NAMES);
    await insertTranslated(tx, schema.careerServices, CAREER_SERVICES, CAREER_SERVICE_NAMES);
    await seedTradeSynonyms(tx);
  });
}

/**
 * The search's trade synonyms, once: when their version row is not there yet (the migration leaves the table empty,
 * so a database with no rows of its own stays empty until its first start). From then on they are the Ministry's (a
 * group it deleted stays deleted); the version moving tells every instance to reload them.
 */
async function seedTradeSynonyms(tx: Tx): Promise<void> {
  const [first] = await tx
    .insert(schema.tradeSynonymsVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoNothing()
    .returning({ version: schema.tradeSynonymsVersion.version });
  if (!first) return;
  await tx
    .insert(schema.tradeSynonymGroups)
    .values(TRADE_SYNONYMS.map((g) => ({ en: [...g.en], sw: [...g.sw], lg: [...g.lg] })));
}
