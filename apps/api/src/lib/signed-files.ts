// Private files (CVs, certificates, portfolio images) have no permanent URL. A presenter that may show one to the
// caller signs a short-lived link; GET /api/files/<key>?expires=&signature= serves it while the signature holds.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { forbidden, notFound } from './errors.js';
import { contentTypeOf, isSafeKey, PRIVATE_PREFIX } from './storage.js';

export type FileSigner = {
  /** A link to a stored private file, valid for `ttlSeconds`. */
  url: (key: string | null | undefined, ttlSeconds?: number) => string | null;
  verify: (key: string, expires: number, signature: string) => boolean;
};

const DEFAULT_TTL_S = 15 * 60;

export function fileSigner(secret: string, publicUrl: string, now = () => Date.now()): FileSigner {
  // A key derived for this purpose only, so a file signature can never pass as anything else.
  const key = createHmac('sha256', secret).update('private-file-links').digest();
  const sign = (fileKey: string, expires: number) =>
    createHmac('sha256', key).update(`${fileKey}\n${expires}`).digest('base64url');
  return {
    url: (fileKey, ttlSeconds = DEFAULT_TTL_S) => {
      if (!fileKey) return null;
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      return `${publicUrl}/api/files/${fileKey}?expires=${expires}&signature=${sign(fileKey, expires)}`;
    },
    verify: (fileKey, expires, signature) => {
      if (!Number.isInteger(expires) || expires < Math.floor(now() / 1000)) return false;
      const expected = Buffer.from(sign(fileKey, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export const signedFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>('/api/files/*', {
    config: { public: true },
    schema: { hide: true },
    handler: async (req, reply) => {
      const key = req.params['*'];
      if (!isSafeKey(key) || !key.startsWith(PRIVATE_PREFIX)) throw notFound();
      const expires = Number(req.query.expires);
      if (!req.query.signature || !app.deps.files.verify(key, expires, req.query.signature)) {
        throw forbidden('This link has expired or is not valid. Open the page again to get a new one.');
      }
      const file = await app.deps.storage.get(key);
      if (!file) throw notFound();
      return reply
        .header('content-type', contentTypeOf(key))
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${key.split('/').pop()}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  });
};
