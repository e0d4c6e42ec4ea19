import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from './accounts';

/**
 * Per-account protection against password guessing, on top of the per-address rate limit:
 * an attacker who changes address for every try still meets it. After FREE_FAILURES wrong
 * passwords in a row the account accepts no login attempt for a while, doubling with each
 * further failure up to MAX_LOCK_MS; a good login clears the count.
 */
export const FREE_FAILURES = 5;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 30 * 60_000;

/** The answer while an account is locked (429, like the address limit). */
export function lockedMessage(untilMs: number, nowMs: number): string {
  const minutes = Math.max(1, Math.ceil((untilMs - nowMs) / 60_000));
  return `Too many failed logins for this account, please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** How long the account stays locked after this many failures in a row (0: not locked). */
export function lockMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES));
}

/** The moment until which the account refuses logins, if that is still ahead. */
export function lockedUntil(row: Pick<UserRow, 'loginLockedUntil'>, nowMs: number): number | null {
  const until = row.loginLockedUntil?.getTime() ?? null;
  return until !== null && until > nowMs ? until : null;
}

/** Counts a wrong password (atomically, so parallel guesses all count) and sets the lock. */
export async function recordFailedLogin(db: Db, userId: number, nowMs: number): Promise<void> {
  const [row] = await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(eq(users.id, userId))
    .returning({ failedLogins: users.failedLogins });
  const ms = lockMs(row?.failedLogins ?? 0);
  if (ms > 0)
    await db
      .update(users)
      .set({ loginLockedUntil: new Date(nowMs + ms) })
      .where(eq(users.id, userId));
}

export async function clearFailedLogins(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: 0, loginLockedUntil: null })
    .where(eq(users.id, userId));
}
