// The Ministry's trade synonyms (issue 32): listed (the seeded groups first), added, edited and removed by the
// Ministry only, each change in the audit log and counted against a daily limit; the contract's messages for a
// group that expands nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TradeSynonymGroup } from '@portal/contract';
import { hit, RATE_LIMITS } from '../../lib/rate-limits.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { make, type TestUser } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';

let t: TestContext;
let ministry: TestUser;
let company: TestUser;
const { call } = httpFor(() => t);
const PATH = '/api/ministry/trade-synonyms/';

beforeAll(async () => {
  t = await buildTestApp();
  ministry = await make.user(t.db, { groups: ['Ministry'] });
  company = await make.user(t.db, { groups: ['Company'] });
});

describe('the trade synonyms', () => {
  it('lists the seeded groups in the three languages', async () => {
    const res = await call('GET', PATH, ministry);
    expect(res.statusCode).toBe(200);
    const groups = res.json() as TradeSynonymGroup[];
    expect(groups.length).toBeGreaterThanOrEqual(25);
    expect(groups).toContainEqual(
      expect.objectContaining({
        en: expect.arrayContaining(['electrician']),
        sw: expect.arrayContaining(['fundi umeme']),
        lg: expect.arrayContaining(["omukozi w'amasannyalaze"]),
      }),
    );
  });

  it('adds, edits and removes a group, terms tidied, each change audited', async () => {
    const added = await call('POST', PATH, ministry, {
      en: [' Beekeeper ', 'beekeeper', 'apiarist'],
      sw: 'Mfugaji nyuki,  mfugaji wa nyuki ,',
      lg: ["omulunzi w'enjuki"],
    });
    expect(added.statusCode, added.body).toBe(201);
    const group = added.json() as TradeSynonymGroup;
    expect(group).toMatchObject({
      en: ['beekeeper', 'apiarist'],
      sw: ['mfugaji nyuki', 'mfugaji wa nyuki'],
      lg: ["omulunzi w'enjuki"],
    });
    const changed = await call('PUT', `${PATH}${group.id}/`, ministry, { en: ['beekeeper'], sw: ['mfugaji nyuki'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: group.id, en: ['beekeeper'], sw: ['mfugaji nyuki'], lg: [] });
    expect((await call('GET', PATH, ministry)).json()).toContainEqual(
      expect.objectContaining({ id: group.id, lg: [] }),
    );
    expect((await call('DELETE', `${PATH}${group.id}/`, ministry)).statusCode).toBe(204);
    expect((await call('GET', PATH, ministry)).json()).not.toContainEqual(expect.objectContaining({ id: group.id }));
    expect((await call('DELETE', `${PATH}${group.id}/`, ministry)).statusCode).toBe(404);
    expect((await call('PUT', `${PATH}${group.id}/`, ministry, { en: ['x'], sw: ['y'] })).statusCode).toBe(404);

    const log = (await call('GET', '/api/ministry/audit-log/?page_size=3', ministry)).json();
    expect(log.results.map((e: { action: string; target: string }) => [e.action, e.target])).toEqual([
      ['delete_trade_synonyms', 'beekeeper / mfugaji nyuki'],
      ['update_trade_synonyms', 'beekeeper / mfugaji nyuki'],
      ['create_trade_synonyms', "beekeeper / apiarist / mfugaji nyuki / mfugaji wa nyuki / omulunzi w'enjuki"],
    ]);
  });

  it('refuses a group without an English term, without a Kiswahili or Luganda one, or with a term of no letters', async () => {
    const res = await call('POST', PATH, ministry, { en: [], sw: [], lg: ['1234'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      en: ['Enter at least one English term.'],
      lg: ['Give at most 20 terms, each in letters and 60 characters at most.'],
    });
    const none = await call('POST', PATH, ministry, { en: ['welder'] });
    expect(none.json()).toEqual({ sw: ['Enter at least one Kiswahili or Luganda term.'] });
  });

  it('answers the Ministry only: 401 for a visitor, 403 for another account type, before the body is read', async () => {
    const body = { en: ['welder'], sw: ['mchomeleaji'] };
    for (const [method, url] of [
      ['GET', PATH],
      ['POST', PATH],
      ['PUT', `${PATH}1/`],
      ['DELETE', `${PATH}1/`],
    ] as const) {
      expect((await call(method, url, null, body)).statusCode).toBe(401);
      const refused = await call(method, url, company, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: expect.any(String) });
    }
    const audit = (await call('GET', '/api/ministry/audit-log/?action=create_trade_synonyms', ministry)).json();
    expect(audit.results.every((e: { actor: string }) => e.actor === ministry.email)).toBe(true);
  });

  it('limits each Ministry account to 200 changes a day (every change reloads every instance)', async () => {
    const busy = await make.user(t.db, { groups: ['Ministry'] });
    const limit = RATE_LIMITS.tradeSynonymChangesPerUser;
    for (let i = 0; i < limit.max; i++) await hit(t.db, limit, busy.id);
    const refused = await call('POST', PATH, busy, { en: ['welder'], sw: ['mchomeleaji'] });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Reading is not limited.
    expect((await call('GET', PATH, busy)).statusCode).toBe(200);
  });
});
