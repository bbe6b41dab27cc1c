// Server rendering of the public pages (docs/decisions/007): the web build's server entry (apps/web/dist-ssr) renders
// a page's markup and data; this module puts it into the built index.html with the page's own chunks and CSS.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, localisedPath, splitLanguagePath, type Language } from '@portal/contract';
import { internalCallHeaders } from '../../lib/request-context.js';
import { memoisedTransport, type Transport } from './render-transport.js';

/** How long the renderer reuses an API answer (render-transport.ts): as long as a page is reused (web.routes.ts). */
const API_ANSWER_TTL_MS = 5_000;

/** What apps/web/src/entry-server.tsx exports (declared here: the API does not compile the web app). */
type ServerTransport = (request: { method: string; url: string }) => ReturnType<Transport>;
type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; title: string; modules: string[]; body: string; state: string; route?: string };
/** The visitor's settings a page renders with (apps/web/src/entry-server.tsx `RenderSettings`). */
export type RenderSettings = { language: Language; dataSaver: boolean };
type ServerEntry = {
  render: (url: string, origin: string, api: ServerTransport, settings: RenderSettings) => Promise<RenderResult | null>;
};

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * A rendered page: the whole document, and the hashes of its inline scripts for the Content-Security-Policy (hashes,
 * not a nonce, so the same bytes can be answered to many visitors: docs/decisions/020).
 */
export type RenderedPage = {
  status: number;
  redirect?: string;
  html?: string;
  scriptHashes?: string[];
  route?: string;
};

/** Inline scripts that run (not JSON data blocks): their content's SHA-256, as CSP's 'sha256-…' sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  if (!html.includes('<script')) return [];
  for (const [, attributes = '', content = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type !== undefined && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
  }
  return [...hashes];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

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
  // A server-rendered page paints before its JavaScript is even asked for: the entry script (and the page's chunks)
  // are requested by a small inline script after the first frame, so on a slow link they never compete with the
  // HTML and CSS the first paint needs (issue 10; Lighthouse counts every request started before the first paint as
  // holding it back). The app's shell pages keep the plain script tag of index.html.
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  const [beforeHead = '', afterHead = ''] = template.replace(entryScript?.[0] ?? '', '').split('<!--app-head-->');
  const [head = '', tail = ''] = afterHead.split('<!--app-html-->');
  // The outlet sits directly inside #root: the state script goes right after the element closes.
  const rootClose = tail.indexOf('</div>') + '</div>'.length;
  const [closeRoot, end] = [tail.slice(0, rootClose), tail.slice(rootClose)];

  const templateHashes = inlineScriptHashes(beforeHead + head + closeRoot + end);

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

  /**
   * A page's own CSS, inline: a page like /jobs has half a dozen small CSS files (one per shared chunk), and each
   * linked one is a render-blocking round trip before the first paint (Lighthouse, mobile: ~0.3 s each on slow 4G).
   * A later client-side navigation to a page sharing one loads that file once more (small, then cached). The
   * entry's CSS stays linked (one file, cached across pages).
   */
  const inlineCss = new Map<string, string>();
  const styleFor = (file: string) => {
    let css = inlineCss.get(file);
    if (css === undefined) {
      css = readFileSync(path.join(dist, file), 'utf8').replaceAll('</style', '<\\/style');
      inlineCss.set(file, css);
    }
    return `<style>${css}</style>`;
  };

  /** What a page's modules need: their CSS (inline, render-blocking as the entry's) and their chunks. */
  const assetsFor = (modules: string[]) => {
    const files = new Set<string>();
    const css = new Set<string>();
    modules.forEach((m) => collect(m, files, css));
    return {
      styles: [...css]
        .filter((f) => !loaded.has(f))
        .map(styleFor)
        .join(''),
      chunks: [...files].filter((f) => !loaded.has(f)).map((f) => `/${f}`),
    };
  };

  /** After the first frame: preload the page's chunks and start the entry (all of them at once, not one by one). */
  const loaderScript = (chunks: string[]) => {
    if (!entryScript?.[1]) return '';
    const start =
      `var h=document.head,a=function(e,k,v){e[k]=v;return e};` +
      `${JSON.stringify(chunks)}.forEach(function(f){h.append(a(a(a(document.createElement('link'),'rel','modulepreload'),'crossOrigin',''),'href',f))});` +
      `h.append(a(a(a(document.createElement('script'),'type','module'),'crossOrigin',''),'src',${JSON.stringify(entryScript[1])}))`;
    return `<script>requestAnimationFrame(function(){setTimeout(function(){${start.replaceAll('</', '<\\/')}})})</script>`;
  };

  // The pages' API calls, answered in-process as a visitor would get them (no session on the server): a public read
  // straight through its route's validation, handler and serialiser (visitor-reads.ts), anything else through HTTP
  // under the id of the page that asked (lib/request-context.ts), and not counted as API traffic.
  const api: Transport = memoisedTransport(
    async ({ method, url, requestId }) => {
      const direct = method === 'GET' ? await app.visitorReads.read(url, requestId) : null;
      if (direct) return direct;
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: requestId ? internalCallHeaders(requestId) : {},
      });
      return { status: res.statusCode, contentType: res.headers['content-type']?.toString() ?? null, text: res.body };
    },
    { ttlMs: API_ANSWER_TTL_MS, maxEntries: 2_000 },
  );

  /** Each language's copy of the page, for search engines and the language menu (`hreflang`). */
  const alternates = (origin: string, url: string) => {
    const { path: appPath } = splitLanguagePath(url);
    const href = (language: Language) => escapeHtml(`${origin}${localisedPath(appPath, language)}`);
    return (
      LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${href(language)}">`).join('') +
      `<link rel="alternate" hreflang="x-default" href="${href('en')}">`
    );
  };

  /**
   * `url`: the request's path and query, in its language's URLs (`/sw/jobs?page=2`); `origin`: the site's public
   * origin (absolute links in structured data, alternates); `settings`: the URL's language (the page's and
   * `<html lang>`) and the data saver (`<html data-data-saver>`, which the browser hydrates with); `requestId`: the
   * page's, which its API calls carry. The page is whole when this resolves: its status is known, and it can be kept
   * and answered again.
   */
  return async function renderPage(
    url: string,
    origin: string,
    settings: RenderSettings,
    requestId: string,
  ): Promise<RenderedPage | null> {
    const result = await entry.render(url, origin, (request) => api({ ...request, requestId }), settings);
    if (!result) return null;
    if (result.kind === 'redirect') return { status: result.status, redirect: result.location };
    const { styles, chunks } = assetsFor(result.modules);
    const top =
      beforeHead
        .replace(
          '<html lang="en"',
          `<html lang="${settings.language}" data-data-saver="${settings.dataSaver ? 'on' : 'off'}"`,
        )
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(result.title)}</title>`) +
      alternates(origin, url) +
      styles +
      head;
    const loader = loaderScript(chunks);
    const html = top + result.body + closeRoot + result.state + loader + end;
    return {
      status: result.status,
      html,
      // Only the parts that can hold a script that runs: the template's are the loader's alone (its entry script tag is
      // taken out above), and the state is JSON. Scanning the whole page cost more than a fifth of a millisecond.
      scriptHashes: [
        ...new Set([...templateHashes, ...inlineScriptHashes(result.body), ...inlineScriptHashes(loader)]),
      ],
      ...(result.route ? { route: result.route } : {}),
    };
  };
}
