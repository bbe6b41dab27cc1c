// The home page's content and the information hub's documents as the Ministry manages them: partners, testimonials,
// policies and employer frameworks (checked PDFs), and what the public lists show of them.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { make, type TestUser } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';
import { PDF } from '../../test/multipart.js';

let t: TestContext;
let ministry: TestUser;
const { call, send } = httpFor(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  ministry = await make.user(t.db, { groups: ['Ministry'] });
});

describe('site content and the information hub', () => {
  it('manages partners: the home page lists the visible ones in order', async () => {
    const a = await call('POST', '/api/ministry/partners/', ministry, {
      name: 'Directorate of Industrial Training',
      short_name: 'DIT',
      color: '#0b3d91',
      position: 2,
    });
    expect(a.statusCode, a.body).toBe(201);
    const b = await call('POST', '/api/ministry/partners/', ministry, {
      name: 'Private Sector Foundation Uganda',
      short_name: 'PSFU',
      position: 1,
      url: 'https://psfu.example',
    });
    expect(b.statusCode, b.body).toBe(201);
    expect(
      (
        await call('POST', '/api/ministry/partners/', ministry, {
          name: '',
          short_name: 'TOO LONG A NAME',
          color: 'red',
        })
      ).json(),
    ).toMatchObject({
      name: [expect.any(String)],
      short_name: [expect.any(String)],
      color: [expect.any(String)],
    });
    const names = async () =>
      ((await call('GET', '/api/common/partners/', null)).json() as { short_name: string }[]).map((p) => p.short_name);
    expect(await names()).toEqual(['PSFU', 'DIT']);
    await call('PUT', `/api/ministry/partners/${a.json().id}/`, ministry, {
      name: 'Directorate of Industrial Training',
      short_name: 'DIT',
      position: 0,
    });
    expect(await names()).toEqual(['DIT', 'PSFU']);
    await call('PUT', `/api/ministry/partners/${b.json().id}/`, ministry, {
      name: 'Private Sector Foundation Uganda',
      short_name: 'PSFU',
      hidden: true,
    });
    expect(await names()).toEqual(['DIT']);
    expect((await call('GET', '/api/ministry/partners/', ministry)).json()).toHaveLength(2);
    expect((await call('DELETE', `/api/ministry/partners/${b.json().id}/`, ministry)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/ministry/partners/${b.json().id}/`, ministry)).statusCode).toBe(404);
  });

  it('manages testimonials: hidden ones leave the home page', async () => {
    const created = await call('POST', '/api/ministry/testimonials/', ministry, {
      user: 'Grace A., welder in Gulu',
      text: 'I found my job here.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const publicIds = async () =>
      ((await call('GET', '/api/common/testimonials/', null)).json() as { id: number }[]).map((x) => x.id);
    expect(await publicIds()).toContain(id);
    await call('PUT', `/api/ministry/testimonials/${id}/`, ministry, {
      user: 'Grace A., welder in Gulu',
      text: 'I found my job here.',
      hidden: true,
    });
    expect(await publicIds()).not.toContain(id);
    expect((await call('GET', `/api/common/testimonials/${id}/`, null)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/ministry/testimonials/${id}/`, ministry)).statusCode).toBe(204);
  });

  it('publishes, replaces and withdraws policies and frameworks as checked PDFs, keeping the public shapes', async () => {
    const pdf = { filename: 'policy.pdf', contentType: 'application/pdf', content: PDF };
    const fake = {
      filename: 'policy.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('<html>not a pdf</html>'),
    };
    expect(
      (await send('POST', '/api/ministry/policies/', ministry, { title: 'TVET Policy', file: fake })).json().file[0],
    ).toMatch(/PDF/);
    const made = await send('POST', '/api/ministry/policies/', ministry, { title: 'TVET Policy 2026', file: pdf });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json();
    const listed = (await call('GET', '/api/info_hub/Policies/', null)).json();
    expect(listed[0]).toEqual({
      id,
      title: 'TVET Policy 2026',
      document: expect.stringMatching(/\/media\/policies\/.+\.pdf$/),
    });
    const renamed = await send('PATCH', `/api/ministry/policies/${id}/`, ministry, {
      title: 'TVET Policy 2026 (revised)',
      file: pdf,
    });
    expect(renamed.json().title).toBe('TVET Policy 2026 (revised)');
    expect(renamed.json().document).not.toBe(listed[0].document);
    expect((await call('DELETE', `/api/ministry/policies/${id}/`, ministry)).statusCode).toBe(204);
    expect((await call('GET', `/api/info_hub/Policies/${id}/`, null)).statusCode).toBe(404);

    const framework = await send('POST', '/api/ministry/employer-frameworks/', ministry, {
      title: 'Apprenticeship framework',
      file: pdf,
    });
    expect(framework.statusCode).toBe(201);
    expect((await call('GET', '/api/info_hub/employer-frameworks/', null)).json()[0]).toMatchObject({
      title: 'Apprenticeship framework',
      upload: expect.stringContaining('/media/'),
    });
    const log = (await call('GET', '/api/ministry/audit-log/?action=withdraw_document', ministry)).json();
    expect(log.results[0].target).toContain('TVET Policy 2026 (revised)');
  });
});
