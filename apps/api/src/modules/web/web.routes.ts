// The built web app, served from the same origin as the API: hashed assets (long-lived), other files of the
// build, and every other non-API path answered with the app's page (client-side routes).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { dataSaverRequested, requestLanguage } from '@portal/contract';
import { allowScriptNonce } from '../../lib/security-headers.js';
import { loadServerRenderer } from './server-render.js';

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
    setHeaders: (res, file) => {
      res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const renderPage = await loadServerRenderer(app, dist);
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/media/')) return reply.code(404).send({ detail: 'Not found.' });
    reply.header('cache-control', 'no-cache');
    // Public pages come rendered; the signed-in areas (and any page if rendering fails) get the app's shell.
    const nonce = randomBytes(16).toString('base64');
    // The page is rendered with the visitor's language and data saver: caches keep one copy per cookie and wish.
    reply.header('vary', 'Cookie, Accept-Language, Save-Data');
    const settings = {
      language: requestLanguage(req.headers.cookie, req.headers['accept-language']),
      dataSaver: dataSaverRequested(req.headers.cookie, req.headers['save-data']?.toString()),
    };
    const page = await renderPage?.(req.url, `${req.protocol}://${req.host}`, nonce, settings).catch((err: unknown) => {
      req.log.error({ err }, 'server rendering failed; sending the app shell');
      return null;
    });
    if (page?.redirect) return reply.redirect(page.redirect, page.status);
    if (page?.html) {
      allowScriptNonce(reply, nonce);
      return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
    }
    return reply.sendFile('index.html');
  });
};
