// The built web app, served from the same origin as the API: hashed assets (long-lived), other files of the
// build, and every other non-API path answered with the app's page (client-side routes).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

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
    setHeaders: (res, file) => {
      res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/media/')) return reply.code(404).send({ detail: 'Not found.' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
