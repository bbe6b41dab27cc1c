// Distinct job searches as people make them (jobs-search/mix.ts draws them), for bench:jobs (the API's URLs) and
// bench:pages (the /jobs page's): the lookups they are drawn from, read from the database, and a list of distinct
// searches whose page past the first exists in the data.
import { sql } from 'drizzle-orm';
import { jobSearchQuery } from '@portal/contract';
import { embeddedPoolSize, type Database } from '../../../apps/api/src/db/client.js';
import { tradeSynonyms } from '../../../apps/api/src/lib/trade-synonyms.js';
import { jobSearchSql } from '../../../apps/api/src/modules/jobs/index.js';
import { COMPANY_PLACES, MODIFIERS, TRADES } from '../jobs-search/generate.js';
import { jobSearchParams, SEARCH_SHARE, type MixLookups } from '../jobs-search/mix.js';
import { seeded } from './random.js';

/** What the searches are drawn from: the trades' words, and the places, sectors and contract types in the database. */
export async function searchLookups(
  db: Database,
): Promise<{ lookups: MixLookups; categories: Array<{ id: number; name: string }> }> {
  const named = async (table: 'districts' | 'job_categories' | 'functional_areas' | 'contract_types') =>
    (await db.execute<{ id: number; name: string }>(sql`select id, name from ${sql.identifier(table)} order by id`))
      .rows;
  const districts = await named('districts');
  const kampala = districts.find((d) => d.name === 'Kampala');
  if (!kampala) throw new Error('no Kampala district');
  const cities = (
    await db.execute<{ name: string; district_id: number }>(sql`select name, district_id from cities order by id`)
  ).rows;
  const categories = await named('job_categories');
  const lookups: MixLookups = {
    trades: TRADES.map((t) => t[0]),
    modifiers: MODIFIERS.filter(Boolean).map((m) => m.trim()),
    categoryNames: [...new Set(TRADES.map((t) => t[1]))],
    companyPlaces: COMPANY_PLACES,
    kampala: kampala.id,
    districts: districts.map((d) => d.id),
    categories: categories.map((c) => c.id),
    functionAreas: (await named('functional_areas')).map((f) => f.id),
    contractTypes: (await named('contract_types')).map((c) => c.name),
    cities: cities.map((c) => ({ name: c.name, districtId: c.district_id })),
  };
  return { lookups, categories };
}

/**
 * `count` distinct searches (the API's parameters, page and page_size=10 always) from a fixed seed; a page past the
 * first only where the list has it (checked against the data, a few queries at a time on the pool).
 */
export async function distinctSearches(
  db: Database,
  lookups: MixLookups,
  { count, seed }: { count: number; seed: number },
): Promise<URLSearchParams[]> {
  const rand = seeded(seed);
  const drawn: URLSearchParams[] = [];
  const seen = new Set<string>();
  // Draw more than needed, in order; the pages that turn out not to exist are dropped below. Searches with words
  // and lists without them alternate at SEARCH_SHARE, so the distinct URLs are requested in the shares people
  // request them (distinct searches are far more numerous than distinct lists: drawing freely, two thirds would be
  // searches).
  let searches = 0;
  while (drawn.length < count * 1.5) {
    const search = searches < SEARCH_SHARE * (drawn.length + 1);
    const p = jobSearchParams(rand, lookups, search);
    const key = p.toString();
    if (seen.has(key)) continue;
    seen.add(key);
    drawn.push(p);
    if (search) searches += 1;
  }
  const firstPageOf = (p: URLSearchParams) => {
    const first = new URLSearchParams(p);
    first.set('page', '1');
    return first.toString();
  };
  const bases = [...new Set(drawn.filter((p) => p.get('page') !== '1').map(firstPageOf))];
  const totals = new Map<string, number>();
  const synonyms = await tradeSynonyms(db);
  let next = 0;
  const worker = async () => {
    while (next < bases.length) {
      const key = bases[next++];
      if (key === undefined) break;
      const q = jobSearchQuery.parse({ ...Object.fromEntries(new URLSearchParams(key)), page_size: '1' });
      const { rows } = await db.execute<{ total: number }>(jobSearchSql(q, synonyms));
      totals.set(key, rows[0]?.total ?? 0);
    }
  };
  await Promise.all(Array.from({ length: embeddedPoolSize() }, worker));
  const kept: URLSearchParams[] = [];
  for (const p of drawn) {
    if (kept.length === count) break;
    const page = Number(p.get('page'));
    if (page > 1 && (totals.get(firstPageOf(p)) ?? 0) <= (page - 1) * 10) continue;
    kept.push(p);
  }
  if (kept.length < count) throw new Error(`only ${kept.length} searches have the page they ask for`);
  return kept;
}
