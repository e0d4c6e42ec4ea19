import { SignJWT, jwtVerify } from 'jose';

/** What an access token vouches for. Permissions are re-read from the database per request. */
export interface AccessClaims {
  userId: number;
  username: string;
  /** The session (refresh token) it was issued for: removing the session ends the token too. */
  sessionId?: string;
}

/** Access tokens are short-lived; refresh tokens (the sessions) renew them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async signAccess(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
    const session = claims.sessionId ? { sid: claims.sessionId } : {};
    return new SignJWT({ username: claims.username, kind: 'access', ...session })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired access token, or null. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (
        payload.kind !== 'access' ||
        !Number.isInteger(userId) ||
        typeof payload.username !== 'string'
      ) {
        return null;
      }
      return typeof payload.sid === 'string'
        ? { userId, username: payload.username, sessionId: payload.sid }
        : { userId, username: payload.username };
    } catch {
      return null;
    }
  }

  /** Signs an arbitrary short-lived token (game handoff, email links) with its own purpose. */
  async signPurpose(purpose: string, data: Record<string, string | number>, ttlSeconds: number) {
    return new SignJWT({ ...data, kind: purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  async verifyPurpose(purpose: string, token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return payload.kind === purpose ? payload : null;
    } catch {
      return null;
    }
  }
}
