// What the sitemap lists: the home and list pages, every open job, upcoming training, open competition and
// upcoming event (the same rules as the public lists), each with the time it last changed.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/typed-sql.js';
import { publiclyVisible } from '../../lib/visibility.js';
import type { SitemapEntry } from './site.presenter.js';

/** The sitemaps.org limit of one file. */
export const SITEMAP_MAX_URLS = 50_000;

const DETAIL_PATH = {
  job: '/job-detail/',
  training: '/training-detail/',
  competition: '/competition-detail/',
  event: '/event-detail/',
} as const;
type Kind = keyof typeof DETAIL_PATH;

/** List pages, with the kind whose newest change dates them. */
const LIST_PAGES: ReadonlyArray<{ path: string; kind: Kind | 'center' | 'document' | null }> = [
  { path: '/', kind: null },
  { path: '/jobs', kind: 'job' },
  { path: '/companies', kind: 'job' },
  { path: '/trainings', kind: 'training' },
  { path: '/skills-competitions', kind: 'competition' },
  { path: '/events', kind: 'event' },
  { path: '/counselling-centers', kind: 'center' },
  { path: '/information-hub', kind: 'document' },
];

/** An item (`<kind>`, its id) or a list's newest change (`latest:<kind>`, no id), from the union `u` below. */
const ENTRY_COLUMNS = {
  kind: sql<string>`kind`,
  id: sql<number | null>`id`,
  // ISO 8601 text in UTC (raw rows carry no column types to map them by).
  lastmod: sql<string | null>`to_char(lastmod at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};
/** The prefix of the per-list rows in the query below. */
const LATEST = 'latest:';

export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const itemLimit = SITEMAP_MAX_URLS - LIST_PAGES.length;
  // One statement: the items (newest first, within the limit of one file), then one `latest:<kind>` row per list
  // with its newest change.
  const rows = await queryRows(
    db,
    ENTRY_COLUMNS,
    (list) => sql`
    with items as (
      select 'job' as kind, j.id, j.updated_at as lastmod
        from jobs j join companies co on co.id = j.company_id
       where ${publiclyVisible.job('j', 'co')}
      union all
      select 'training', t.id, t.updated_at
        from trainings t join trainers tr on tr.id = t.trainer_id
       where ${publiclyVisible.training('t', 'tr')}
      union all
      select 'competition', c.id, c.updated_at
        from skills_competitions c join skill_providers p on p.id = c.provider_id
       where ${publiclyVisible.competition('c', 'p')}
      union all
      select 'event', e.id, e.updated_at
        from career_events e
       where ${publiclyVisible.event('e')}
    )
    select ${list} from (
      (select kind, id, lastmod from items order by lastmod desc, kind, id limit ${itemLimit})
      union all
      select 'latest:' || kind, null, max(lastmod) from items group by kind
      union all
      select 'latest:center', null, max(updated_at) from counselling_centers where deactivated_at is null
      union all
      select 'latest:document', null, greatest(
        (select max(created_at) from policies),
        (select max(created_at) from employer_frameworks),
        (select max(updated_at) from career_resources))
    ) u`,
  );

  const latest = new Map<string, Date | null>();
  const items: SitemapEntry[] = [];
  for (const r of rows) {
    const lastmod = r.lastmod === null ? null : new Date(r.lastmod);
    if (r.kind.startsWith(LATEST)) latest.set(r.kind.slice(LATEST.length), lastmod);
    else if (r.id !== null) items.push({ path: `${DETAIL_PATH[r.kind as Kind]}${r.id}`, lastmod });
  }
  const dated = [...latest.values()].filter((d): d is Date => d !== null);
  const newest = dated.length ? new Date(Math.max(...dated.map((d) => d.getTime()))) : null;
  const pages = LIST_PAGES.map((p) => ({
    path: p.path,
    lastmod: p.kind === null ? newest : (latest.get(p.kind) ?? null),
  }));
  return [...pages, ...items];
}
