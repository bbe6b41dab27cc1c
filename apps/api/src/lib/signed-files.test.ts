import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../test/app.js';
import { fileSigner } from './signed-files.js';

let t: TestContext;
const KEY = 'private/cv/amina-cv.pdf';
const PDF = Buffer.from('%PDF-1.4\n% test\n');

beforeAll(async () => {
  t = await buildTestApp();
  await t.storage.put(KEY, PDF, 'application/pdf');
});

const path = (url: string | null) => (url ?? '').replace(PUBLIC_URL, '');

describe('signed links to private files', () => {
  it('serves the file as an attachment while the link is valid', async () => {
    const res = await t.app.inject({ method: 'GET', url: path(t.files.url(KEY)) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a tampered signature, another key with the same signature, and an expired link', async () => {
    const url = new URL(t.files.url(KEY)!);
    const sig = url.searchParams.get('signature')!;
    url.searchParams.set('signature', `${sig.slice(0, -2)}xx`);
    expect((await t.app.inject({ method: 'GET', url: path(url.toString()) })).statusCode).toBe(403);

    await t.storage.put('private/cv/other.pdf', PDF, 'application/pdf');
    const other = t.files.url(KEY)!.replace('amina-cv.pdf', 'other.pdf');
    expect((await t.app.inject({ method: 'GET', url: path(other) })).statusCode).toBe(403);

    const past = fileSigner('another-secret-that-is-long-enough-000', PUBLIC_URL, () => Date.now() - 3_600_000);
    const expired = t.files.url(KEY, -10);
    expect((await t.app.inject({ method: 'GET', url: path(expired) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: path(past.url(KEY)) })).statusCode).toBe(403);
  });

  it('serves nothing outside the private folder and nothing without a signature', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${KEY}` })).statusCode).toBe(403);
    await t.storage.put('logos/a.png', PDF, 'image/png');
    const signedPublic = t.files.url('logos/a.png');
    expect((await t.app.inject({ method: 'GET', url: path(signedPublic) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/${KEY}` })).statusCode).toBe(404);
  });
});
