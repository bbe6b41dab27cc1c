// The built web app, served from the same origin as the API: hashed assets (long-lived), other files of the
// build, and every other non-API path answered with a server-rendered public page or the app's shell (client-side
// routes). Each language's pages have their own URLs (English bare, `/sw/…`, `/lg/…`: docs/decisions/020).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { dataSaverRequested, localisedPath, preferredLanguageOfBareUrl, splitLanguagePath } from '@portal/contract';
import { allowInlineScripts, subresourceHeadersOnly } from '../../lib/security-headers.js';
import { preferredEncoding } from '../../lib/compression.js';
import { setRouteLabel } from '../../lib/request-context.js';
import { visitorCacheSeconds } from '../../lib/response-cache.js';
import { pageCache } from './page-cache.js';
import { loadServerRenderer } from './server-render.js';

/**
 * How long after its VISITOR_CACHE_SECONDS (reused, here and by a shared cache in front: `s-maxage`) a visitor's page
 * is still answered stale while a new one is rendered. Visitors may see a new job up to this late, as with the API's
 * lists (decision 003).
 */
const PAGE_STALE_S = 30;
/** Enough for every popular page in three languages; the bytes bound is what holds memory flat. */
const PAGE_CACHE = { maxEntries: 5_000, maxBytes: 64 * 2 ** 20 };

function setVary(reply: FastifyReply, bareUrl: boolean) {
  // A page's bytes follow the data saver (cookie, or the browser's Save-Data); a bare URL also answers a redirect to
  // the person's language (cookie, else Accept-Language).
  reply.header(
    'vary',
    bareUrl ? 'Accept-Encoding, Cookie, Save-Data, Accept-Language' : 'Accept-Encoding, Cookie, Save-Data',
  );
}

export const webRoutes: FastifyPluginAsync = async (app) => {
  const dist = app.deps.config.webDistDir;
  if (!existsSync(path.join(dist, 'index.html'))) return;
  // Everything in the web build is public.
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), public: true };
  });
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent as they are, never compressed again.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, file) => {
      if (!file.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'no-cache');
        return;
      }
      // A hashed file never changes: no revalidation (no ETag or date), and no request id to quote.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id']) reply.removeHeader(name);
      subresourceHeadersOnly(reply);
    },
  });
  const renderPage = await loadServerRenderer(app, dist);
  const freshSeconds = visitorCacheSeconds(app.deps.config);
  const pages = pageCache({ ttlMs: freshSeconds * 1000, staleMs: PAGE_STALE_S * 1000, ...PAGE_CACHE });
  const visitorPageCacheControl = `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${PAGE_STALE_S}`;
  const origin = app.deps.config.publicUrl.replace(/\/$/, '');

  // An SMS's short link to a job (issue 33, lib/sms-text.ts): its page, in the language the browser gets sent to there.
  app.get<{ Params: { id: string } }>('/j/:id', { schema: { hide: true } }, async (req, reply) => {
    const id = req.params.id;
    if (!/^[1-9]\d{0,9}$/.test(id)) return reply.code(404).send({ detail: 'Not found.' });
    return reply.redirect(`/job-detail/${id}`, 301);
  });

  // Rendered pages are compressed once and kept compressed: @fastify/compress stays out of this route.
  app.get('/*', { schema: { hide: true }, compress: false }, async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/media/')) {
      setRouteLabel(req, 'unmatched');
      return reply.code(404).send({ detail: 'Not found.' });
    }
    const { language, path: appPath } = splitLanguagePath(req.url);
    const bareUrl = appPath === req.url;
    setVary(reply, bareUrl);
    if (bareUrl) {
      const preferred = preferredLanguageOfBareUrl(req.headers.cookie, req.headers['accept-language']);
      if (preferred) {
        // This answer follows the person (their cookie, their browser): never kept by a shared cache.
        reply.header('cache-control', 'private, no-cache');
        setRouteLabel(req, 'page:redirect');
        return reply.redirect(localisedPath(req.url, preferred), 302);
      }
    }
    const settings = {
      language,
      dataSaver: dataSaverRequested(req.headers.cookie, req.headers['save-data']?.toString()),
    };
    let redirect: { status: number; location: string } | undefined;
    const key = `${settings.dataSaver ? 'lite' : 'full'} ${req.url}`;
    const { page, hit } = renderPage
      ? await pages
          .page(key, async () => {
            const rendered = await renderPage(req.url, origin, settings, req.id);
            if (rendered?.redirect) redirect = { status: rendered.status, location: rendered.redirect };
            if (!rendered?.html) return null;
            return {
              status: rendered.status,
              html: rendered.html,
              scriptSources: (rendered.scriptHashes ?? []).join(' '),
              ...(rendered.route ? { route: rendered.route } : {}),
            };
          })
          .catch((err: unknown) => {
            req.log.error({ err }, 'server rendering failed; sending the app shell');
            return { page: null, hit: false };
          })
      : { page: null, hit: false };
    // Each kind of page is counted and logged under a route of its own (issue 28), not all under `/*`.
    if (redirect) {
      setRouteLabel(req, 'page:redirect');
      const { location, status } = redirect;
      return reply.redirect(
        splitLanguagePath(location).language === language ? location : localisedPath(location, language),
        status,
      );
    }
    if (!page) {
      // The signed-in areas (and any page if rendering fails): the app's shell, rendered in the browser.
      setRouteLabel(req, 'page:app-shell');
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    setRouteLabel(req, `page:${page.route ?? 'rendered'}`);
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = await pages.body(key, page, encoding);
    allowInlineScripts(reply, page.scriptSources);
    reply.header('cache-control', visitorPageCacheControl).header('x-cache', hit ? 'HIT' : 'MISS');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.code(page.status).type('text/html; charset=utf-8').send(body);
  });
};
