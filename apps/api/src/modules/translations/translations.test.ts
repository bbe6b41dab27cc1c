// Translations people can correct (issue 32): a reader's suggestion, the Ministry's review, the accepted wordings
// every visitor's app gets, and the progress per language; each endpoint for whom it allows and refuses.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LIMIT_MESSAGES,
  MINISTRY_MESSAGES,
  TRANSLATION_MESSAGES,
  type TranslationOverrides,
  type TranslationProgress,
  type TranslationSuggestion,
} from '@portal/contract';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { make, type TestUser } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';

let t: TestContext;
let ministry: TestUser;
let reader: TestUser;
let otherReader: TestUser;
const { call } = httpFor(() => t);
const SUGGEST = '/api/common/translation-suggestions/';
const LIST = '/api/ministry/translation-suggestions/';
const decide = (id: number, decision: 'accept' | 'reject') => `${LIST}${id}/${decision}/`;

beforeAll(async () => {
  t = await buildTestApp();
  ministry = await make.user(t.db, { groups: ['Ministry'], firstName: 'Grace' });
  reader = (await make.jobSeeker(t.db)).user;
  otherReader = await make.user(t.db, { groups: ['Company'] });
});

const pending = async (language?: string) =>
  (await call('GET', `${LIST}?page_size=100${language ? `&language=${language}` : ''}`, ministry)).json() as {
    count: number;
    results: TranslationSuggestion[];
  };
/** The reader's suggestion as the Ministry's list shows it (the newest row: tests of one file run in order). */
const suggestionOf = async (user: TestUser, body: { message_id: string; language: string; text: string }) => {
  expect((await call('POST', SUGGEST, user, body)).statusCode).toBe(201);
  const { rows } = await t.db.execute<{ id: number }>(sql`select max(id)::int as id from translation_suggestions`);
  const id = rows[0]!.id;
  const list = (await call('GET', `${LIST}?language=${body.language}&page_size=100`, ministry)).json() as {
    results: TranslationSuggestion[];
  };
  return list.results.find((s) => s.id === id) ?? { id };
};

