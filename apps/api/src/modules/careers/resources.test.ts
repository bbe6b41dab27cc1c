import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CareerResource, Paged } from '@portal/contract';
import { careerResources } from '../../db/schema/index.js';
import { httpFor } from '../../test/http.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { make, type TestUser } from '../../test/factories.js';
import { counsellorCast, expectCounsellorsOnly, type CounsellorCast } from './careers.fixtures.js';
import { NOT_AN_IMAGE, PDF, PNG_1PX, type Part } from '../../test/multipart.js';

let t: TestContext;
let cast: CounsellorCast;

const pdf = (content = PDF) => ({ filename: 'guide.pdf', contentType: 'application/pdf', content });
const LIST = '/api/careers/counsellor-resources/';

beforeAll(async () => {
  t = await buildTestApp();
  cast = await counsellorCast(t);
});

const { call, send, sendCutOff } = httpFor(() => t);
const post = (user: TestUser | null, over: Record<string, Part | Part[]> = {}) =>
  send('POST', LIST, user, {
    title: 'Writing a CV for a technical job',
    description: 'A step-by-step guide with examples.',
    upload: pdf(),
    ...over,
  });
const keyOf = (url: string) => url.slice(`${PUBLIC_URL}/media/`.length);
const publicIds = async () =>
  ((await call('GET', '/api/careers/careerresources/', null)).json() as CareerResource[]).map((r) => r.id);

