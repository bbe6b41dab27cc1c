// A short-lived, in-process cache of the public job lists' answers to anonymous callers. Every visitor gets the
// same bytes for the same URL, so a page is computed about once per TTL instead of once per request (decision 003).
// What it is worth is measured, not quoted here: `npm run bench:jobs` prints the cached and uncached runs side by side.
// Nothing here is state another process needs: each process keeps its own copy, at most one TTL (plus one
// refresh) old. Signed-in callers always get a fresh answer, so what a user just did shows at once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD, compressOnce, preferredEncoding } from './compression.js';

/** VISITOR_CACHE_SECONDS' default: a new job reaches visitors' lists and pages within this long. */
export const VISITOR_CACHE_S = 5;

/** How long visitors' lists and pages are reused: the setting, or its default for an app built without it (tests). */
export const visitorCacheSeconds = (config: { visitorCacheSeconds?: number | undefined }) =>
  config.visitorCacheSeconds ?? VISITOR_CACHE_S;

type Entry = {
  body: string;
  headers: Record<string, string>;
  /** The body compressed, made on the first hit that asks for each encoding (not on every hit). */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  storedAt: number;
  refreshing: boolean;
};

/** Headers the handler set that describe the body, replayed with it. */
const REPLAYED = ['content-type', 'cache-control'] as const;

export type ResponseCacheOptions = {
  /** How long an answer is served as fresh. */
  ttlMs: number;
  /** Most URLs kept; the least recently stored goes first. */
  maxEntries: number;
  now?: () => number;
};

export function anonymousResponseCache({ ttlMs, maxEntries, now = () => Date.now() }: ResponseCacheOptions) {
  const entries = new Map<string, Entry>();
  const servedFromCache = new WeakSet<FastifyRequest>();
  const cacheable = (req: FastifyRequest) => req.method === 'GET' && req.headers.authorization === undefined;

  return {
    entries,
    /** Route onRequest hook: answers from the cache, or lets the request through to compute (and store) it. */
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      if (!cacheable(req)) return;
      const hit = entries.get(req.url);
      if (!hit) return;
      const age = now() - hit.storedAt;
      if (age >= 2 * ttlMs) {
        // Too old to serve even while refreshing (no one asked for a while): compute afresh.
        entries.delete(req.url);
        return;
      }
      if (age >= ttlMs && !hit.refreshing) {
        // Stale: this one request recomputes it; the others keep getting the stale copy meanwhile.
        hit.refreshing = true;
        return;
      }
      servedFromCache.add(req);
      // Age lets a browser or proxy honouring max-age count the time the copy already spent here.
      reply.headers({ ...hit.headers, age: String(Math.floor(age / 1000)), 'x-cache': 'HIT' });
      const encoding =
        Buffer.byteLength(hit.body) >= COMPRESS_THRESHOLD
          ? preferredEncoding(req.headers['accept-encoding'])
          : 'identity';
      if (encoding === 'identity') return reply.send(hit.body);
      // Compressed once and kept: @fastify/compress leaves an answer that already has a Content-Encoding alone.
      let encoded = hit.encoded[encoding];
      if (!encoded) hit.encoded[encoding] = encoded = await compressOnce(Buffer.from(hit.body), encoding);
      return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(encoded);
    },
    /** Route onSend hook: keeps a computed 200 answer; anything else drops the URL's entry. */
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!cacheable(req) || servedFromCache.has(req)) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        entries.delete(req.url);
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of REPLAYED) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      entries.delete(req.url);
      entries.set(req.url, { body: payload, headers, encoded: {}, storedAt: now(), refreshing: false });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return payload;
    },
  };
}
