// The job search in the person's words (issue 32): a Kiswahili or Luganda trade word or phrase finds the jobs titled
// in English through the Ministry's trade synonyms (seeded with the lookups); an English search and a word of no group
// are the very statement they were before synonyms; a change reaches the search without a restart, at once on the
// instance that made it and within SYNONYMS_FRESH_MS on the others.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobSearchQuery } from '@portal/contract';
import { NO_SYNONYMS, SYNONYMS_FRESH_MS, tradeSynonyms } from '../../lib/trade-synonyms.js';
import { make, type TestUser } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';
import { jobSearchTestKit } from './job-search.fixtures.js';
import { jobSearchSql } from './job-search.service.js';

const kit = jobSearchTestKit();
const { call } = httpFor(() => kit.t);
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

let company: { id: number };
let ministry: TestUser;
const j: Record<string, number> = {};
const ids = (search: string) => kit.idsOf(`company=${company.id}&search=${encodeURIComponent(search)}`);

beforeAll(async () => {
  company = await make.company(kit.t.db, await make.user(kit.t.db), { name: 'Words Works' });
  ministry = await make.user(kit.t.db, { groups: ['Ministry'] });
  const post = async (key: string, title: string, minutes: number, description = '<p>Daily work on site.</p>') => {
    j[key] = (await make.job(kit.t.db, company, { title, description, posted: ago(minutes) })).id;
  };
  await post('electrician', 'Electrician', 50);
  await post('cook', 'Cook', 40);
  await post('chef', 'Head Chef', 30);
  await post('kitchen', 'Kitchen Porter', 10, '<p>Helps our cook in a busy kitchen.</p>');
  await post('plumber', 'Plumber', 20);
  await post('beekeeper', 'Beekeeper', 5);
});

describe('search in Kiswahili and Luganda', () => {
  it('finds English titles from a Kiswahili word and from a Luganda word', async () => {
    // The exact titles first, then the longer one, then the job that only mentions the word.
    expect(await ids('mpishi')).toEqual([j.cook, j.chef, j.kitchen]);
    expect(await ids('omufumbi')).toEqual([j.cook, j.chef, j.kitchen]);
    expect(await ids('fundi bomba')).toEqual([j.plumber]);
  });

  it('finds them from a phrase, as typed with its apostrophe and capitals', async () => {
    expect(await ids('fundi umeme')).toEqual([j.electrician]);
    expect(await ids("Omukozi w'amasannyalaze")).toEqual([j.electrician]);
    expect((await kit.list(`company=${company.id}&search=fundi%20umeme`)).count).toBe(1);
  });

  it('searches an English word, and a word of no group, exactly as before synonyms', async () => {
    // "cook" does not become "chef": English words are searched as typed.
    expect(await ids('cook')).toEqual([j.cook, j.kitchen]);
    expect(await ids('kisanduku')).toEqual([]);
    const synonyms = await tradeSynonyms(kit.t.db);
    const dialect = new PgDialect();
    for (const search of ['cook', 'metal fabricator', 'electrician in kampala', 'kisanduku', 'the']) {
      for (const ordering of ['relevance', '-posted'] as const) {
        const q = jobSearchQuery.parse({ search, ordering });
        expect(dialect.sqlToQuery(jobSearchSql(q, synonyms))).toEqual(dialect.sqlToQuery(jobSearchSql(q, NO_SYNONYMS)));
      }
    }
  });
});

describe('a change by the Ministry', () => {
  afterEach(() => vi.useRealTimers());

  it('reaches the search at once on its instance, and on the others within the freshness window', async () => {
    expect(await ids('mfugaji nyuki')).toEqual([]);
    const added = await call('POST', '/api/ministry/trade-synonyms/', ministry, {
      en: ['beekeeper'],
      sw: ['mfugaji nyuki'],
      lg: [],
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await ids('mfugaji nyuki')).toEqual([j.beekeeper]);

    // Another instance changes the group (this one's copy is not told): seen once the copy's time is up.
    await kit.t.db.execute(
      sql`update trade_synonym_groups set lg = array['omulunzi w''enjuki'] where id = ${added.json().id}`,
    );
    await kit.t.db.execute(sql`update trade_synonyms_version set version = version + 1`);
    expect(await ids("omulunzi w'enjuki")).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SYNONYMS_FRESH_MS });
    expect(await ids("omulunzi w'enjuki")).toEqual([j.beekeeper]);
    vi.useRealTimers();

    const removed = await call('DELETE', `/api/ministry/trade-synonyms/${added.json().id}/`, ministry);
    expect(removed.statusCode).toBe(204);
    expect(await ids('mfugaji nyuki')).toEqual([]);
  });
});
