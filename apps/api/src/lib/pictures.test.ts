// Pictures that cost a phone its memory (issue 28): refused by the size their header declares, re-encoded when
// accepted (upright, no metadata, at most 1600 px on the long side), and their resized copies deleted with them.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, type Company, type Training } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { companyCategories, contractTypes, profiles } from '../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, storedFiles, type TestContext } from '../test/app.js';
import { DEFAULT_PASSWORD, isoDay, lookupId, make, type TestUser } from '../test/factories.js';
import { httpFor } from '../test/http.js';
import { type Part } from '../test/multipart.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
const { call, send } = httpFor(() => t);

// ---------- pictures written by hand ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};
/** A black-and-white (1 bit a pixel) PNG of the given size whose pixel data is `idat`, with correct CRCs. */
const blackAndWhitePng = (width: number, height: number, idat: Buffer) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), compression, filter and interlace 0 follow
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The picture: 20000×20000, all black, every row whole (a filter byte and 2500 bytes), about 48 KB. */
const hugeButSmallPng = () => blackAndWhitePng(20_000, 20_000, deflateSync(Buffer.alloc(20_000 * 2_501), { level: 9 }));
/** A few dozen bytes whose header claims 60000×60000, with almost no pixel data behind it. */
const forgedPng = () => blackAndWhitePng(60_000, 60_000, deflateSync(Buffer.alloc(8)));

const WEBP_BROWSER = 'image/avif,image/webp,image/*,*/*;q=0.8';
const getMedia = (url: string) =>
  t.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, ''), headers: { accept: WEBP_BROWSER } });
const file = (filename: string, contentType: string, content: Buffer): Part => ({ filename, contentType, content });
const smallPng = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();

const setProfilePic = (user: TestUser, content: Buffer, contentType = 'image/png') =>
  send('PATCH', `/api/account/profile/${user.profileId}/`, user, { profile_pic: file('me', contentType, content) });
const profilePicOf = async (user: TestUser, content: Buffer) => {
  const res = await setProfilePic(user, content);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { profile_pic: string }).profile_pic;
};
/** GET ?w=96 of the picture answers its copy (which the storage then keeps), as a job card would ask for it. */
const expectCopyServed = async (url: string) => {
  const copy = await getMedia(`${url}?w=96`);
  expect(copy.statusCode).toBe(200);
  expect(copy.headers['content-type']).toBe('image/webp');
};
/** The picture and every copy of it are gone: from the answers and from the storage. */
const expectGone = async (url: string) => {
  expect((await getMedia(`${url}?w=96`)).statusCode).toBe(404);
  expect((await getMedia(url)).statusCode).toBe(404);
  const key = url.slice(`${PUBLIC_URL}/media/`.length);
  expect(storedFiles(t).filter((stored) => stored === key || stored.startsWith(`variants/${key}.`))).toEqual([]);
};

describe('a picture too large in pixels', () => {
  it('is refused by the size its header declares, with a field message, and nothing is stored', async () => {
    const user = await make.user(t.db);
    const before = storedFiles(t);
    const huge = hugeButSmallPng();
    expect(huge.length).toBeLessThan(60_000);
    for (const picture of [huge, forgedPng()]) {
      const res = await setProfilePic(user, picture);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ profile_pic: [FIELD_MESSAGES.pictureTooLarge] });
    }
    const company = await send('POST', '/api/employer/companies/', await make.user(t.db), {
      name: 'Huge Logo Works',
      no_of_employees: 3,
      address: 'Plot 1, Jinja Road',
      logo: file('logo.png', 'image/png', huge),
    });
    expect(company.statusCode).toBe(400);
    expect(company.json()).toMatchObject({ logo: [FIELD_MESSAGES.pictureTooLarge] });
    expect(storedFiles(t)).toEqual(before);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.profileId));
    expect(profile?.profilePic).toBeNull();
  });

  it('is refused at 4097 px on a side or over 16 megapixels, and accepted at 4096×3900', async () => {
    const user = await make.user(t.db);
    const sized = (width: number, height: number) =>
      blackAndWhitePng(width, height, deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8)))));
    expect((await setProfilePic(user, sized(4097, 10))).json()).toEqual({
      profile_pic: [FIELD_MESSAGES.pictureTooLarge],
    });
    expect((await setProfilePic(user, sized(4096, 3907))).json()).toEqual({
      profile_pic: [FIELD_MESSAGES.pictureTooLarge],
    });
    const accepted = await profilePicOf(user, sized(4096, 3900));
    expect(await sharp((await getMedia(accepted)).rawPayload).metadata()).toMatchObject({ width: 1600, height: 1523 });
  });
});

