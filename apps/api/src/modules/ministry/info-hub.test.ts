import { beforeAll, describe, expect, it } from 'vitest';
import type { EmployerFramework, Policy } from '@portal/contract';
import { employerFrameworks, policies } from '../../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';

let t: TestContext;
const ids: Record<string, number> = {};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

beforeAll(async () => {
  t = await buildTestApp();
  await t.storage.put('info-hub/policies/tvet-policy.pdf', pdf('TVET policy'), 'application/pdf');
  await t.storage.put('info-hub/employer-frameworks/apprenticeship.pdf', pdf('framework'), 'application/pdf');
  const [older, newer] = await t.db
    .insert(policies)
    .values([
      { title: 'TVET Policy 2019', document: 'info-hub/policies/tvet-policy.pdf', createdAt: daysAgo(30) },
      { title: 'Workplace Safety Policy', document: 'info-hub/policies/safety.pdf', createdAt: daysAgo(2) },
    ])
    .returning();
  ids.tvetPolicy = older!.id;
  ids.safety = newer!.id;
  const [framework] = await t.db
    .insert(employerFrameworks)
    .values({ title: 'Apprenticeship Framework', upload: 'info-hub/employer-frameworks/apprenticeship.pdf' })
    .returning();
  ids.framework = framework!.id;
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/info_hub/Policies/', () => {
  it('answers an array, newest first, whose document links download the PDF', async () => {
    const res = await get('/api/info_hub/Policies/');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Policy[];
    expect(body).toEqual([
      {
        id: ids.safety,
        title: 'Workplace Safety Policy',
        document: `${PUBLIC_URL}/media/info-hub/policies/safety.pdf`,
      },
      {
        id: ids.tvetPolicy,
        title: 'TVET Policy 2019',
        document: `${PUBLIC_URL}/media/info-hub/policies/tvet-policy.pdf`,
      },
    ]);
    const file = await get(body[1]!.document.replace(PUBLIC_URL, ''));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toContain('TVET policy');
  });

  it('answers one policy by id, without the trailing slash too; 404 unknown, 400 bad id', async () => {
    expect((await get(`/api/info_hub/Policies/${ids.safety}`)).json()).toMatchObject({
      title: 'Workplace Safety Policy',
    });
    expect((await get('/api/info_hub/Policies/31337/')).json()).toEqual({ detail: 'Not found.' });
    expect((await get('/api/info_hub/Policies/policy/')).statusCode).toBe(400);
  });

  it('is spelt with a capital P, as the clients call it', async () => {
    expect((await get('/api/info_hub/policies/')).statusCode).toBe(404);
  });
});

describe('GET /api/info_hub/employer-frameworks/', () => {
  it('answers an array whose upload links download the PDF', async () => {
    const res = await get('/api/info_hub/employer-frameworks/');
    expect(res.statusCode).toBe(200);
    const body = res.json() as EmployerFramework[];
    expect(body).toEqual([
      {
        id: ids.framework,
        title: 'Apprenticeship Framework',
        upload: `${PUBLIC_URL}/media/info-hub/employer-frameworks/apprenticeship.pdf`,
      },
    ]);
    const file = await get(body[0]!.upload.replace(PUBLIC_URL, ''));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('answers one framework by id; 404 unknown', async () => {
    expect((await get(`/api/info_hub/employer-frameworks/${ids.framework}/`)).statusCode).toBe(200);
    expect((await get('/api/info_hub/employer-frameworks/5000/')).statusCode).toBe(404);
  });
});
