import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, createBrotliDecompress, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localisedPath, splitLanguagePath } from '@portal/contract';
import type { App } from '../../app.js';
import { buildAppWithWeb, buildTestApp, type TestContext } from '../../test/app.js';
import { make } from '../../test/factories.js';

// What a browser sends, and what curl or an old client sends.
const BROWSER = 'gzip, deflate, br, zstd';

let t: TestContext;
let app: App;
// A web build as vite.config.ts writes it: text files with their .br and .gz beside them.
const script = `export const jobs = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Welder ${i}` })))};\n`;
const page = `<!doctype html><html><head><title>TVET Portal</title></head><body><div id="root"></div>${'<p>TVET</p>'.repeat(200)}</body></html>`;

/** Resolves the streamed page's second half once the test has seen the first (see the streaming test). */
let releaseStream: () => void = () => undefined;

beforeAll(async () => {
  t = await buildTestApp();
  const dist = path.join(t.mediaDir, 'web-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const write = (file: string, body: string | Buffer, precompressed = true) => {
    writeFileSync(path.join(dist, file), body);
    if (!precompressed) return;
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(body));
  };
  write('index.html', page);
  write('assets/index-Ab12Cd34.js', script);
  write('assets/logo-Ab12Cd34.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), false);
  await t.storage.put('pictures/report.pdf', Buffer.from(`%PDF-1.4\n${'0'.repeat(4000)}`), 'application/pdf');

  app = await buildAppWithWeb(t, dist);
  // What server rendering does: a page streamed as React writes it (here: its head, then the rest on cue).
  app.get('/__test/streamed-page', { config: { public: true } }, async (_req, reply) => {
    const second = new Promise<void>((resolve) => {
      releaseStream = resolve;
    });
    async function* document() {
      yield '<!doctype html><html><head><title>Streamed</title></head><body>';
      await second;
      yield `${'<p>rendered</p>'.repeat(300)}</body></html>`;
    }
    return reply.type('text/html; charset=utf-8').send(Readable.from(document()));
  });
  await app.ready();
});

afterAll(async () => {
  // Ends a streamed page a failed test left waiting, or closing would wait for it.
  releaseStream();
  await app?.close();
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
  });
const varies = (res: { headers: Record<string, unknown> }) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('the web build', () => {
  it('answers an asset with its brotli file to a browser, gzip to a gzip-only client, and as it is otherwise', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', BROWSER);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(br)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    // Sent as built, not compressed a second time on the way out.
    expect(br.rawPayload.length).toBe(brotliCompressSync(script).length);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(varies(gz)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain)).toBe(true);
    expect(plain.body).toBe(script);
  });

  it("sends a hashed asset only a subresource's headers, and a page all of them", async () => {
    const asset = await get('/assets/index-Ab12Cd34.js', BROWSER);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'etag',
      'x-request-id',
    ])
      expect(asset.headers[name], name).toBeUndefined();
    const headerBytes = Object.entries(asset.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
    expect(headerBytes).toBeLessThan(400);

    const page = await get('/jobs', BROWSER);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toBeDefined();
    expect(page.headers['x-request-id']).toBeDefined();
  });

  it('answers the app page (every client-side route) compressed, and never caches it', async () => {
    for (const url of ['/', '/jobs', '/job-detail/12']) {
      const res = await get(url, BROWSER);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(varies(res)).toBe(true);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
  });

  it("sends a bare URL to the person's language (cookie, else the browser's), never kept by a shared cache", async () => {
    const byCookie = await get('/jobs?page=2', BROWSER, { cookie: 'data_saver=0; lang=sw', 'accept-language': 'lg' });
    expect(byCookie.statusCode).toBe(302);
    expect(byCookie.headers.location).toBe('/sw/jobs?page=2');
    expect(byCookie.headers['cache-control']).toBe('private, no-cache');
    expect(String(byCookie.headers.vary)).toMatch(/Cookie/);
    expect(String(byCookie.headers.vary)).toMatch(/Accept-Language/);

    const byBrowser = await get('/', BROWSER, { 'accept-language': 'lg-UG,lg;q=0.9,en;q=0.8' });
    expect(byBrowser.statusCode).toBe(302);
    expect(byBrowser.headers.location).toBe('/lg');
    // A chosen English stays English whatever the browser says; so does a browser asking for none of ours.
    expect((await get('/jobs', BROWSER, { cookie: 'lang=en', 'accept-language': 'sw' })).statusCode).toBe(200);
    expect((await get('/jobs', BROWSER, { 'accept-language': 'fr-FR,fr' })).statusCode).toBe(200);
    // A language's own URLs are never redirected, and reach the app (its shell here: this build has no server entry).
    const prefixed = await get('/sw/dashboard', BROWSER, { cookie: 'lang=lg' });
    expect(prefixed.statusCode).toBe(200);
    expect(brotliDecompressSync(prefixed.rawPayload).toString()).toBe(page);
  });

  it('leaves images and stored files as they are', async () => {
    const image = await get('/assets/logo-Ab12Cd34.png', BROWSER);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    const pdf = await get('/media/pictures/report.pdf', BROWSER);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a streamed page chunk by chunk, so its head reaches the browser before the rest is rendered', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const html = await new Promise<string>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/__test/streamed-page', headers: { 'accept-encoding': BROWSER } },
        (res) => {
          expect(res.headers['content-encoding']).toBe('br');
          expect(res.headers['content-type']).toMatch(/^text\/html/);
          let text = '';
          const body = res.pipe(createBrotliDecompress());
          body.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            // The head arrived while the server still holds the rest back: let it go on.
            if (text.includes('<title>Streamed</title>')) releaseStream();
          });
          body.on('end', () => resolve(text));
          body.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.endsWith('</body></html>')).toBe(true);
  });
});

describe('API answers', () => {
  it('compresses a JSON list above 1 KB with brotli, gzip for gzip-only clients', async () => {
    const br = await get('/api/common/districts/', BROWSER);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toBe(true);
    const list = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as unknown[];
    expect(list.length).toBeGreaterThan(100);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(list).length / 3);

    const gz = await get('/api/common/districts/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(list);

    // Uncompressed for a client that asks for nothing, and says it depends on Accept-Encoding.
    const plain = await get('/api/common/districts/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varies(plain)).toBe(true);
    expect(plain.json()).toEqual(list);
  });

  it('makes the ETag of a compressed answer weak; revalidating still answers 304', async () => {
    const plain = await get('/api/common/districts/');
    const strong = String(plain.headers.etag);
    expect(strong).toMatch(/^"/);
    const br = await get('/api/common/districts/', BROWSER);
    expect(br.headers.etag).toBe(`W/${strong}`);
    const again = await get('/api/common/districts/', BROWSER, { 'if-none-match': `W/${strong}` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("compresses a visitor's kept job list once, and answers each client in the encoding it asks for", async () => {
    const company = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }));
    for (let i = 0; i < 6; i += 1) await make.job(t.db, company, { title: `Welder and fabricator number ${i}` });
    const url = '/api/employer/jobs/?page_size=6&search=welder';
    const first = await get(url, BROWSER);
    expect(first.headers['x-cache']).toBeUndefined();
    const list = JSON.parse(brotliDecompressSync(first.rawPayload).toString()) as { count: number };
    expect(list.count).toBe(6);

    const hit = await get(url, BROWSER);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(varies(hit)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(hit.rawPayload).toString())).toEqual(list);
    // The same bytes again: made once and kept.
    expect((await get(url, BROWSER)).rawPayload.equals(hit.rawPayload)).toBe(true);
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(list);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(list);
  });

  it('leaves a small JSON answer uncompressed', async () => {
    const res = await get('/api/employer/jobs/999999/', BROWSER);
    expect(res.statusCode).toBe(404);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe("languages' URLs", () => {
  it('split a path into its language and the app path, and back', () => {
    expect(splitLanguagePath('/sw/jobs')).toEqual({ language: 'sw', path: '/jobs' });
    expect(splitLanguagePath('/lg')).toEqual({ language: 'lg', path: '/' });
    expect(splitLanguagePath('/sw?utm_source=sms')).toEqual({ language: 'sw', path: '/?utm_source=sms' });
    expect(splitLanguagePath('/lg/jobs?page=2')).toEqual({ language: 'lg', path: '/jobs?page=2' });
    expect(splitLanguagePath('/jobs')).toEqual({ language: 'en', path: '/jobs' });
    expect(splitLanguagePath('/en/jobs')).toEqual({ language: 'en', path: '/en/jobs' });
    expect(splitLanguagePath('/sw.js')).toEqual({ language: 'en', path: '/sw.js' });
    expect(splitLanguagePath('/swahili')).toEqual({ language: 'en', path: '/swahili' });
    expect(localisedPath('/', 'sw')).toBe('/sw');
    expect(localisedPath('/?x=1', 'lg')).toBe('/lg?x=1');
    expect(localisedPath('/job-detail/12?apply=1', 'lg')).toBe('/lg/job-detail/12?apply=1');
    expect(localisedPath('/jobs', 'en')).toBe('/jobs');
  });
});
