// Who is asking: the `Authorization: JWT <access>` header (Bearer too). Routes need a user unless their config says public.
import fp from 'fastify-plugin';
import { notAuthenticated, tokenNotValid } from './errors.js';
import type { TokenService } from './tokens.js';

export type AuthUser = { id: number; username: string; email: string; verified: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anyone may call the route; a valid token still identifies the caller. */
    public?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/**
 * The 401 for a public route that needed a user: a token that came but did not verify asks the client to refresh
 * (token_not_valid), so an identity-dependent answer never silently turns into the visitor's one.
 */
export function missingUser(req: { headers: { authorization?: string | undefined } }) {
  return req.headers.authorization ? tokenNotValid() : notAuthenticated();
}

/** The signed-in caller of a protected route (the hook guarantees one). */
export function currentUser(req: { user: AuthUser | null }): AuthUser {
  if (!req.user) throw notAuthenticated();
  return req.user;
}

export const authentication = fp<{ tokens: TokenService }>(async (app, { tokens }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    const isPublic = req.routeOptions.config.public === true;
    if (!header) {
      if (!isPublic && req.routeOptions.url) throw notAuthenticated();
      return;
    }
    const match = /^(JWT|Bearer)\s+(\S+)$/i.exec(header);
    const verified = match?.[2] ? await tokens.verify(match[2], 'access') : null;
    if (!verified) {
      // A stale token on a public page is ignored, so browsing never depends on a refresh.
      if (isPublic || !req.routeOptions.url) return;
      throw tokenNotValid();
    }
    const c = verified.claims;
    req.user = {
      id: verified.userId,
      username: String(c.username ?? ''),
      email: String(c.email ?? ''),
      verified: c.verified === true,
    };
  });
});
