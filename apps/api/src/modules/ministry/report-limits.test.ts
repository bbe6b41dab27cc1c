// Reports of jobs (issue 28): one account filed 60 reports in 0.9 s; now 10 a day per reporter reach the Ministry's
// queue, the rest answer 429 with Retry-After and {detail}.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@portal/contract';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { make } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';

let t: TestContext;
const { call } = httpFor(() => t);
beforeAll(async () => {
  t = await buildTestApp();
});

describe('POST /api/common/reports/ (issue 28)', () => {
  it('files at most 10 reports a day per reporter: 60 reports of 60 jobs open 10', async () => {
    const company = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }));
    const jobIds = [];
    for (let i = 0; i < 60; i += 1) jobIds.push((await make.job(t.db, company)).id);
    const reporter = await make.user(t.db);
    const answers = [];
    for (const job of jobIds)
      answers.push(await call('POST', '/api/common/reports/', reporter, { job, reason: 'fake' }));
    expect(answers.slice(0, 10).map((r) => r.statusCode)).toEqual(Array<number>(10).fill(201));
    for (const refused of answers.slice(10)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: LIMIT_MESSAGES.reports });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86400);
    }
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from job_reports where reporter_id = ${reporter.id}`,
    );
    expect(rows[0]?.n).toBe(10);
    // Another reporter is not held back.
    expect(
      (await call('POST', '/api/common/reports/', await make.user(t.db), { job: jobIds[0], reason: 'fake' }))
        .statusCode,
    ).toBe(201);
  });
});
