import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { TokenSigner } from './tokens';

/** The signed-in user as the API sees them on a request. */
export interface RequestUser {
  id: number;
  username: string;
  permissions: Record<string, boolean>;
  disabled: boolean;
  /** The session the access token belongs to, when it names one. */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid bearer token by the auth hook; null for anonymous requests. */
    user: RequestUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 ? token : null;
}

/** Resolves request.user from the bearer token; a disabled or deleted user is anonymous. */
export async function resolveUser(
  request: FastifyRequest,
  signer: TokenSigner,
  db: Db,
): Promise<RequestUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await signer.verifyAccess(token);
  if (!claims) return null;
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      permissions: users.permissions,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!row || row.disabled) return null;
  if (claims.sessionId) {
    // A token issued for a session dies with it (removed, logged out or revoked on reuse).
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, claims.sessionId), eq(sessions.userId, row.id)));
    if (!session) return null;
    return { ...row, sessionId: claims.sessionId };
  }
  return row;
}

/** Whether a bearer token was sent at all (a bad one gets 401 so the client refreshes). */
export function sentToken(request: FastifyRequest): boolean {
  return bearerToken(request) !== null;
}

/** Ends the request with 401 unless someone is signed in; returns the user otherwise. */
export function requireUser(request: FastifyRequest, reply: FastifyReply): RequestUser | null {
  if (request.user) return request.user;
  void reply.code(401).send({ success: false, message: 'Unauthorized' });
  return null;
}

/** Ends the request with 401 (anonymous) or 403 (lacking the flag) unless the user holds it. */
export function requirePermission(
  request: FastifyRequest,
  reply: FastifyReply,
  permission: string,
): RequestUser | null {
  const user = requireUser(request, reply);
  if (!user) return null;
  if (user.permissions[permission] === true) return user;
  void reply.code(403).send({ success: false, message: 'Forbidden' });
  return null;
}
