// Security headers (helmet) on every answer. helmet's middleware is built once here: @fastify/helmet builds it
// again for every request, which measured about 30 % of a small route's throughput.
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    headers(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}

/**
 * Lets this answer's own inline scripts run, named by their hashes (`'sha256-…'`, a server-rendered page's: its
 * loader and React's); nothing else changes. Hashes rather than a nonce: the same page is answered to many visitors.
 */
export function allowInlineScripts(reply: FastifyReply, sources: string): void {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy !== 'string' || !sources) return;
  reply.raw.setHeader('content-security-policy', policy.replace(/script-src 'self'/, `script-src 'self' ${sources}`));
}
