import { describe, expect, it } from 'vitest';
import { memoisedTransport, type TransportRequest } from './render-transport.js';

function counting(status = 200) {
  const asked: string[] = [];
  let release: () => void = () => undefined;
  let held = false;
  const inner = async ({ url }: TransportRequest) => {
    asked.push(url);
    if (held) await new Promise<void>((r) => (release = r));
    return { status, contentType: 'application/json', text: `{"n":${asked.length}}` };
  };
  return {
    inner,
    asked,
    hold: () => (held = true),
    release: () => {
      held = false;
      release();
    },
  };
}

describe("the renderer's API answers", () => {
  it('are reused for a few seconds per URL, then asked again', async () => {
    let now = 0;
    const api = counting();
    const transport = memoisedTransport(api.inner, { ttlMs: 5_000, maxEntries: 10, now: () => now });
    expect((await transport({ method: 'GET', url: '/api/common/districts/' })).text).toBe('{"n":1}');
    expect((await transport({ method: 'GET', url: '/api/common/districts/' })).text).toBe('{"n":1}');
    expect((await transport({ method: 'GET', url: '/api/common/stats/' })).text).toBe('{"n":2}');
    now = 5_000;
    expect((await transport({ method: 'GET', url: '/api/common/districts/' })).text).toBe('{"n":3}');
  });

  it('ask once for pages rendering together, and never keep a failure or anything but a GET', async () => {
    const api = counting();
    const transport = memoisedTransport(api.inner, { ttlMs: 5_000, maxEntries: 10 });
    api.hold();
    const together = Promise.all(
      Array.from({ length: 5 }, () => transport({ method: 'GET', url: '/api/employer/job-groups/?by=city' })),
    );
    await new Promise((r) => setImmediate(r));
    api.release();
    expect(new Set((await together).map((a) => a.text)).size).toBe(1);
    expect(api.asked).toHaveLength(1);

    const missing = counting(404);
    const failing = memoisedTransport(missing.inner, { ttlMs: 5_000, maxEntries: 10 });
    await failing({ method: 'GET', url: '/api/employer/jobs/9/' });
    await failing({ method: 'GET', url: '/api/employer/jobs/9/' });
    expect(missing.asked).toHaveLength(2);
    await transport({ method: 'POST', url: '/api/x/' });
    await transport({ method: 'POST', url: '/api/x/' });
    expect(api.asked.filter((u) => u === '/api/x/')).toHaveLength(2);
  });

  it('keep at most so many answers, the oldest going first', async () => {
    const api = counting();
    const transport = memoisedTransport(api.inner, { ttlMs: 5_000, maxEntries: 2 });
    for (const url of ['/a', '/b', '/c', '/a']) await transport({ method: 'GET', url });
    expect(api.asked).toEqual(['/a', '/b', '/c', '/a']);
  });
});
