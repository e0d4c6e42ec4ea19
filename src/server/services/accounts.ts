import { eq, sql } from 'drizzle-orm';
import type { AdminUserView } from '../../protocol/account';
import { isSupporter } from '../../protocol/account';
import type { ClientUser, Permissions } from '../../protocol/user';
import { withDefaultSettings } from '../../protocol/user';
import type { Database, Db } from '../db/client';
import { banlist, users } from '../db/schema';
import { normaliseIp } from './sessions';

export type UserRow = typeof users.$inferSelect;

/** The role shown as a style class on names, strongest first. */
export function roleOf(row: Pick<UserRow, 'permissions' | 'patreon'>): string {
  const p = row.permissions;
  if (p.isAdmin) return 'admin';
  if (p.isContributor) return 'contributor';
  if (isSupporter({ patreon: row.patreon, permissions: p })) return 'supporter';
  if (p.isWinner) return 'winner';
  if (p.isPreviousWinner) return 'previouswinner';
  return 'user';
}

/** The signed-in user's own view of their account (their own email included, nothing secret). */
export function toClientUser(row: UserRow): ClientUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    permissions: row.permissions as Permissions,
    settings: withDefaultSettings(row.settings),
    rankedGamesPlayed: row.rankedGamesPlayed,
    eloRating: row.eloRating,
    patreon: row.patreon,
    gamesPlayed: row.gamesPlayed,
    role: roleOf(row),
    faveColor: row.faveColor,
    blockList: row.blockList,
    altArts: row.altArts,
  };
}

/** What an administrator sees of another account: no email, no password hash. */
export function toAdminView(row: UserRow): AdminUserView {
  return {
    id: row.id,
    username: row.username,
    avatar: row.avatar,
    permissions: row.permissions,
    verified: row.verified,
    disabled: row.disabled,
    activated: row.activated,
    faveColor: row.faveColor,
    patreon: row.patreon,
    altArts: row.altArts,
    gamesPlayed: row.gamesPlayed,
    registered: row.createdAt.toISOString(),
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function findUserByName(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function isIpBanned(db: Db, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: banlist.id })
    .from(banlist)
    .where(eq(banlist.ip, normaliseIp(ip)));
  return row !== undefined;
}

/** Usernames of other accounts that signed in from one of this account's addresses. */
export async function linkedAccounts(database: Database, userId: number): Promise<string[]> {
  const rows = await database.queryRows<{ username: string }>(
    `SELECT DISTINCT u.username FROM user_ips mine
     JOIN user_ips theirs ON theirs.ip = mine.ip AND theirs.user_id <> mine.user_id
     JOIN users u ON u.id = theirs.user_id
     WHERE mine.user_id = $1
     ORDER BY u.username`,
    [userId],
  );
  return rows.map((row) => row.username);
}