describe('POST /api/careers/counsellor-resources/', () => {
  it('stores the PDF as a public document that the information hub lists and serves', async () => {
    const res = await post(cast.owner);
    expect(res.statusCode).toBe(201);
    const resource = res.json() as CareerResource;
    expect(resource).toEqual({
      id: expect.any(Number),
      title: 'Writing a CV for a technical job',
      description: 'A step-by-step guide with examples.',
      upload: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/media/careers/resources/[0-9a-f-]+\\.pdf$`)),
    });
    const file = await call('GET', resource.upload.slice(PUBLIC_URL.length), null);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(await publicIds()).toContain(resource.id);
    expect((await call('GET', `/api/careers/careerresources/${resource.id}/`, null)).json()).toEqual(resource);
  });

  it('refuses anything but a PDF, checked by content, and files over 3 MB', async () => {
    const png = await post(cast.owner, {
      upload: { filename: 'guide.png', contentType: 'image/png', content: PNG_1PX },
    });
    expect(png.statusCode).toBe(400);
    expect(png.json()).toEqual({ upload: ['Upload a PDF file.'] });
    const renamed = await post(cast.owner, {
      upload: { filename: 'guide.pdf', contentType: 'application/pdf', content: NOT_AN_IMAGE },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ upload: ['Upload a PDF file.'] });
    const huge = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    const big = await post(cast.owner, { upload: pdf(huge) });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ upload: ['The file is too large. The limit is 3 MB.'] });
    const missing = await send('POST', LIST, cast.owner, { title: 'No file', description: 'Nothing attached.' });
    expect(missing.json()).toEqual({ upload: ['Upload the resource file (PDF).'] });
    const json = await call('POST', LIST, cast.owner, {
      title: 'JSON',
      description: 'No file here.',
      upload: 'https://example.com/a.pdf',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ upload: ['Upload the resource file (PDF).'] });
    expect(await t.db.select().from(careerResources).where(eq(careerResources.title, 'No file'))).toHaveLength(0);
  });

  it('checks the title and description with the form’s messages; broken multipart is a 400', async () => {
    const empty = await post(cast.owner, { title: '  ', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ title: ['Title is required'], description: ['Enter description'] });
    expect((await post(cast.owner, { description: 'ab' })).json()).toEqual({ description: ['Description too short'] });
    expect((await post(cast.owner, { title: 't'.repeat(256) })).json()).toEqual({
      title: ['Ensure this field has no more than 255 characters.'],
    });
    const broken = await sendCutOff(
      LIST,
      cast.owner,
      'name="upload"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF',
    );
    expect(broken.statusCode).toBe(400);
  });

  it('is for counsellors only: 403 for a seeker, a company or a group holder without a profile; 401 for a visitor', async () => {
    await expectCounsellorsOnly(t, [cast.seeker, cast.employer, cast.groupOnly], post, LIST, careerResources);
  });
});

describe('GET /api/careers/counsellor-resources/', () => {
  it('lists the counsellor’s own resources, newest first, paged', async () => {
    const author = (await make.counsellor(t.db)).user;
    const first = (await post(author, { title: 'First guide' })).json() as CareerResource;
    const second = (await post(author, { title: 'Second guide' })).json() as CareerResource;
    await post(cast.rival, { title: 'Rival guide' });
    const page = (await call('GET', `${LIST}?page_size=1`, author)).json() as Paged<CareerResource>;
    expect(page).toMatchObject({ count: 2, previous: null, results: [second] });
    expect(page.next).toBe(`${PUBLIC_URL}${LIST}?page_size=1&page=2`);
    expect(((await call('GET', `${LIST}?page_size=1&page=2`, author)).json() as Paged<CareerResource>).results).toEqual(
      [first],
    );
    expect((await call('GET', `${LIST}?page=3&page_size=1`, author)).json()).toEqual({ detail: 'Invalid page.' });
    expect((await call('GET', `${LIST}?page_size=101`, author)).statusCode).toBe(200);
  });
});

describe('/api/careers/counsellor-resources/{id}/', () => {
  it('reads, replaces, patches and deletes for the owner only', async () => {
    const resource = (await post(cast.owner, { title: 'Interview tips' })).json() as CareerResource;
    const url = `${LIST}${resource.id}/`;

    expect((await call('GET', url, cast.owner)).json()).toEqual(resource);
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call(method, url, cast.rival)).statusCode).toBe(404);
      for (const user of [cast.seeker, cast.employer]) expect((await call(method, url, user)).statusCode).toBe(403);
      expect((await call(method, url, null)).statusCode).toBe(401);
    }
    expect((await send('PATCH', url, cast.rival, { title: 'Taken' })).statusCode).toBe(404);
    expect((await send('PUT', url, cast.rival, { title: 'Taken', description: 'Taken over.' })).statusCode).toBe(404);
    expect((await send('PATCH', url, cast.seeker, { title: 'Taken' })).statusCode).toBe(403);
    expect((await send('PATCH', url, null, { title: 'Taken' })).statusCode).toBe(401);

    // PUT without a file keeps it.
    const put = await send('PUT', url, cast.owner, {
      title: 'Interview tips (2026)',
      description: 'Updated for 2026.',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ...resource, title: 'Interview tips (2026)', description: 'Updated for 2026.' });
    expect((await send('PUT', url, cast.owner, { title: 'Only a title' })).json()).toEqual({
      description: ['Enter description'],
    });

    // A new file replaces the old one, which is removed.
    const other = Buffer.concat([PDF, Buffer.from('% second version\n')]);
    const patched = await send('PATCH', url, cast.owner, { upload: pdf(other) });
    expect(patched.statusCode).toBe(200);
    const updated = patched.json() as CareerResource;
    expect(updated).toMatchObject({ title: 'Interview tips (2026)' });
    expect(updated.upload).not.toBe(resource.upload);
    expect(await t.storage.get(keyOf(resource.upload))).toBeNull();
    expect((await call('GET', updated.upload.slice(PUBLIC_URL.length), null)).rawPayload.equals(other)).toBe(true);
    expect(
      (
        await send('PATCH', url, cast.owner, {
          upload: { filename: 'x.pdf', contentType: 'application/pdf', content: PNG_1PX },
        })
      ).json(),
    ).toEqual({
      upload: ['Upload a PDF file.'],
    });
    expect((await send('PATCH', url, cast.owner, { description: 'no' })).json()).toEqual({
      description: ['Description too short'],
    });

    expect((await call('DELETE', url, cast.owner)).statusCode).toBe(204);
    expect(await t.storage.get(keyOf(updated.upload))).toBeNull();
    expect((await call('GET', url, cast.owner)).statusCode).toBe(404);
    expect((await call('DELETE', url, cast.owner)).statusCode).toBe(404);
    expect(await publicIds()).not.toContain(resource.id);
  });

  it('a resource loaded as data (no poster) is nobody’s to change', async () => {
    const [loaded] = await t.db
      .insert(careerResources)
      .values({ title: 'Ministry guide', description: 'Loaded.', upload: 'careers/resources/ministry.pdf' })
      .returning();
    expect((await call('DELETE', `${LIST}${loaded!.id}/`, cast.owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/careers/careerresources/', null)).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: loaded!.id })]),
    );
  });
});
