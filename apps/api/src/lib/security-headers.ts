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

/**
 * The headers that act only on a document (or a worker's script): the content security policy, the opener and agent
 * cluster policies, framing, HSTS (a page's answer sets it) and old browsers' switches. A page loads ~90 scripts and
 * styles: on each, these were ~750 of the ~1,100 bytes of headers, more than the file itself for most of them.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * A subresource's answer (a hashed script, style or image): without the document-only headers. It keeps `nosniff`,
 * the cross-origin resource policy and the referrer policy (a stylesheet's own requests follow it).
 */
export function subresourceHeadersOnly(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
}
