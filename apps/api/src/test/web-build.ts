// A web build for tests of what the server does around its pages (the request log, the metrics): index.html, an empty
// manifest, and a server entry (dist-ssr) rendering `/job-detail/:id` as the real one does — its data asked of the
// API in-process (the districts list, then the job) — and no other page (those get the app's shell).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>TVET Portal</title><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';

const ENTRY_SERVER = `
export async function render(url, origin, api) {
  const match = /^\\/job-detail\\/(\\d+)$/.exec(url.split('?')[0]);
  if (!match) return null;
  const districts = await api({ method: 'GET', url: '/api/common/districts/' });
  const job = await api({ method: 'GET', url: '/api/employer/jobs/' + match[1] + '/' });
  return { kind: 'page', status: job.status === 404 ? 404 : 200, title: 'A job', modules: [], body: '<p>' + districts.status + '</p>', state: '', route: '/job-detail/:id' };
}
`;

/** Writes the build into `dir` (as `dir/dist` and `dir/dist-ssr`); returns the folder to give as webDistDir. */
export function writeTestWebBuild(dir: string): string {
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'dist-ssr'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, '.vite/manifest.json'), '{}');
  writeFileSync(path.join(dir, 'dist-ssr/entry-server.js'), ENTRY_SERVER);
  writeFileSync(path.join(dir, 'dist-ssr/package.json'), '{"type":"module"}');
  return dist;
}
