// Uploads in an S3 bucket (issue 16), against a local S3-compatible server: the storage itself, two portal instances
// sharing one bucket (a picture and a CV uploaded through one are served by the other), and the copy of a disk's
// media into a bucket.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../test/app.js';
import { authHeaders, make } from '../test/factories.js';
import { multipart, PDF, PNG_1PX } from '../test/multipart.js';
import { startTestS3 } from '../test/s3.js';
import { copyDiskMedia, s3Storage } from './s3-storage.js';
import { readAll, variantKey } from './storage.js';

let s3: Awaited<ReturnType<typeof startTestS3>>;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

describe('the S3 storage', () => {
  it('stores, reads, deletes, and reads a missing or unsafe key as nothing', async () => {
    const storage = s3Storage(s3.settings, s3.client());
    await storage.put('pictures/one.png', PNG_1PX, 'image/png');
    const file = await storage.get('pictures/one.png');
    expect(file?.size).toBe(PNG_1PX.length);
    expect(await readAll(file!.body)).toEqual(PNG_1PX);
    await storage.delete('pictures/one.png');
    expect(await storage.get('pictures/one.png')).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(storage.put('../escape.png', PNG_1PX, 'image/png')).rejects.toThrow(/unsafe/);
  });

  it("deletes a picture's resized copies with it (issue 28)", async () => {
    const storage = s3Storage(s3.settings, s3.client());
    const copies = [variantKey('pictures/two.png', 96), variantKey('pictures/two.png', 640)];
    for (const key of ['pictures/two.png', ...copies]) await storage.put(key, PNG_1PX, 'image/png');
    await storage.delete('pictures/two.png');
    for (const key of ['pictures/two.png', ...copies]) expect(await storage.get(key)).toBeNull();
  });

  it('erases a file and its resized copies on a store that keeps no versions (issue 29; versions: s3-versions.test.ts)', async () => {
    const storage = s3Storage(s3.settings, s3.client());
    const copies = [variantKey('pictures/three.png', 96)];
    for (const key of ['pictures/three.png', ...copies]) await storage.put(key, PNG_1PX, 'image/png');
    await storage.erase('pictures/three.png');
    for (const key of ['pictures/three.png', ...copies]) expect(await storage.get(key)).toBeNull();
  });
});

describe('two instances on one bucket', () => {
  let a: TestContext;
  let b: App;
  beforeAll(async () => {
    a = await buildTestApp({ storage: s3Storage(s3.settings, s3.client()) });
    // The second instance: the same database and secret, its own process state and S3 client.
    b = await buildApp({
      config: { publicUrl: PUBLIC_URL, webDistDir: path.join(tmpdir(), 'no-web-build'), logLevel: 'silent' },
      db: a.db,
      storage: s3Storage(s3.settings, s3.client()),
      tokens: a.tokens,
      files: a.files,
    });
    await b.ready();
  });
  afterAll(() => b.close());

  it('serves a picture and a CV uploaded through one instance from the other', async () => {
    const seeker = await make.jobSeeker(a.db);
    const headers = await authHeaders(a.tokens, seeker.user);
    const pic = multipart({ profile_pic: { filename: 'me.png', contentType: 'image/png', content: PNG_1PX } });
    const picRes = await a.app.inject({
      method: 'PATCH',
      url: `/api/account/profile/${seeker.user.profileId}/`,
      payload: pic.payload,
      headers: { ...pic.headers, ...headers },
    });
    expect(picRes.statusCode, picRes.body).toBe(200);
    const picUrl = (picRes.json() as { profile_pic: string }).profile_pic;
    const picOnB = await b.inject({ method: 'GET', url: picUrl.replace(PUBLIC_URL, '') });
    expect(picOnB.statusCode).toBe(200);
    expect(picOnB.headers['content-type']).toBe('image/png');
    // Stored re-encoded (issue 28): the same picture, not the same bytes.
    expect(await sharp(picOnB.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const cv = multipart({ cv_upload: { filename: 'cv.pdf', contentType: 'application/pdf', content: PDF } });
    const cvRes = await a.app.inject({
      method: 'PATCH',
      url: `/api/job_seekers/jobseekers/${seeker.id}/`,
      payload: cv.payload,
      headers: { ...cv.headers, ...headers },
    });
    expect(cvRes.statusCode, cvRes.body).toBe(200);
    const link = (cvRes.json() as { cv_upload: string }).cv_upload;
    const cvOnB = await b.inject({ method: 'GET', url: link.replace(PUBLIC_URL, '') });
    expect(cvOnB.statusCode).toBe(200);
    expect(cvOnB.rawPayload).toEqual(PDF);
    // A private file is never served as public media, from either instance.
    const key = new URL(link).pathname.replace('/api/files/', '');
    expect((await b.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
  });
});

describe('npm run media:to-s3', () => {
  it('copies every file of the disk storage into the bucket under the same key', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-disk-media-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(path.join(dir, 'logos'), { recursive: true });
    mkdirSync(path.join(dir, 'private', 'cvs'), { recursive: true });
    writeFileSync(path.join(dir, 'logos', 'a.png'), PNG_1PX);
    writeFileSync(path.join(dir, 'private', 'cvs', 'b.pdf'), PDF);
    const target = s3Storage(s3.settings, s3.client());
    const copied: string[] = [];
    expect(await copyDiskMedia(dir, target, (key) => copied.push(key))).toBe(2);
    expect(copied.sort()).toEqual(['logos/a.png', 'private/cvs/b.pdf']);
    expect(await readAll((await target.get('private/cvs/b.pdf'))!.body)).toEqual(PDF);
  });
});
