// JWT access and refresh tokens (HS256). Refresh tokens are tracked by jti so they rotate and can be revoked.
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '@portal/contract';

export type AccessUser = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  verified: boolean;
  tokenVersion: number;
};

export type TokenService = ReturnType<typeof tokenService>;

export function tokenService(secret: string, ttl = { access: ACCESS_TOKEN_TTL_S, refresh: REFRESH_TOKEN_TTL_S }) {
  const key = new TextEncoder().encode(secret);

  async function sign(claims: Record<string, unknown>, ttlSeconds: number, jti: string) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setJti(jti)
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(key);
  }

  return {
    ttl,
    signAccess(user: AccessUser) {
      return sign(
        {
          token_type: 'access',
          user_id: user.id,
          ver: user.tokenVersion,
          username: user.username,
          email: user.email,
          first_name: user.firstName,
          verified: user.verified,
        },
        ttl.access,
        randomUUID().replace(/-/g, ''),
      );
    },
    /** Returns the token and its jti, which the caller records. */
    async signRefresh(userId: number, tokenVersion: number) {
      const jti = randomUUID().replace(/-/g, '');
      const token = await sign({ token_type: 'refresh', user_id: userId, ver: tokenVersion }, ttl.refresh, jti);
      return { token, jti, expiresAt: new Date(Date.now() + ttl.refresh * 1000) };
    },
    /**
     * Verifies signature, expiry (a token without `exp` is refused) and type; null when the token is not valid.
     * `version`: the user's token version when it was issued (0 for a token from before versions).
     */
    async verify(
      token: string,
      type: 'access' | 'refresh',
    ): Promise<{ userId: number; jti: string; version: number; claims: Record<string, unknown> } | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        if (payload.token_type !== type || typeof payload.user_id !== 'number' || typeof payload.jti !== 'string')
          return null;
        const version = payload.ver === undefined ? 0 : payload.ver;
        if (typeof version !== 'number') return null;
        return { userId: payload.user_id, jti: payload.jti, version, claims: payload };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}
