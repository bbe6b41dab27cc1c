// The request log (issue 28): one JSON line per request, written when it has been answered, with what an operator
// reads it for: method, URL (its secrets redacted: lib/log-redaction.ts), route, status, time and the request id every
// other line of the request carries. The load balancer's probes are not logged; a visitor leaving before a streamed
// answer ended is a debug line, not an info one.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { redactUrl } from './log-redaction.js';
import { loggableError } from './loggable-error.js';
import { isInternalCall, isProbe, routeLabelOf } from './request-context.js';

export class RequestLog extends LogController {
  /** `requestLines`: the line per request (LOG_REQUESTS); errors are logged either way. */
  constructor(private readonly requestLines: boolean) {
    super({ requestIdLogLabel: 'request_id' });
  }

  // Fastify's "incoming request" line: the one line is written on completion instead.
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (isProbe(request) || (!this.requestLines && !error)) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      route: routeLabelOf(request),
      status_code: reply.statusCode,
      response_time_ms: Math.round(reply.elapsedTime * 10) / 10,
      // One of the server renderer's API calls: its request_id is the page's.
      ...(isInternalCall(request) ? { internal: true } : {}),
    };
    if (error) reply.log.error({ ...line, err: loggableError(error) }, 'request failed');
    else reply.log.info(line, 'request');
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    // The visitor went away (closed the tab, lost the signal): nothing the operator can act on.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE')
      reply.log.debug({ url: redactUrl(request.url) }, 'stream closed prematurely');
    else
      reply.log.warn(
        { url: redactUrl(request.url), err: loggableError(error) },
        'response terminated with an error with headers already sent',
      );
  }

  // Fastify's "Route … not found" line carries the raw URL; the request's own line already says 404.
  override routeNotFound(): void {}
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The logger options with a request serializer that redacts the URL, for the lines Fastify itself writes with the
 * request (an error handler's, a failed write's).
 */
export function withRedactedRequests(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
      }),
    },
  };
}