describe('an accepted picture', () => {
  it('is stored re-encoded: upright, without its metadata, at most 1600 px on the long side', async () => {
    // A 3000×2000 camera JPEG whose EXIF says "turn me a quarter" and names its author.
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#b03a2e' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Jane Doe', Copyright: 'Jane Doe' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const url = await profilePicOf(await make.user(t.db), photo);
    expect(url).toMatch(/\.jpg$/);
    const served = await getMedia(url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(photo)).toBe(false);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1067, height: 1600 });
    expect([stored.exif, stored.orientation, stored.icc, stored.xmp]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('keeps a PNG a PNG and stores a GIF as a PNG of its first frame', async () => {
    const user = await make.user(t.db);
    const png = await smallPng('#1e8449');
    const pngUrl = await profilePicOf(user, png);
    expect(pngUrl).toMatch(/\.png$/);
    expect(await sharp((await getMedia(pngUrl)).rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 40,
      height: 30,
    });
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1e8449' } })
      .gif()
      .toBuffer();
    const gifUrl = await profilePicOf(user, gif);
    expect(gifUrl).toMatch(/\.png$/);
    const served = await getMedia(gifUrl);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('is refused as corrupted when its pixels do not decode', async () => {
    // The signature and the header whole, the pixel data cut short.
    const truncated = (await smallPng('#884ea0')).subarray(0, 50);
    const res = await setProfilePic(await make.user(t.db), truncated);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ profile_pic: [FIELD_MESSAGES.imageOnly] });
  });
});

describe("a picture's resized copies", () => {
  it('go with it when it is replaced', async () => {
    const user = await make.user(t.db);
    const first = await profilePicOf(user, await smallPng('#2874a6'));
    await expectCopyServed(first);
    const second = await profilePicOf(user, await smallPng('#d4ac0d'));
    await expectGone(first);
    await expectCopyServed(second);
  });

  it("go with a company's logo when the company changes it", async () => {
    const owner = await make.user(t.db);
    const [category] = await t.db.select({ id: companyCategories.id }).from(companyCategories).limit(1);
    const form = { name: 'Copy Works', category: category!.id, no_of_employees: 3, address: 'Plot 9, Jinja Road' };
    const created = await send('POST', '/api/employer/companies/', owner, {
      ...form,
      logo: file('logo.png', 'image/png', await smallPng('#17a589')),
    });
    expect(created.statusCode, created.body).toBe(201);
    const company = created.json() as Company;
    await expectCopyServed(company.logo!);
    const changed = await send('PATCH', `/api/employer/companies/${company.id}/`, owner, {
      logo: file('new.png', 'image/png', await smallPng('#ca6f1e')),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectGone(company.logo!);
  });

  it('go with it when its owner deletes what it belongs to', async () => {
    const trainer = await make.trainer(t.db);
    const created = await send('POST', '/api/trainings/trainings/', trainer.user, {
      title: 'Picture Copies Course',
      description: 'A course whose banner has copies.',
      location: 'Nakawa, Kampala',
      date: isoDay(14),
      time: '09:30',
      max_no_participants: 10,
      fees: 1000,
      registration_link: 'https://register.example.ug/copies',
      contract_type: await lookupId(t.db, contractTypes, 'Full Time'),
      logo: file('banner.png', 'image/png', await smallPng('#5d6d7e')),
    });
    expect(created.statusCode, created.body).toBe(201);
    const training = created.json() as Training;
    await expectCopyServed(training.logo!);
    expect((await call('DELETE', `/api/trainings/trainings/${training.id}/`, trainer.user)).statusCode).toBe(204);
    await expectGone(training.logo!);
  });

  it('go with the profile picture when the account is deleted', async () => {
    const user = await make.user(t.db);
    const url = await profilePicOf(user, await smallPng('#a93226'));
    await expectCopyServed(url);
    const deleted = await call('POST', '/api/account/delete/', user, { password: DEFAULT_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectGone(url);
  });
});
