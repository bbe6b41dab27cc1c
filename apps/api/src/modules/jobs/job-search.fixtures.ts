// What the job search tests share: the app, and the job list read signed in, so that no answer comes from the 5 s
// visitors' cache.
import { beforeAll, expect } from 'vitest';
import type { JobCard, Paged } from '@portal/contract';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { authHeaders, make } from '../../test/factories.js';

export function jobSearchTestKit() {
  let t: TestContext;
  let reader: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    reader = await authHeaders(t.tokens, await make.user(t.db));
  });
  /** GET `url` as the signed-in reader. */
  const read = (url: string) => t.app.inject({ method: 'GET', url, headers: reader });
  /** GET /api/employer/jobs/?`query` as the reader; the page it answers. */
  async function list(query: string) {
    const res = await read(`/api/employer/jobs/?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Paged<JobCard>;
  }
  return {
    get t() {
      return t;
    },
    read,
    list,
    idsOf: async (query: string) => (await list(query)).results.map((j) => j.id),
  };
}
