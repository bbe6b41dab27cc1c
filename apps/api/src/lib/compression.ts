// Compressed answers (docs/decisions/008): text answers (JSON, HTML, including streamed server-rendered pages, XML,
// CSS, JS, SVG) are compressed on the fly with brotli, or gzip for clients without it. The web build's assets are
// compressed once at build time and answered pre-compressed by @fastify/static (modules/web), which this leaves alone.
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import zlib, { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';

/** Answers smaller than this go out as they are: the saving would not pay for the work. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Quality 4 (measured in docs/decisions/008): within ~5 % of quality 5-6 on the jobs JSON, and cheap enough that the
 * cached jobs search keeps far above its 800 answers a second. Quality 11 is for the build.
 */
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding a request accepts (brotli, then gzip), by its Accept-Encoding header. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * An answer compressed once, to be kept and sent many times (the page cache, the anonymous list cache), with the
 * settings @fastify/compress uses on the fly.
 */
export function compressOnce(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/**
 * Text types only. Images, PDFs, office documents and `application/octet-stream` (stored files) are either
 * compressed already or not worth it; @fastify/compress's own default would include octet-stream.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/(?:javascript|ecmascript)|[/+]json(?:;|$)|[/+]xml(?:;|$)/;

const contentTypeOf = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? 'application/json');

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const value = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return;
  reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
}

/**
 * Runs after @fastify/compress's hook. A compressed body is other bytes than the one a strong ETag was computed
 * on (lib/http-cache.ts), so the tag becomes weak (If-None-Match compares weakly, so 304s still work). An answer
 * that was left uncompressed only because this client did not ask for it still says it depends on Accept-Encoding,
 * so a shared cache never hands it to a client that does.
 */
const afterCompression: onSendHookHandler = async (_req, reply, payload) => {
  const encoding = reply.getHeader('content-encoding');
  if (encoding && encoding !== 'identity') {
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
    return payload;
  }
  if (payload === null || payload === undefined || reply.statusCode === 204 || reply.statusCode === 304) return payload;
  const size = typeof payload === 'string' || Buffer.isBuffer(payload) ? Buffer.byteLength(payload) : Infinity;
  if (size >= COMPRESS_THRESHOLD && COMPRESSIBLE.test(contentTypeOf(reply))) addVary(reply);
  return payload;
};

type Compressor = Transform & { flush(kind?: number, callback?: () => void): void };

/**
 * Sends out what the compressor holds whenever its writer pauses (after a burst of writes: the shell React renders
 * before it waits for data), so a streamed page reaches the browser as it is rendered. Flushing after every write
 * instead (zlib's `flush` option) made a page written in React's 2 KB pieces about 16 % larger.
 */
function flushedWhenIdle<T extends Compressor>(stream: T, kind: number): T {
  let pending: NodeJS.Immediate | undefined;
  const transform = stream._transform.bind(stream);
  stream._transform = (chunk: Buffer, encoding, done) => {
    transform(chunk, encoding, done);
    // flush() itself passes an empty buffer through here.
    if (chunk.length === 0) return;
    clearImmediate(pending);
    pending = setImmediate(() => {
      if (!stream.writableEnded && !stream.destroyed) stream.flush(kind);
    });
  };
  stream.once('close', () => clearImmediate(pending));
  return stream;
}

/** zlib for @fastify/compress: its streams flush when idle; buffered answers keep zlib's one-call compression. */
const streamingZlib = {
  createBrotliCompress: (options?: BrotliOptions) =>
    flushedWhenIdle(zlib.createBrotliCompress(options), constants.BROTLI_OPERATION_FLUSH),
  createGzip: (options?: ZlibOptions) => flushedWhenIdle(zlib.createGzip(options), constants.Z_SYNC_FLUSH),
  brotliCompressSync: zlib.brotliCompressSync,
  gzipSync: zlib.gzipSync,
};

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    // Request bodies stay as they were (uncompressed only); this is about answers.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: BROTLI_PARAMS },
    // A streamed page (server rendering) goes out as React writes it, not when the stream ends.
    zlib: streamingZlib,
  });
  // Added after @fastify/compress's own onRoute hook, so this onSend runs after its onSend on every route.
  app.addHook('onRoute', (route) => {
    if (route.compress === false) return;
    const existing = route.onSend;
    route.onSend = [
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      afterCompression,
    ];
  });
}
