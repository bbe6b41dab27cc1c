// What the jobs benchmark's generator leaves out and the public catalogue pages show (bench:pages): trainers and their
// trainings, skills providers and their competitions, career events and counselling centres, in the proportions of a
// national portal (a few hundred of each, mostly upcoming), written in SQL from the demo's texts. Added once to a
// database without trainings; a kept BENCH_DATA_DIR that has them is left as it is.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/api/src/db/client.js';
import {
  CENTRE_TEMPLATES,
  CENTRE_TERMS,
  COMPETITION_TEMPLATES,
  EVENT_TEMPLATES,
  TRAINING_TEMPLATES,
} from '../../../apps/api/src/db/seed/content/demo-content.js';

const VOLUME = { trainers: 20, trainings: 300, providers: 10, competitions: 100, events: 200, centres: 60 };
const TOWNS = [
  'Kampala',
  'Wakiso',
  'Mukono',
  'Jinja',
  'Gulu',
  'Lira',
  'Mbarara',
  'Masaka',
  'Mbale',
  'Arua',
  'Fort Portal',
  'Hoima',
  'Soroti',
  'Kabale',
  'Kasese',
  'Tororo',
];

/** A JS list as ONE text[] parameter (drizzle would spread a bare array into a parameter list). */
const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
const html = (s: string) => s.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** Adds the catalogue when the database has no trainings; a line saying what is there. */
export async function prepareCatalogue(db: Database): Promise<string> {
  const [have] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from trainings`)).rows;
  if (!have?.n) await addCatalogue(db);
  const [n] = (
    await db.execute<{ trainings: number; competitions: number; events: number; centres: number }>(sql`
      select (select count(*)::int from trainings) as trainings, (select count(*)::int from skills_competitions) as competitions,
             (select count(*)::int from career_events) as events, (select count(*)::int from counselling_centers) as centres`)
  ).rows;
  return `catalogue: ${n?.trainings} trainings, ${n?.competitions} skills competitions, ${n?.events} career events, ${n?.centres} counselling centres${have?.n ? '' : ' (added for this benchmark)'}`;
}

async function addCatalogue(db: Database) {
  await db.execute(sql`select setseed(0.2027)`);
  // The trainers' and providers' accounts, as the generator makes the companies' (no password: nobody signs in).
  await db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name, email_verified_at)
    select k || '-' || g || '@bench.tvet.ug', k || '-' || g || '@bench.tvet.ug', '!', initcap(k), g::text, now()
      from (values ('bench-trainer', ${VOLUME.trainers}::int), ('bench-provider', ${VOLUME.providers}::int)) as v(k, n)
      cross join lateral generate_series(1, v.n) g
    on conflict do nothing`);
  await db.execute(sql`
    insert into user_groups (user_id, group_id)
    select u.id, g.id from users u join groups g on g.name = case when u.username like 'bench-trainer-%' then 'Trainer' else 'SkillProvider' end
     where u.username like 'bench-trainer-%' or u.username like 'bench-provider-%' on conflict do nothing`);
  await db.execute(sql`
    insert into trainers (user_id, address, created_at)
    select u.id, 'Plot ' || (1 + u.id % 90) || ', ' || (${textArray(TOWNS)})[1 + u.id % ${TOWNS.length}::int], now() - interval '400 days'
      from users u where u.username like 'bench-trainer-%' on conflict do nothing`);
  await db.execute(sql`
    insert into skill_providers (user_id, title, location, description, created_at)
    select u.id, (${textArray(TOWNS)})[1 + u.id % ${TOWNS.length}::int] || ' Skills Development Centre',
           (${textArray(TOWNS)})[1 + u.id % ${TOWNS.length}::int], 'Runs trade competitions for young artisans in the region.', now() - interval '400 days'
      from users u where u.username like 'bench-provider-%' on conflict do nothing`);

  // Trainings: 85 % upcoming (today to four months ahead), the rest past (their pages are no longer listed).
  const t = TRAINING_TEMPLATES;
  await db.execute(sql`
    with tr as (select array_agg(t.id order by t.id) as ids from trainers t join users u on u.id = t.user_id where u.username like 'bench-trainer-%')
    insert into trainings (trainer_id, title, description, location, date, time, max_no_participants, fees, registration_link)
    select tr.ids[1 + g % array_length(tr.ids, 1)],
           (${textArray(t.map((x) => x.title))})[1 + g % ${t.length}::int] || ' (' || (${textArray(TOWNS)})[1 + (g / ${t.length}::int) % ${TOWNS.length}::int] || ' intake)',
           '<p>' || (${textArray(t.map((x) => html(x.summary)))})[1 + g % ${t.length}::int] || '</p><ul><li>' ||
             (${textArray(t.map((x) => x.outcomes.map(html).join('</li><li>')))})[1 + g % ${t.length}::int] || '</li></ul>',
           (${textArray(TOWNS)})[1 + (g / ${t.length}::int) % ${TOWNS.length}::int] || ' training centre',
           case when random() < 0.85 then current_date + floor(random() * 120)::int else current_date - (1 + floor(random() * 60)::int) end,
           (array['08:30', '09:00', '10:00', '14:00'])[1 + g % 4]::time,
           (array[15, 20, 25, 30, 40, 60])[1 + g % 6],
           case when random() < 0.25 then 0 else 50000 * (3 + floor(random() * 22)::int) end,
           'https://training.bench.tvet.ug/register/' || g
      from generate_series(1, ${VOLUME.trainings}::int) g cross join tr`);

  const c = COMPETITION_TEMPLATES;
  await db.execute(sql`
    with p as (select array_agg(s.id order by s.id) as ids from skill_providers s join users u on u.id = s.user_id where u.username like 'bench-provider-%'),
         d as (select g, case when random() < 0.8 then current_date + floor(random() * 90)::int else current_date - (2 + floor(random() * 60)::int) end as start
                 from generate_series(1, ${VOLUME.competitions}::int) g)
    insert into skills_competitions (provider_id, competition_title, description, guidelines, location, start_date, end_date)
    select p.ids[1 + d.g % array_length(p.ids, 1)],
           (${textArray(c.map((x) => x.title))})[1 + d.g % ${c.length}::int] || ' ' || (${textArray(TOWNS)})[1 + (d.g / ${c.length}::int) % ${TOWNS.length}::int],
           '<p>' || (${textArray(c.map((x) => html(x.description)))})[1 + d.g % ${c.length}::int] || '</p>',
           '<ul><li>' || (${textArray(c.map((x) => x.guidelines.map(html).join('</li><li>')))})[1 + d.g % ${c.length}::int] || '</li></ul>',
           (${textArray(TOWNS)})[1 + (d.g / ${c.length}::int) % ${TOWNS.length}::int],
           d.start, d.start + (d.g % 3)
      from d cross join p`);

  const e = EVENT_TEMPLATES;
  await db.execute(sql`
    insert into career_events (title, theme, location, event_date, start_time, end_time, registration_link, target_audience)
    select (${textArray(e.map((x) => x.title))})[1 + g % ${e.length}::int] || ' - ' || (${textArray(TOWNS)})[1 + (g / ${e.length}::int) % ${TOWNS.length}::int],
           (${textArray(e.map((x) => x.theme))})[1 + g % ${e.length}::int],
           (${textArray(TOWNS)})[1 + (g / ${e.length}::int) % ${TOWNS.length}::int] || ' - venue confirmed on registration',
           case when random() < 0.8 then current_date + floor(random() * 120)::int else current_date - (1 + floor(random() * 60)::int) end,
           case when g % 2 = 0 then '09:00'::time else '14:00'::time end, case when g % 2 = 0 then '13:00'::time else '17:30'::time end,
           'https://events.bench.tvet.ug/register/' || g,
           (${textArray(e.map((x) => x.audience))})[1 + g % ${e.length}::int]
      from generate_series(1, ${VOLUME.events}::int) g`);

  const k = CENTRE_TEMPLATES;
  await db.execute(sql`
    insert into counselling_centers (center_name, center_location, opening_hours, terms_and_conditions, phone)
    select (${textArray(TOWNS)})[1 + g % ${TOWNS.length}::int] || ' Career Guidance Centre ' || (1 + g / ${TOWNS.length}::int),
           'Plot ' || (1 + g % 40) || ', Main Street, ' || (${textArray(TOWNS)})[1 + g % ${TOWNS.length}::int],
           (${textArray(k.map((x) => x.hours))})[1 + g % ${k.length}::int], ${CENTRE_TERMS}, '+25677' || lpad((2104350 + g * 7919)::text, 7, '0')
      from generate_series(1, ${VOLUME.centres}::int) g`);
  await db.execute(sql`
    insert into counselling_center_services (center_id, service_id)
    select c.id, s.id from counselling_centers c cross join career_services s where (c.id + s.id) % 3 = 0 on conflict do nothing`);
  await db.execute(
    sql`analyze trainings, skills_competitions, career_events, counselling_centers, counselling_center_services`,
  );
}
