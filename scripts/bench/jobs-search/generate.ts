// The benchmark's data (npm run bench:jobs): companies with their owners, jobs and a busy employer's applicants,
// generated in SQL from a fixed seed, relative to today.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/api/src/db/client.js';
import { UGANDA_CITIES } from '../../../apps/api/src/db/seed/content/uganda.js';

/** How much to generate: jobs, the companies they belong to, and the applicants of the first company. */
export type Volume = { jobs: number; companies: number; applicants: number };

// Trades and the job category each belongs to (names from db/seed/lookups.ts).
export const TRADES: ReadonlyArray<readonly [string, string]> = [
  ['Welder', 'Welding & Fabrication'],
  ['Metal Fabricator', 'Welding & Fabrication'],
  ['Electrician', 'Electrical Installation'],
  ['Electrical Technician', 'Electrical Installation'],
  ['Plumber', 'Plumbing'],
  ['Pipe Fitter', 'Plumbing'],
  ['Mason', 'Construction & Building'],
  ['Site Foreman', 'Construction & Building'],
  ['Steel Fixer', 'Construction & Building'],
  ['Motor Mechanic', 'Motor Vehicle Mechanics'],
  ['Auto Electrician', 'Motor Vehicle Mechanics'],
  ['Carpenter', 'Carpentry & Joinery'],
  ['Furniture Maker', 'Carpentry & Joinery'],
  ['Tailor', 'Tailoring & Garment Making'],
  ['Hairdresser', 'Hairdressing & Cosmetology'],
  ['Cook', 'Catering & Hotel Management'],
  ['Waiter', 'Catering & Hotel Management'],
  ['Farm Manager', 'Agriculture & Agribusiness'],
  ['Agronomist', 'Agriculture & Agribusiness'],
  ['Computer Technician', 'ICT & Computer Repair'],
  ['Accounts Assistant', 'Accounting & Finance'],
  ['Sales Representative', 'Sales & Marketing'],
  ['Nursing Assistant', 'Health Care'],
  ['Vocational Instructor', 'Education & Training'],
  ['Truck Driver', 'Transport & Logistics'],
  ['Machine Operator', 'Manufacturing'],
  ['Solar Technician', 'Solar & Renewable Energy'],
  ['Security Guard', 'Security'],
  ['Office Administrator', 'Administration'],
  ['Receptionist', 'Administration'],
];
export const MODIFIERS = [
  '',
  'Senior ',
  'Junior ',
  'Assistant ',
  'Trainee ',
  'Lead ',
  'Site ',
  'Workshop ',
  'Maintenance ',
  'Qualified ',
];
export const COMPANY_PLACES = [
  'Kampala',
  'Nile',
  'Victoria',
  'Rwenzori',
  'Elgon',
  'Pearl',
  'Kagera',
  'Mukono',
  'Acholi',
  'Ankole',
  'Busoga',
  'Kigezi',
  'Lango',
  'Teso',
  'Bunyoro',
  'Masaka',
  'Entebbe',
  'Jinja',
  'Gulu',
  'Mbarara',
  'Lira',
  'Arua',
  'Mbale',
  'Kasese',
  'Hoima',
  'Tororo',
  'Karamoja',
  'Buganda',
  'Sezibwa',
  'Murchison',
];
const COMPANY_KINDS = [
  'Steel Works',
  'Builders',
  'Motors',
  'Electricals',
  'Engineering',
  'Hotel',
  'Farms',
  'Tailoring House',
  'Solar Solutions',
  'Plumbing Services',
  'Welding & Fabrication',
  'Furniture',
  'Salon & Spa',
  'Logistics',
  'Security Services',
  'Technical Institute',
  'Health Centre',
  'Computers',
  'Agro Processors',
  'Construction',
  'Garage',
  'Restaurant',
  'Printers',
  'Hardware',
  'Transporters',
];
const COMPANY_SUFFIXES = ['Ltd', 'Uganda Ltd', 'Co.', 'Enterprises', '& Sons'];
const DUTIES = [
  'Keep tools and the work area clean and safe.',
  'Read drawings and follow job cards.',
  'Report progress to the supervisor every day.',
  'Guide and train apprentices on the job.',
  'Check the quality of finished work before hand-over.',
  'Order materials and keep stock records.',
  'Serve customers politely and on time.',
  'Follow health and safety rules at all times.',
  'Carry out routine maintenance and record faults.',
  'Work with the team to meet weekly targets.',
];
const BENEFITS = [
  'a monthly transport allowance',
  'lunch at work',
  'medical cover',
  'NSSF contributions',
  'paid training',
  'overtime pay',
];
const FIRST_NAMES = [
  'Aisha',
  'Brian',
  'Christine',
  'David',
  'Esther',
  'Francis',
  'Grace',
  'Henry',
  'Irene',
  'Joseph',
  'Kevin',
  'Lydia',
  'Moses',
  'Night',
  'Oscar',
  'Patience',
  'Ronald',
  'Sarah',
  'Timothy',
  'Winnie',
];
const LAST_NAMES = [
  'Okello',
  'Nakato',
  'Mugisha',
  'Atim',
  'Ssempala',
  'Namuli',
  'Ochieng',
  'Akello',
  'Tumusiime',
  'Nabirye',
  'Kato',
  'Apio',
  'Byaruhanga',
  'Nansubuga',
  'Opio',
];

