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

export type RotateResult =
  | { kind: 'rotated'; userId: number; refreshToken: RefreshToken }
  | { kind: 'reused' }
  | { kind: 'invalid' };

/**
 * Refresh tokens are the sessions: a random id plus a secret, stored hashed. Each use
 * replaces the secret; presenting the one just replaced means a copy is in someone else's
 * hands, so the whole session is revoked.
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

  async rotate(presented: RefreshToken, ip: string): Promise<RotateResult> {
    const [row] = await this.db.select().from(sessions).where(eq(sessions.id, presented.id));
    if (!row) return { kind: 'invalid' };
    const hash = hashSecret(presented.token);
    if (sameHash(hash, row.previousTokenHash)) {
      await this.db.delete(sessions).where(eq(sessions.id, row.id));
      return { kind: 'reused' };
    }
    if (!sameHash(hash, row.tokenHash)) return { kind: 'invalid' };
    const secret = randomBytes(32).toString('base64url');
    const address = normaliseIp(ip);
    // Only the holder of the current secret wins the race to rotate it.
    const updated = await this.db
      .update(sessions)
      .set({
        tokenHash: hashSecret(secret),
        previousTokenHash: row.tokenHash,
        ip: address,
        lastUsedAt: new Date(),
      })
      .where(and(eq(sessions.id, row.id), eq(sessions.tokenHash, row.tokenHash)))
      .returning({ id: sessions.id });
    if (updated.length === 0) return { kind: 'invalid' };
    await this.recordIp(row.userId, address);
    return { kind: 'rotated', userId: row.userId, refreshToken: { id: row.id, token: secret } };
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
