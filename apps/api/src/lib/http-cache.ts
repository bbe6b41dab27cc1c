// Public, rarely changing answers (lookup lists, home figures, sitemap) carry Cache-Control and an ETag, so
// browsers and proxies revalidate with If-None-Match and get 304 without the body.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A strong validator of the exact bytes sent. */
export const etagOf = (body: string | Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** RFC 9110 §13.1.2: If-None-Match compares weakly, may list several tags, and `*` matches any. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * A route `onSend` hook: `Cache-Control: public, max-age=<maxAgeSeconds>` and an ETag on successful GET/HEAD
 * answers; a matching If-None-Match turns the answer into 304 with no body.
 */
export function httpCache(maxAgeSeconds: number) {
  return async function cacheHeaders(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    // A signed-in caller's copy stays in their browser, revalidated by its ETag.
    reply
      .header(
        'cache-control',
        req.headers.authorization === undefined ? `public, max-age=${maxAgeSeconds}` : 'private, no-cache',
      )
      .header('etag', etag);
    if (!ifNoneMatchHits(req.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return null;
  };
}

/**
 * An answer to a signed-in caller (an Authorization header) is theirs alone: `no-store`, unless it was already marked
 * private (a route that revalidates by ETag). A public Cache-Control a handler set is replaced too: a shared cache
 * must never hand one user's answer to another.
 */
export function installPrivateNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.headers.authorization === undefined) return payload;
    const current = reply.getHeader('cache-control');
    if (typeof current !== 'string' || !current.startsWith('private')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
