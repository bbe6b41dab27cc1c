// The job search's relevance ordering over its projection (decision 006): the exact title first, then titles the
// words cover less of, then mentions; word prefixes; the default only when something is searched; stable paging.
import { beforeAll, describe, expect, it } from 'vitest';
import { make } from '../../test/factories.js';
import { jobSearchTestKit } from './job-search.fixtures.js';

const kit = jobSearchTestKit();
const { list, idsOf } = kit;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('relevance', () => {
  let company: { id: number };
  const j: Record<string, number> = {};

  beforeAll(async () => {
    company = await make.company(kit.t.db, await make.user(kit.t.db), { name: 'Relevance Works' });
    const post = async (
      key: string,
      title: string,
      minutes: number,
      description = '<p>Gates, windows and roof trusses.</p>',
    ) => {
      j[key] = (await make.job(kit.t.db, company, { title, description, posted: ago(minutes) })).id;
    };
    // Newest last in relevance: the job that only mentions the words is the newest of all.
    await post('exact', 'Metal Fabricator', 50);
    await post('longer', 'Senior Metal Fabricator', 40);
    await post('partial', 'Steel Fabricator', 30, '<p>Cut and join metal sheets.</p>');
    await post('mention', 'Welder', 10, '<p>Works beside our metal fabricator team.</p>');
    await post('exact2', 'Metal Fabricator', 60);
    await post('other', 'Plumber', 5, '<p>Pipes and taps.</p>');
  });

  const scoped = (q: string) => `company=${company.id}&${q}`;

  it('puts the exact title first, then titles the words cover less of, then titles with some words, then mentions', async () => {
    expect(await idsOf(scoped('search=metal%20fabricator'))).toEqual([
      j.exact,
      j.exact2,
      j.longer,
      j.partial,
      j.mention,
    ]);
    // Case and word order do not matter; ties go to the newest.
    expect(await idsOf(scoped('search=Fabricator%20METAL&ordering=relevance'))).toEqual([
      j.exact,
      j.exact2,
      j.longer,
      j.partial,
      j.mention,
    ]);
    expect((await list(scoped('search=metal%20fabricator'))).count).toBe(5);
  });

  it('ranks by word prefixes as the search matches them', async () => {
    // "fabric" matches every Fabricator title: the two-word titles first (newest first), then the three-word one.
    expect(await idsOf(scoped('search=fabric'))).toEqual([j.partial, j.exact, j.exact2, j.longer, j.mention]);
  });

  it('is the default only when something is searched; an explicit ordering still wins', async () => {
    expect(await idsOf(scoped('search=metal%20fabricator&ordering=-posted'))).toEqual([
      j.mention,
      j.partial,
      j.longer,
      j.exact,
      j.exact2,
    ]);
    const newest = [j.other, j.mention, j.partial, j.longer, j.exact, j.exact2];
    expect(await idsOf(scoped(''))).toEqual(newest);
    // Without searchable words relevance is newest first: no words, only symbols, only stop words.
    expect(await idsOf(scoped('ordering=relevance'))).toEqual(newest);
    expect(await idsOf(scoped('search=%21%21%21'))).toEqual(newest);
    expect(await idsOf(scoped('search=the&ordering=relevance'))).toEqual(newest);
  });

  it('pages through the relevance order without repeating or skipping a job', async () => {
    const all = await idsOf(scoped('search=metal%20fabricator'));
    const paged = [
      ...(await idsOf(scoped('search=metal%20fabricator&page_size=2'))),
      ...(await idsOf(scoped('search=metal%20fabricator&page_size=2&page=2'))),
      ...(await idsOf(scoped('search=metal%20fabricator&page_size=2&page=3'))),
    ];
    expect(paged).toEqual(all);
    expect((await list(scoped('search=metal%20fabricator&page_size=2&page=3'))).next).toBeNull();
  });
});
