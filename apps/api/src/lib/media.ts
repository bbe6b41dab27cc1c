// GET /media/<key>: public stored files (pictures, logos, public documents). Private keys are never served here.
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from './errors.js';
import { contentTypeOf, isSafeKey, PRIVATE_PREFIX } from './storage.js';


export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>('/media/*', {
    config: { public: true },
    schema: { hide: true },
    handler: async (req, reply) => {
      const key = req.params['*'];
      if (!isSafeKey(key) || key.startsWith(PRIVATE_PREFIX)) throw notFound();
      const file = await app.deps.storage.get(key);
      if (!file) throw notFound();
      // Keys are unique per upload, so a file never changes: cache it for a long time.
      return reply
        .header('content-type', contentTypeOf(key))
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  });
};
