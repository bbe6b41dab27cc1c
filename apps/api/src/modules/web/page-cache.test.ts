import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../lib/compression.js';
import { pageCache, type PageRenderer } from './page-cache.js';
import { inlineScriptHashes } from './server-render.js';

/** A renderer that counts its renders and can be held until released. */
function counting(html = '<html>page</html>') {
  let renders = 0;
  let release: () => void = () => undefined;
  let held = false;
  const render: PageRenderer = async () => {
    renders += 1;
    if (held) await new Promise<void>((r) => (release = r));
    return { status: 200, html: `${html}#${renders}`, scriptSources: "'sha256-x'" };
  };
  return {
    render,
    get renders() {
      return renders;
    },
    hold: () => (held = true),
    release: () => {
      held = false;
      release();
    },
  };
}

describe('the visitors’ page cache', () => {
  it('answers a page again while fresh, then once stale serves the old copy while one render replaces it', async () => {
    let now = 0;
    const cache = pageCache({ ttlMs: 5_000, staleMs: 30_000, maxEntries: 10, maxBytes: 1e6, now: () => now });
    const page = counting();
    expect((await cache.page('full /jobs', page.render)).hit).toBe(false);
    const again = await cache.page('full /jobs', page.render);
    expect(again.hit).toBe(true);
    expect(again.page?.html.toString()).toBe('<html>page</html>#1');
    expect(page.renders).toBe(1);

    now = 6_000;
    const stale = await cache.page('full /jobs', page.render);
    expect(stale.page?.html.toString()).toBe('<html>page</html>#1');
    await new Promise((r) => setImmediate(r));
    expect(page.renders).toBe(2);
    expect((await cache.page('full /jobs', page.render)).page?.html.toString()).toBe('<html>page</html>#2');

    // Too old even to serve while refreshing: rendered afresh for this request.
    now = 60_000;
    const old = await cache.page('full /jobs', page.render);
    expect(old.hit).toBe(false);
    expect(old.page?.html.toString()).toBe('<html>page</html>#3');
  });

  it('renders a page once for a crowd arriving together', async () => {
    const cache = pageCache({ ttlMs: 5_000, staleMs: 30_000, maxEntries: 10, maxBytes: 1e6 });
    const page = counting();
    page.hold();
    const crowd = Array.from({ length: 20 }, () => cache.page('full /', page.render));
    await new Promise((r) => setImmediate(r));
    page.release();
    const answers = await Promise.all(crowd);
    expect(page.renders).toBe(1);
    expect(new Set(answers.map((a) => a.page))).toHaveProperty('size', 1);
  });

  it('keeps each URL and data-saver setting apart, and nothing a renderer declines', async () => {
    const cache = pageCache({ ttlMs: 5_000, staleMs: 30_000, maxEntries: 10, maxBytes: 1e6 });
    await cache.page('full /sw/jobs', async () => ({ status: 200, html: 'sw', scriptSources: '' }));
    await cache.page('lite /sw/jobs', async () => ({ status: 200, html: 'sw lite', scriptSources: '' }));
    expect((await cache.page('full /sw/jobs', counting().render)).page?.html.toString()).toBe('sw');
    expect((await cache.page('lite /sw/jobs', counting().render)).page?.html.toString()).toBe('sw lite');
    expect((await cache.page('full /dashboard', async () => null)).page).toBeNull();
    expect(cache.entries.has('full /dashboard')).toBe(false);
  });

  it('holds its memory under the bound, compressed copies included, the oldest going first', async () => {
    const cache = pageCache({ ttlMs: 5_000, staleMs: 30_000, maxEntries: 1_000, maxBytes: 50_000 });
    // Text that compresses poorly, so the encodings weigh too.
    const noise = (seed: number) =>
      Array.from({ length: 2_000 }, (_, i) => ((i * 7919 + seed) % 65_521).toString(36)).join('');
    for (let i = 0; i < 40; i += 1) {
      const key = `full /job-detail/${i}`;
      const { page } = await cache.page(key, async () => ({ status: 200, html: noise(i), scriptSources: '' }));
      if (page) await cache.body(key, page, 'br');
      expect(cache.bytes).toBeLessThanOrEqual(50_000);
    }
    expect(cache.entries.has('full /job-detail/39')).toBe(true);
    expect(cache.entries.has('full /job-detail/0')).toBe(false);
  });

  it('answers each encoding from one compression, kept with the page', async () => {
    const cache = pageCache({ ttlMs: 5_000, staleMs: 30_000, maxEntries: 10, maxBytes: 1e6 });
    const html = '<p>Welder wanted in Kampala</p>'.repeat(100);
    const { page } = await cache.page('full /', async () => ({ status: 200, html, scriptSources: '' }));
    if (!page) throw new Error('no page');
    const br = await cache.body('full /', page, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(await cache.body('full /', page, 'br')).toBe(br);
    expect(gunzipSync(await cache.body('full /', page, 'gzip')).toString()).toBe(html);
    expect((await cache.body('full /', page, 'identity')).toString()).toBe(html);
  });
});

describe('preferredEncoding', () => {
  it('picks brotli, then gzip, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the scripts that run, not data blocks or external scripts', () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const html =
      '<script type="application/json" id="s">{"a":1}</script><script type="application/ld+json">{}</script>' +
      '<script src="/assets/a.js"></script><script>alert(1)</script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('alert(1)'), sha('go()')]);
  });
});
