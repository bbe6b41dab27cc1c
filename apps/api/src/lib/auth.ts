// Who is asking: the `Authorization: JWT <access>` header (Bearer too). Routes need a user unless their config says public.
import fp from 'fastify-plugin';
import { notAuthenticated, tokenNotValid } from './errors.js';
import type { TokenService } from './tokens.js';

/** What a token's user is now: null when the account no longer exists. */
export type TokenUserState = (userId: number) => Promise<{ active: boolean; tokenVersion: number } | null>;

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

/**
 * Like DRF simplejwt, a token is only as good as its user: the account must still exist and be active, and the token
 * must carry the user's current token version (a password change or reset raises it). Else token_not_valid, never a
 * 500 from a write that refers to a deleted user.
 */
export const authentication = fp<{ tokens: TokenService; userState: TokenUserState }>(
  async (app, { tokens, userState }) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (req) => {
      const header = req.headers.authorization;
      const isPublic = req.routeOptions.config.public === true;
      if (!header) {
        if (!isPublic && req.routeOptions.url) throw notAuthenticated();
        return;
      }
      const match = /^(JWT|Bearer)\s+(\S+)$/i.exec(header);
      const token = match?.[2] ? await tokens.verify(match[2], 'access') : null;
      const state = token ? await userState(token.userId) : null;
      const verified = token && state?.active && state.tokenVersion === token.version ? token : null;
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
  },
);
