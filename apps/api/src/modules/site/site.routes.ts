// /robots.txt and /sitemap.xml at the site root (not under /api, and left out of the OpenAPI document).
// They are exact routes, so they win over the web app's catch-all GET /* in Fastify's router.
import type { FastifyPluginAsync } from 'fastify';
import { httpCache } from '../../lib/http-cache.js';
import { presentRobots, presentSitemap } from './site.presenter.js';
import { sitemapEntries } from './site.service.js';

const SITEMAP_MAX_AGE_S = 3600;
const ROBOTS_MAX_AGE_S = 86_400;

export const siteRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', {
    config: { public: true },
    schema: { hide: true },
    onSend: httpCache(ROBOTS_MAX_AGE_S),
    handler: async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').send(presentRobots(app.deps.config.publicUrl)),
  });

  app.get('/sitemap.xml', {
    config: { public: true },
    schema: { hide: true },
    onSend: httpCache(SITEMAP_MAX_AGE_S),
    handler: async (_req, reply) => {
      const entries = await sitemapEntries(app.deps.db);
      return reply.type('application/xml; charset=utf-8').send(presentSitemap(app.deps.config.publicUrl, entries));
    },
  });
};
