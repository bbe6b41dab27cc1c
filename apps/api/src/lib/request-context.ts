// What the request log (lib/request-log.ts) and the request metrics (lib/metrics.ts) both need to know of a request:
// its id, whether it is one of the server renderer's own API calls, and the route it is counted under.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** The load balancer's probes, every few seconds: neither logged nor counted (they would drown the real traffic). */
const PROBE_ROUTES: ReadonlySet<string> = new Set(['/api/health', '/api/ready']);

/**
 * The header marking an in-process call (`app.inject`) of the server renderer, carrying this process's key and the
 * page's request id. The key is random per process and never leaves it, so an outside client cannot pass a request
 * as internal (to choose its id or to stay out of the metrics).
 */
const INTERNAL_HEADER = 'x-portal-internal-call';
const INTERNAL_KEY = randomBytes(24).toString('base64url');
const INTERNAL_KEY_BYTES = Buffer.from(INTERNAL_KEY);

/** The headers of an internal call made while answering the request `pageRequestId`. */
export const internalCallHeaders = (pageRequestId: string) => ({
  [INTERNAL_HEADER]: `${INTERNAL_KEY} ${pageRequestId}`,
});

/** The page's request id when these headers are an internal call's, else null. */
function internalCallOf(headers: IncomingHttpHeaders): string | null {
  const value = headers[INTERNAL_HEADER];
  if (typeof value !== 'string') return null;
  const [key = '', pageRequestId = ''] = value.split(' ');
  const given = Buffer.from(key);
  if (given.length !== INTERNAL_KEY_BYTES.length || !timingSafeEqual(given, INTERNAL_KEY_BYTES)) return null;
  return pageRequestId || null;
}

export const isInternalCall = (req: FastifyRequest) => internalCallOf(req.headers) !== null;

const plainToken = /^[\w.:-]{1,100}$/;

/**
 * Fastify's genReqId: an internal call carries its page's id (so the page's lines and its API calls' read together);
 * a caller's X-Request-Id is kept when it is a plain token (a balancer's or a proxy's); else a new one.
 */
export function requestIdOf(req: { headers: IncomingHttpHeaders }): string {
  const pageRequestId = internalCallOf(req.headers);
  if (pageRequestId && plainToken.test(pageRequestId)) return pageRequestId;
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && plainToken.test(given) ? given : randomUUID();
}

/** Routes whose requests answer several kinds of thing (the web app's `/*`) name what each one was. */
const routeLabels = new WeakMap<FastifyRequest, string>();

/** Counts and logs `req` under `label` (e.g. `page:/job-detail/:id`) rather than its route's URL pattern. */
export const setRouteLabel = (req: FastifyRequest, label: string) => void routeLabels.set(req, label);

/** The route a request is logged and counted under: its label, else its route's pattern, else `unmatched`. */
export const routeLabelOf = (req: FastifyRequest): string =>
  routeLabels.get(req) ?? req.routeOptions.url ?? 'unmatched';

export const isProbe = (req: FastifyRequest) =>
  req.routeOptions.url !== undefined && PROBE_ROUTES.has(req.routeOptions.url);
