// Compressed delivery of the real build: what a browser asking for brotli gets from the running portal.
// Node's fetch, not the page: it shows the Content-Encoding the server chose (and still decodes the body).
import { expect, test } from './support/test';

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

test('the home page, its main script and a JSON list come brotli-compressed', async ({ baseURL }) => {
  const home = await fetch(`${baseURL}/`, { headers: BROWSER_ENCODINGS });
  expect(home.status).toBe(200);
  expect(home.headers.get('content-encoding')).toBe('br');
  expect(home.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
  const html = await home.text();
  // The rendered page asks for its entry script from a small inline script (after its first paint).
  const script = /"(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(script, 'the page loads its entry script').toBeTruthy();

  const js = await fetch(`${baseURL}${script}`, { headers: BROWSER_ENCODINGS });
  expect(js.status).toBe(200);
  expect(js.headers.get('content-encoding')).toBe('br');
  expect(js.headers.get('content-type')).toMatch(/javascript/);
  expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  // The brotli file written at build time: far smaller than the script.
  const sent = Number(js.headers.get('content-length'));
  const code = await js.text();
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThan(code.length / 3);

  const jobs = await fetch(`${baseURL}/api/employer/jobs/`, { headers: BROWSER_ENCODINGS });
  expect(jobs.status).toBe(200);
  expect(jobs.headers.get('content-encoding')).toBe('br');
  const body = await jobs.text();
  expect(body.length).toBeGreaterThan(1024);
  expect((JSON.parse(body) as { results: unknown[] }).results.length).toBeGreaterThan(0);
});

test('a client that does not ask for compression gets the files as they are', async ({ baseURL }) => {
  const home = await fetch(`${baseURL}/`, { headers: { 'accept-encoding': 'identity' } });
  expect(home.headers.get('content-encoding')).toBeNull();
  expect(await home.text()).toContain('<div id="root">');
});
