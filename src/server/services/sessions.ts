import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { RefreshToken, SessionView } from '../../protocol/account';
import type { Db } from '../db/client';
import { sessions, userIps } from '../db/schema';

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

function sameHash(a: string, b: string | null): boolean {
  if (!b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The client's view of an address: IPv4 without the IPv6-mapped prefix. */
export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}

export type RenewResult =
  { kind: 'renewed'; userId: number; refreshToken: RefreshToken } | { kind: 'invalid' };

/** A session unused this long is over: its refresh token no longer renews anything. */
export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;

/**
 * Refresh tokens are the sessions: a random id plus a secret, stored hashed. The secret stays
 * the same for the life of the session, because the client of the specs keeps the refresh
 * token it got at login and refreshes with it again and again (accounts-and-shell.md section
 * 7). Sessions end on logout, from the sessions page, on a password reset and after
 * SESSION_IDLE_MS without use; renewals are rate-limited per IP by the route.
 */
export class SessionService {
  constructor(private readonly db: Db) {}

  async create(userId: number, ip: string): Promise<RefreshToken> {
    const id = randomBytes(16).toString('hex');
    const secret = randomBytes(32).toString('base64url');
    const address = normaliseIp(ip);
    await this.db
      .insert(sessions)
      .values({ id, userId, tokenHash: hashSecret(secret), ip: address });
    await this.recordIp(userId, address);
    return { id, token: secret };
  }

  async recordIp(userId: number, ip: string): Promise<void> {
    await this.db
      .insert(userIps)
      .values({ userId, ip })
      .onConflictDoUpdate({
        target: [userIps.userId, userIps.ip],
        set: { lastSeenAt: new Date() },
      });
  }

  /** Marks a session used (address and time) if the presented secret is its own. */
  async renew(presented: RefreshToken, ip: string, now = new Date()): Promise<RenewResult> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.id, presented.id));
    if (!row || !sameHash(hashSecret(presented.token), row.tokenHash)) return { kind: 'invalid' };
    if (now.getTime() - row.lastUsedAt.getTime() > SESSION_IDLE_MS) {
      await this.db.delete(sessions).where(eq(sessions.id, row.id));
      return { kind: 'invalid' };
    }
    const address = normaliseIp(ip);
    await this.db
      .update(sessions)
      .set({ ip: address, lastUsedAt: now })
      .where(eq(sessions.id, row.id));
    await this.recordIp(row.userId, address);
    return { kind: 'renewed', userId: row.userId, refreshToken: presented };
  }

  /** Revokes a session if the presented secret is its current one (logout). */
  async revokeWithSecret(presented: RefreshToken): Promise<boolean> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.id, presented.id));
    if (!row || !sameHash(hashSecret(presented.token), row.tokenHash)) return false;
    await this.db.delete(sessions).where(eq(sessions.id, row.id));
    return true;
  }

  async list(userId: number): Promise<SessionView[]> {
    const rows = await this.db
      .select({ id: sessions.id, ip: sessions.ip, lastUsed: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastUsedAt));
    return rows.map((row) => ({ id: row.id, ip: row.ip, lastUsed: row.lastUsed.toISOString() }));
  }

  async remove(userId: number, sessionId: string): Promise<boolean> {
    const removed = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
      .returning({ id: sessions.id });
    return removed.length > 0;
  }

  async removeAll(userId: number): Promise<number> {
    const removed = await this.db
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    return removed.length;
  }
}
