// GET /media/<key>?w=: small WebP copies of public pictures (issue 17), made once and kept in the storage.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.js';
import { PNG_1PX } from '../test/multipart.js';
import { readAll } from './storage.js';

let t: TestContext;
let photo: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  // A 1200×600 photograph-like picture (noise compresses badly, as real photos do).
  const noise = Buffer.alloc(1200 * 600 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  photo = await sharp(noise, { raw: { width: 1200, height: 600, channels: 3 } })
    .png()
    .toBuffer();
  await t.storage.put('logos/big.png', photo, 'image/png');
  await t.storage.put('private/cv-photo.png', photo, 'image/png');
  await t.storage.put('logos/broken.png', Buffer.from('not really a png'), 'image/png');
});

const get = (url: string, accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('GET /media/<key>?w=', () => {
  it('answers a small WebP copy to a browser that takes WebP, and keeps it for the next request', async () => {
    const res = await get('/media/logos/big.png?w=192');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toMatch(/Accept/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 192, 96]);
    expect(res.rawPayload.length).toBeLessThan(photo.length / 10);

    const kept = await t.storage.get('variants/logos/big.png.w192.webp');
    expect(kept && (await readAll(kept.body)).equals(res.rawPayload)).toBe(true);
    expect((await get('/media/logos/big.png?w=192')).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('never enlarges a small picture', async () => {
    await t.storage.put('logos/tiny.png', PNG_1PX, 'image/png');
    const res = await get('/media/logos/tiny.png?w=640');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1);
  });

  it('answers the original to a browser without WebP, and without ?w=', async () => {
    const old = await get('/media/logos/big.png?w=192', 'image/png,image/*');
    expect(old.headers['content-type']).toBe('image/png');
    expect(old.rawPayload.equals(photo)).toBe(true);
    expect((await get('/media/logos/big.png')).rawPayload.equals(photo)).toBe(true);
  });

  it('refuses a width it does not make, with a field message', async () => {
    for (const w of ['100', 'abc', '-1', '9'.repeat(400)]) {
      const res = await get(`/media/logos/big.png?w=${w}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().w).toEqual(['Choose a width of 96, 192, 320, 640.']);
    }
  });

  it('serves a picture it cannot decode as it is, never a server error', async () => {
    const res = await get('/media/logos/broken.png?w=96');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString()).toBe('not really a png');
  });

  it('makes no copy of a private file, and serves no copy by its own key', async () => {
    expect((await get('/media/private/cv-photo.png?w=96')).statusCode).toBe(404);
    expect(await t.storage.get('variants/private/cv-photo.png.w96.webp')).toBeNull();
    expect((await get('/media/variants/logos/big.png.w192.webp')).statusCode).toBe(404);
    expect((await get('/media/logos/missing.png?w=96')).statusCode).toBe(404);
  });
});
