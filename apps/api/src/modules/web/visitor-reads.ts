// The public GET routes called in-process, as the server renderer's API calls (issue 27): the route's own validation,
// handler and response serialiser, without an HTTP request's lifecycle (light-my-request's request and response, the
// hooks every request runs: request id, metrics, security and cache headers, compression, authentication, logging).
// A page asks as a visitor, so a call here is what `app.inject` would answer for a request without a session.
//
// Only routes that cannot tell the difference are called this way: GET, `config.public`, under /api/, changing nothing
// (a GET that writes says `config.writes`), no ownership or permission check, and no route hook but onRequest/onSend (the response caches and HTTP cache headers, which an
// in-process call has no use for). Everything else, and every call that does not end in a 200 (a query that fails
// validation, a handler that throws `notFound`), goes through `app.inject` (`read` answers null), so an error
// answer is exactly the HTTP one.
import { parse as parseQueryString } from 'fast-querystring';
import FindMyWay from 'find-my-way';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { redactUrl } from '../../lib/log-redaction.js';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

export type VisitorAnswer = { status: 200; contentType: string; text: string };

type Validate = (data: unknown) => { value?: unknown; error?: unknown };
type DirectRoute = {
  url: string;
  handler: (this: FastifyInstance, req: unknown, reply: unknown) => unknown;
  params?: Validate;
  query?: Validate;
  serialise: (data: unknown) => string;
};

/** The route hooks that only cache or label an answer (see above); any other hook keeps a route on the HTTP path. */
const HOOKS_A_READ_SKIPS = new Set(['onRequest', 'onSend']);
const ROUTE_HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onTimeout',
  'onError',
] as const;

/** Thrown by the stand-in reply when a handler uses more of it than headers: that route answers through HTTP. */
class NeedsHttp extends Error {}

/**
 * The stand-in reply: headers are dropped (nobody reads them in-process: the page has its own), anything else (a
 * status, a `send`) means the route is not a plain read.
 */
const readReply = new Proxy(
  {},
  {
    get(_target, name) {
      if (name === 'header' || name === 'headers') return () => readReply;
      if (name === 'getHeader') return () => undefined;
      if (name === 'hasHeader') return () => false;
      throw new NeedsHttp(`reply.${String(name)}`);
    },
  },
);

const JSON_TYPE = 'application/json; charset=utf-8';

function isDirect(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.includes('GET') || !route.url.startsWith('/api/')) return false;
  const config = route.config as
    { public?: boolean; writes?: boolean; owner?: unknown; permission?: unknown } | undefined;
  if (!config?.public || config.writes || config.owner || config.permission) return false;
  const options = route as unknown as Record<string, unknown>;
  return ROUTE_HOOKS.every((hook) => HOOKS_A_READ_SKIPS.has(hook) || !options[hook]);
}

/**
 * Collects the routes declared after it (call it before the routes are registered); `read(url)` answers one of them
 * in-process, or null when that URL must go through HTTP. `requestLines`: each read is logged as the request log
 * (lib/request-log.ts) logs an internal call through HTTP, under the id of the page that asked.
 */
export function visitorReads(app: FastifyInstance, { requestLines }: { requestLines: boolean }) {
  // The app's own router settings (app.ts), so a path matches here exactly when it matches there.
  const router = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 500 });
  const paths: string[] = [];
  app.addHook('onRoute', (route) => {
    if (!isDirect(route)) return;
    // The type provider's schemas are zod's (app.ts sets its compilers).
    const schema = (route.schema ?? {}) as {
      params?: ZodType;
      querystring?: ZodType;
      response?: Record<string, ZodType>;
    };
    const ok = schema.response?.['200'] ?? schema.response?.[200];
    const compile = (part: ZodType | undefined) =>
      part === undefined ? undefined : (validatorCompiler({ schema: part, method: 'GET', url: route.url }) as Validate);
    const direct: DirectRoute = {
      url: route.url,
      handler: route.handler as DirectRoute['handler'],
      ...(schema.params ? { params: compile(schema.params) } : {}),
      ...(schema.querystring ? { query: compile(schema.querystring) } : {}),
      serialise: ok
        ? (serializerCompiler({
            schema: ok,
            method: 'GET',
            url: route.url,
            httpStatus: '200',
          }) as DirectRoute['serialise'])
        : JSON.stringify,
    };
    // Fastify also adds a HEAD route for each GET: not needed here.
    router.on('GET', route.url, () => undefined, direct);
    paths.push(route.url);
  });

  return {
    /** The route paths answered in-process. */
    paths: () => [...paths],
    /** The 200 answer for `url` (path and query), or null when it must be asked through HTTP. */
    async read(url: string, requestId?: string): Promise<VisitorAnswer | null> {
      const started = performance.now();
      const q = url.indexOf('?');
      const path = q < 0 ? url : url.slice(0, q);
      const found = router.find('GET', path);
      const route = found?.store as DirectRoute | undefined;
      if (!found || !route) return null;
      const params = route.params ? route.params(found.params) : { value: found.params };
      const query = route.query
        ? route.query(q < 0 ? {} : parseQueryString(url.slice(q + 1)))
        : { value: q < 0 ? {} : parseQueryString(url.slice(q + 1)) };
      if (params.error || query.error) return null;
      const req = { method: 'GET', url, params: params.value, query: query.value, user: null, headers: {} };
      let data: unknown;
      try {
        data = await route.handler.call(app, req, readReply);
      } catch {
        // A 404 or any error: the HTTP path answers it with its exact status and body.
        return null;
      }
      if (data === undefined || data === null || typeof data !== 'object' || Buffer.isBuffer(data)) return null;
      const text = route.serialise(data);
      if (requestLines)
        app.log.info(
          {
            request_id: requestId,
            method: 'GET',
            url: redactUrl(url),
            route: route.url,
            status_code: 200,
            response_time_ms: Math.round((performance.now() - started) * 10) / 10,
            internal: true,
          },
          'request',
        );
      return { status: 200, contentType: JSON_TYPE, text };
    },
  };
}

export type VisitorReads = ReturnType<typeof visitorReads>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes something (a mail's link): never called in-process, where a retry through HTTP could repeat it. */
    writes?: boolean;
  }
  interface FastifyInstance {
    /** The public reads the server renderer calls in-process (modules/web/visitor-reads.ts). */
    visitorReads: VisitorReads;
  }
}
