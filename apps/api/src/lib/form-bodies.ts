// HTML-form bodies (application/x-www-form-urlencoded) as plain objects of their fields, for the few routes a form is
// posted to by someone other than the portal's own clients: a mail client's one-click unsubscribe (RFC 8058), the SMS
// gateway's callbacks. A repeated field keeps its last value.
import type { FastifyInstance } from 'fastify';

/** Reads form bodies up to `bodyLimit` bytes in `app`'s routes (a plugin's own scope: the rest of the API is JSON). */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