/** A JS list as ONE text[] parameter (drizzle would spread a bare array into a parameter list). */
const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/**
 * A bulk load without the tables' secondary indexes, built again afterwards from their own definitions: one sort per
 * index instead of a million insertions into each. Primary keys stay (the projection's upsert needs its own).
 */
async function withIndexesSetAside(db: Database, tables: readonly string[], load: () => Promise<void>): Promise<void> {
  const { rows } = await db.execute<{ name: string; def: string }>(sql`
    select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any(${textArray(tables)})
       and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`);
  for (const r of rows) await db.execute(sql.raw(`drop index "${r.name}"`));
  await load();
  await db.execute(sql`set maintenance_work_mem = '256MB'`);
  for (const r of rows) await db.execute(sql.raw(r.def));
}

/**
 * The companies (each with its owner account), the jobs, and 10,000 job seekers who applied to the first company
 * (and a few other jobs each), all in SQL. Deterministic (setseed), relative to today.
 */
export async function generate(
  db: Database,
  { jobs: JOBS, companies: COMPANIES, applicants: APPLICANTS }: Volume,
): Promise<void> {
  await db.execute(sql`select setseed(0.2026)`);
  await db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name, email_verified_at)
    select 'bench-company-' || g || '@bench.tvet.ug', 'bench-company-' || g || '@bench.tvet.ug', '!', 'Owner', g::text, now()
      from generate_series(1, ${COMPANIES}::int) g`);
  await db.execute(sql`
    insert into companies (user_id, name, no_of_employees, address, created_at)
    select u.id,
           (${textArray(COMPANY_PLACES)})[1 + (u.n % ${COMPANY_PLACES.length}::int)] || ' ' ||
           (${textArray(COMPANY_KINDS)})[1 + ((u.n / ${COMPANY_PLACES.length}::int) % ${COMPANY_KINDS.length}::int)] || ' ' ||
           (${textArray(COMPANY_SUFFIXES)})[1 + ((u.n / ${COMPANY_PLACES.length * COMPANY_KINDS.length}::int) % ${COMPANY_SUFFIXES.length}::int)],
           5 + floor(random() * 500)::int,
           'Plot ' || (1 + u.n % 90) || ', ' || (${textArray(UGANDA_CITIES.map((c) => c.name))})[1 + (u.n % ${UGANDA_CITIES.length}::int)],
           now() - random() * interval '900 days'
      from (select id, (row_number() over (order by id))::int - 1 as n from users where username like 'bench-company-%') u`);

  // Places: a quarter of the jobs in Kampala, 45 % in the other towns, 30 % anywhere (no town).
  await withIndexesSetAside(db, ['jobs', 'job_search'], () =>
    db
      .execute(
        sql`
    with
      trade as (
        select array_agg(t.title order by t.n) as titles, array_agg(jc.id order by t.n) as categories, array_agg(jc.name order by t.n) as category_names
          from unnest(${textArray(TRADES.map((t) => t[0]))}, ${textArray(TRADES.map((t) => t[1]))}) with ordinality as t(title, category, n)
          join job_categories jc on jc.name = t.category),
      place as (
        select array_agg(ci.id order by ci.id) as cities, array_agg(ci.district_id order by ci.id) as city_districts,
               (select array_agg(id order by id) from districts) as districts,
               (select id from cities where name = 'Kampala') as kampala_city,
               (select district_id from cities where name = 'Kampala') as kampala_district
          from cities ci),
      lookup as (
        select (select array_agg(id order by id) from companies) as companies,
               (select array_agg(name order by id) from companies) as company_names,
               (select array_agg(id order by id) from functional_areas) as areas,
               (select array_agg(id order by id) from contract_types) as contracts),
      r as (
        select g,
               1 + floor(random() * ${TRADES.length}::int)::int as ti,
               1 + floor(random() * ${MODIFIERS.length}::int)::int as mi,
               1 + floor(random() * ${COMPANIES}::int)::int as co,
               random() as place_r, random() as pick_r, random() as pay_r, random() as open_r, random() as misc_r,
               1 + floor(random() * ${DUTIES.length}::int)::int as d1, 1 + floor(random() * ${DUTIES.length}::int)::int as d2
          from generate_series(1, ${JOBS}::int) g)
    insert into jobs (company_id, title, job_category_id, function_area_id, location_id, city_id, contract_type_id,
                      description, qualifications, application_procedure, available_positions, min_pay, max_pay,
                      submission_deadline, job_link, posted, updated_at)
    select l.companies[r.co],
           (${textArray(MODIFIERS)})[r.mi] || t.titles[r.ti],
           t.categories[r.ti],
           l.areas[1 + floor(r.misc_r * array_length(l.areas, 1))::int],
           case when r.place_r < 0.25 then p.kampala_district
                when r.place_r < 0.70 then p.city_districts[1 + floor(r.pick_r * array_length(p.cities, 1))::int]
                else p.districts[1 + floor(r.pick_r * array_length(p.districts, 1))::int] end,
           case when r.place_r < 0.25 then p.kampala_city
                when r.place_r < 0.70 then p.cities[1 + floor(r.pick_r * array_length(p.cities, 1))::int]
                else null end,
           l.contracts[1 + floor(r.pay_r * array_length(l.contracts, 1))::int],
           '<p><strong>' || l.company_names[r.co] || '</strong> is hiring ' || lower(t.titles[r.ti]) || 's. '
             || (${textArray(DUTIES)})[r.d1] || ' ' || (${textArray(DUTIES)})[r.d2] || '</p><p>We offer '
             || (${textArray(BENEFITS)})[1 + (r.g % ${BENEFITS.length}::int)] || '.</p>',
           '<ul><li>Certificate in ' || t.category_names[r.ti] || '</li><li>' || (1 + r.g % 5) || ' years of experience</li></ul>',
           '<p>Apply through this portal before the deadline.</p>',
           1 + (r.g % 7),
           case when r.pay_r < 0.07 then null else 200000 + 50000 * floor(r.pay_r * 40)::int end,
           case when r.pay_r < 0.07 then null else 200000 + 50000 * floor(r.pay_r * 40)::int + 50000 * (2 + r.g % 15) end,
           case when r.open_r < 0.85 then current_date + (1 + floor(r.misc_r * 60))::int
                else current_date - (1 + floor(r.misc_r * 30))::int end,
           case when r.misc_r < 0.05 then 'https://careers.bench.tvet.ug/vacancy-' || r.g else null end,
           now() - r.open_r * interval '60 days',
           now()
      from r cross join trade t cross join place p cross join lookup l`,
      )
      .then(() => undefined),
  );

  // The applicants: accounts, profiles and job seeker profiles (what the Applicants page names and links).
  await db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name, email_verified_at)
    select 'bench-seeker-' || g || '@bench.tvet.ug', 'bench-seeker-' || g || '@bench.tvet.ug', '!',
           (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}::int], (${textArray(LAST_NAMES)})[1 + (g / 7) % ${LAST_NAMES.length}::int], now()
      from generate_series(1, ${APPLICANTS}::int) g`);
  await db.execute(sql`
    insert into profiles (user_id, gender, phone_number)
    select u.id, case when u.id % 2 = 0 then 'Female' else 'Male' end, '+2567' || lpad((u.id % 100000000)::text, 8, '0')
      from users u where u.username like 'bench-%' on conflict do nothing`);
  await db.execute(sql`
    insert into user_groups (user_id, group_id)
    select u.id, g.id from users u join groups g on g.name = case when u.username like 'bench-seeker-%' then 'JobSeeker' else 'Company' end
     where u.username like 'bench-%' on conflict do nothing`);
  await db.execute(sql`
    with town as (select array_agg(id order by id) as ids, array_agg(district_id order by id) as districts from cities)
    insert into job_seekers (user_id, district_id, city_id, physical_address, date_of_birth, language, marital_status_id, head_line)
    select u.id, t.districts[1 + u.id % array_length(t.ids, 1)], t.ids[1 + u.id % array_length(t.ids, 1)],
           'Plot ' || (1 + u.id % 120) || ', Main Street', date '1990-01-01' + (u.id % 4000), 'English, Luganda',
           (select min(id) from marital_statuses), 'Certified artisan looking for work'
      from users u cross join town t where u.username like 'bench-seeker-%'`);
  await db.execute(sql`
    insert into job_seeker_categories (job_seeker_id, job_category_id)
    select js.id, (select array_agg(id order by id) from job_categories)[1 + js.id % (select count(*) from job_categories)::int]
      from job_seekers js join users u on u.id = js.user_id where u.username like 'bench-seeker-%'`);
  // Each applicant applied to one job of the first company (the busy employer) and to two random jobs elsewhere.
  await db.execute(sql`
    with busy as (select array_agg(j.id order by j.id) as jobs from jobs j
                   where j.company_id = (select c.id from companies c join users u on u.id = c.user_id where u.username = 'bench-company-1@bench.tvet.ug'))
    insert into job_applications (job_id, user_id, status, created)
    select b.jobs[1 + floor(random() * array_length(b.jobs, 1))::int], u.id,
           case when r < 0.70 then 'Under Review' when r < 0.85 then 'Accepted' when r < 0.95 then 'Declined' else 'Cancelled' end,
           now() - random() * interval '60 days'
      from (select id, random() as r from users where username like 'bench-seeker-%') u cross join busy b`);
  await db.execute(sql`
    insert into job_applications (job_id, user_id, created)
    select 1 + floor(random() * ${JOBS}::int)::int, u.id, now() - random() * interval '60 days'
      from users u cross join generate_series(1, 2) where u.username like 'bench-seeker-%'
    on conflict do nothing`);
  // What autovacuum would have done by now: statistics and the visibility map current.
  await db.execute(sql`vacuum analyze`);
}