describe('POST /api/common/translation-suggestions/', () => {
  it('takes a signed-in reader’s wording into the Ministry’s queue, with the message’s source and current text', async () => {
    const answer = await call('POST', SUGGEST, reader, {
      message_id: 'common.close',
      language: 'sw',
      text: 'Funga dirisha',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({ detail: TRANSLATION_MESSAGES.suggested });
    const queued = (await pending('sw')).results.find((s) => s.message_id === 'common.close');
    expect(queued).toMatchObject({
      language: 'sw',
      part: 'common',
      english: 'Close',
      text: 'Funga dirisha',
      status: 'pending',
      reviewed_by: null,
    });
    expect(queued?.current).not.toBe('');
  });

  it('refuses a visitor', async () => {
    expect(
      (await call('POST', SUGGEST, null, { message_id: 'common.close', language: 'sw', text: 'Funga' })).statusCode,
    ).toBe(401);
  });

  it('answers 400 with field messages for a wrong body, an unknown message or lost placeholders', async () => {
    const bad = await call('POST', SUGGEST, reader, { message_id: '', language: 'en', text: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message_id: [TRANSLATION_MESSAGES.unknownMessage],
      language: [TRANSLATION_MESSAGES.language],
      text: [TRANSLATION_MESSAGES.textRequired],
    });
    const unknown = await call('POST', SUGGEST, reader, {
      message_id: 'common.noSuchThing',
      language: 'lg',
      text: 'Ggalawo',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message_id: [TRANSLATION_MESSAGES.unknownMessage] });
    for (const text of ['Kazi nyingi', '{count, plural, one {# kazi} other {# kazi}', '{total} kazi']) {
      const lost = await call('POST', SUGGEST, reader, { message_id: 'common.jobCount', language: 'sw', text });
      expect(lost.statusCode, text).toBe(400);
      expect(lost.json()).toEqual({ text: [TRANSLATION_MESSAGES.placeholders] });
    }
    const kept = await call('POST', SUGGEST, reader, {
      message_id: 'common.jobCount',
      language: 'sw',
      text: '{count, plural, one {kazi #} other {kazi #}}',
    });
    expect(kept.statusCode, kept.body).toBe(201);
  });

  it('takes at most 30 suggestions a day from one person', async () => {
    const busy = await make.user(t.db);
    const body = { message_id: 'common.cancel', language: 'lg', text: 'Sazaamu' };
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push((await call('POST', SUGGEST, busy, body)).statusCode);
    expect(answers.slice(0, 30)).toEqual(Array<number>(30).fill(201));
    const refused = await call('POST', SUGGEST, busy, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: LIMIT_MESSAGES.translationSuggestions });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another person is not held back.
    expect((await call('POST', SUGGEST, otherReader, body)).statusCode).toBe(201);
  });
});

describe('the Ministry’s review', () => {
  it('is the Ministry’s only: a visitor 401, any other account (the suggester included) 403', async () => {
    const own = await suggestionOf(reader, { message_id: 'common.error', language: 'lg', text: 'Ensobi' });
    for (const [method, url] of [
      ['GET', LIST],
      ['GET', '/api/ministry/translations/'],
      ['POST', decide(own.id, 'accept')],
      ['POST', decide(own.id, 'reject')],
    ] as const) {
      expect((await call(method, url, null)).statusCode, `${url} by a visitor`).toBe(401);
      for (const user of [reader, otherReader]) {
        const answer = await call(method, url, user);
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json()).toEqual({ detail: MINISTRY_MESSAGES.ministryOnly });
      }
    }
    expect((await pending('lg')).results.find((s) => s.id === own.id)?.status).toBe('pending');
  });

  it('accepts an edited wording: every visitor gets it at once, compiled, under a new version and ETag', async () => {
    const url = '/api/common/translations/sw/';
    const before = await call('GET', url, null);
    expect(before.statusCode).toBe(200);
    const beforeBody = before.json() as TranslationOverrides;
    expect(beforeBody.messages['common.tryAgain']).toBeUndefined();
    const etag = String(before.headers.etag);
    expect(before.headers['cache-control']).toBe('public, max-age=60');
    expect(
      (await call('GET', url, null).then(() => t.app.inject({ url, headers: { 'if-none-match': etag } }))).statusCode,
    ).toBe(304);

    const s = await suggestionOf(reader, { message_id: 'common.tryAgain', language: 'sw', text: 'Jaribu tena sasa' });
    const accepted = await call('POST', decide(s.id, 'accept'), ministry, { text: 'Jaribu tena' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ detail: TRANSLATION_MESSAGES.accepted });

    const after = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    const body = after.json() as TranslationOverrides;
    expect(body.messages['common.tryAgain']).toEqual(['Jaribu tena']);
    expect(body.version).not.toBe(beforeBody.version);

    // A wording with a placeholder travels compiled, as the built catalogue has it.
    const counted = await suggestionOf(reader, {
      message_id: 'common.couldNotLoad',
      language: 'sw',
      text: 'Hatukuweza kupakia {what}',
    });
    expect((await call('POST', decide(counted.id, 'accept'), ministry)).statusCode).toBe(200);
    const compiled = ((await call('GET', url, null)).json() as TranslationOverrides).messages['common.couldNotLoad'];
    expect(compiled).toEqual(['Hatukuweza kupakia ', ['what']]);

    const decided = (await call('GET', `${LIST}?status=accepted`, ministry)).json() as {
      results: TranslationSuggestion[];
    };
    expect(decided.results.find((r) => r.id === s.id)).toMatchObject({
      status: 'accepted',
      text: 'Jaribu tena',
      current: 'Jaribu tena',
      reviewed_by: 'Grace',
    });
    const { rows } = await t.db.execute<{ action: string; target: string }>(
      sql`select action, target from ministry_audit_log where target_type = 'translation' and target_id = ${s.id}`,
    );
    expect(rows).toEqual([{ action: 'accept_translation', target: 'sw common.tryAgain: Jaribu tena' }]);
  });

  it('rejects a suggestion without changing any wording, and decides each once', async () => {
    const s = await suggestionOf(reader, { message_id: 'common.loading', language: 'lg', text: 'Kiriko kijja' });
    expect((await call('POST', decide(s.id, 'reject'), ministry)).json()).toEqual({
      detail: TRANSLATION_MESSAGES.rejected,
    });
    const overrides = (await call('GET', '/api/common/translations/lg/', null)).json() as TranslationOverrides;
    expect(overrides.messages['common.loading']).toBeUndefined();
    for (const decision of ['accept', 'reject'] as const) {
      const again = await call('POST', decide(s.id, decision), ministry);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ non_field_errors: [TRANSLATION_MESSAGES.alreadyDecided] });
    }
    expect((await call('POST', decide(999_999, 'accept'), ministry)).statusCode).toBe(404);
  });

  it('refuses an edit that loses the placeholders', async () => {
    const s = await suggestionOf(reader, {
      message_id: 'common.couldNotLoad',
      language: 'lg',
      text: 'Tetusobodde kuleeta {what}',
    });
    const answer = await call('POST', decide(s.id, 'accept'), ministry, { text: 'Tetusobodde' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ text: [TRANSLATION_MESSAGES.placeholders] });
    expect((await pending('lg')).results.find((r) => r.id === s.id)?.status).toBe('pending');
  });

  it('counts per language the messages reviewed and the suggestions waiting; accepting marks one reviewed', async () => {
    const progress = async () =>
      (await call('GET', '/api/ministry/translations/', ministry)).json() as TranslationProgress;
    const before = await progress();
    const lg = before.find((p) => p.language === 'lg')!;
    expect(lg.total).toBeGreaterThan(1000);
    const s = await suggestionOf(reader, { message_id: 'common.confirm', language: 'lg', text: 'Kakasa' });
    const waiting = (await progress()).find((p) => p.language === 'lg')!;
    expect(waiting.pending_suggestions).toBe(lg.pending_suggestions + 1);
    await call('POST', decide(s.id, 'accept'), ministry);
    const after = (await progress()).find((p) => p.language === 'lg')!;
    expect(after).toEqual({ ...lg, reviewed: lg.reviewed + 1 });
  });

  it('validates the list’s query and the language of the public wordings', async () => {
    const bad = await call('GET', `${LIST}?status=maybe&language=fr`, ministry);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json() as object).sort()).toEqual(['language', 'status']);
    expect((await call('GET', '/api/common/translations/en/', null)).statusCode).toBe(400);
  });
});
