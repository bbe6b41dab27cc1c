// GET /media/<key>: public stored files (pictures, logos, public documents). Private keys are never served here.
// `?w=<width>` on a picture answers a small WebP copy (issue 17: a logo in a card weighs a few KB, not the upload's
// hundreds), made once with sharp and kept in the same storage (every instance serves the same copy) until the
// storage deletes them with their picture (issue 28); a browser that does not accept WebP gets the original.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { MEDIA_WIDTHS } from '@portal/contract';
import { notFound } from './errors.js';
import {
  contentTypeOf,
  hasVariants,
  isSafeKey,
  PRIVATE_PREFIX,
  readAll,
  VARIANTS_PREFIX,
  variantKey,
} from './storage.js';
import { StorageUnavailableError } from './unavailable.js';

const mediaQuery = z.object({
  w: z.coerce
    .number({ error: `Choose a width of ${MEDIA_WIDTHS.join(', ')}.` })
    .refine((w) => (MEDIA_WIDTHS as readonly number[]).includes(w), {
      error: `Choose a width of ${MEDIA_WIDTHS.join(', ')}.`,
    })
    .optional(),
});

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = app.deps;

  /** The copy, made from the original the first time it is asked for; null when the original is gone. */
  async function variant(key: string, width: number) {
    const kept = await storage.get(variantKey(key, width));
    if (kept) return kept;
    const original = await storage.get(key);
    if (!original) return null;
    const webp = await sharp(await readAll(original.body), { animated: false, limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 72 })
      .toBuffer();
    await storage.put(variantKey(key, width), webp, 'image/webp');
    return { body: webp, size: webp.length };
  }

  app.get('/media/*', {
    config: { public: true },
    schema: { hide: true, querystring: mediaQuery },
    handler: async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      if (!isSafeKey(key) || key.startsWith(PRIVATE_PREFIX) || key.startsWith(VARIANTS_PREFIX)) throw notFound();
      const type = contentTypeOf(key);
      const width = req.query.w;
      const wantsCopy = width !== undefined && hasVariants(key);
      if (wantsCopy) reply.header('vary', 'Accept');
      const acceptsWebp = /image\/webp/.test(req.headers.accept ?? '');
      // A picture the decoder cannot read is served as it is; a store that is down is not asked a second time.
      const file =
        wantsCopy && width !== undefined && acceptsWebp
          ? await variant(key, width).catch((err: unknown) => {
              if (err instanceof StorageUnavailableError) throw err;
              return undefined;
            })
          : undefined;
      const served = file ?? (await storage.get(key));
      if (!served) throw notFound();
      // Keys are unique per upload, so a file (and its copies) never changes: cache it for a long time.
      return reply
        .header('content-type', file ? 'image/webp' : type)
        .header('content-length', served.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(served.body);
    },
  });
};
