// Server rendering of the public pages (docs/decisions/007): the web build's server entry (apps/web/dist-ssr) renders
// a page's markup and data; this module puts it into the built index.html with the page's own chunks and CSS.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What apps/web/src/entry-server.tsx exports (declared here: the API does not compile the web app). */
type ServerTransport = (request: { method: string; url: string }) => Promise<{ status: number; contentType: string | null; text: string }>;
type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; title: string; modules: string[]; body: Readable; state: string };
type ServerEntry = { render: (url: string, origin: string, api: ServerTransport, nonce: string) => Promise<RenderResult | null> };

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type RenderedPage = { status: number; redirect?: string; html?: Readable };

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/**
 * The renderer for the web build in `dist`, or null when the build has no server entry (then every page is the
 * app's shell, rendered in the browser).
 */
export async function loadServerRenderer(app: FastifyInstance, dist: string) {
  const entryFile = path.resolve(dist, '../dist-ssr/entry-server.js');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const [beforeHead = '', afterHead = ''] = template.split('<!--app-head-->');
  const [head = '', tail = ''] = afterHead.split('<!--app-html-->');
  // The outlet sits directly inside #root: the state script goes right after the element closes.
  const rootClose = tail.indexOf('</div>') + '</div>'.length;
  const [closeRoot, end] = [tail.slice(0, rootClose), tail.slice(rootClose)];

  // What index.html already loads (the entry chunk and its imports): not linked twice.
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const loaded = new Set<string>();
  const collect = (key: string, files: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach((k) => collect(k, files, css));
  };
  if (entryKey) collect(entryKey, loaded, loaded);

  /** The link elements a page's modules need: their CSS (render-blocking, as the entry's) and chunks (preloaded). */
  const linksFor = (modules: string[]) => {
    const files = new Set<string>();
    const css = new Set<string>();
    modules.forEach((m) => collect(m, files, css));
    const styles = [...css].filter((f) => !loaded.has(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
    const scripts = [...files].filter((f) => !loaded.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
    return [...styles, ...scripts].join('');
  };

  // The pages' API calls, answered in-process as a visitor would get them (no session on the server).
  const api: ServerTransport = async ({ method, url }) => {
    const res = await app.inject({ method: method as 'GET', url });
    return { status: res.statusCode, contentType: res.headers['content-type']?.toString() ?? null, text: res.body };
  };

  /**
   * `origin`: the site's origin as the browser sees it (absolute links in structured data); `nonce`: allowed by the
   * page's Content-Security-Policy for React's inline scripts.
   */
  return async function renderPage(url: string, origin: string, nonce: string): Promise<RenderedPage | null> {
    const result = await entry.render(url, origin, api, nonce);
    if (!result) return null;
    if (result.kind === 'redirect') return { status: result.status, redirect: result.location };
    const top = beforeHead.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(result.title)}</title>`) + linksFor(result.modules) + head;
    const { body, state } = result;
    async function* document() {
      yield top;
      for await (const chunk of body) yield chunk as Buffer;
      yield closeRoot + state + end;
    }
    return { status: result.status, html: Readable.from(document()) };
  };
}
