import { eq, inArray } from 'drizzle-orm';
import type { LobbyUser } from '../../protocol/lobby';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** A signed-in lobby user with what the lobby decides with (permissions, block list). */
export interface LobbyIdentity {
  id: number;
  username: string;
  permissions: Record<string, boolean>;
  blockList: string[];
  patreon: string | null;
  avatar: string | null;
  faveColor: string | null;
  role: string;
}

/** The role style class of a name, from the strongest permission held. */
export function roleOf(permissions: Record<string, boolean>): string {
  if (permissions.isAdmin) return 'admin';
  if (permissions.isContributor) return 'contributor';
  if (permissions.isWinner) return 'winner';
  if (permissions.isPreviousWinner) return 'previouswinner';
  if (permissions.isSupporter) return 'supporter';
  return 'user';
}

export async function loadLobbyIdentity(db: Db, userId: number): Promise<LobbyIdentity | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      permissions: users.permissions,
      blockList: users.blockList,
      patreon: users.patreon,
      avatar: users.avatar,
      faveColor: users.faveColor,
      disabled: users.disabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.disabled) return null;
  return {
    id: row.id,
    username: row.username,
    permissions: row.permissions,
    blockList: row.blockList.map((name) => name.toLowerCase()),
    patreon: row.patreon,
    avatar: row.avatar,
    faveColor: row.faveColor,
    role: roleOf(row.permissions),
  };
}

/** What a player brings to a game from their profile, read when the game starts. */
export interface ProfileGameSettings {
  settings: unknown;
  altArts: unknown;
}

/** The stored settings and alt arts of some users, by id (missing users are left out). */
export async function loadProfileGameSettings(
  db: Db,
  userIds: number[],
): Promise<Map<number, ProfileGameSettings>> {
  const found = new Map<number, ProfileGameSettings>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select({ id: users.id, settings: users.settings, altArts: users.altArts })
    .from(users)
    .where(inArray(users.id, userIds));
  for (const row of rows) found.set(row.id, { settings: row.settings, altArts: row.altArts });
  return found;
}

/** Supporters: a pledged patreon status or the isSupporter permission. */
export function isSupporter(user: LobbyIdentity | null): boolean {
  return !!user && (user.patreon === 'pledged' || user.permissions.isSupporter === true);
}

export function can(user: LobbyIdentity | null, permission: string): boolean {
  return user?.permissions[permission] === true;
}

/** Whether either user has blocked the other (blocked users' games and chat are hidden). */
export function blockedBetween(
  a: LobbyIdentity | null,
  b: { blockList: string[]; username: string } | null,
): boolean {
  if (!a || !b) return false;
  return (
    a.blockList.includes(b.username.toLowerCase()) || b.blockList.includes(a.username.toLowerCase())
  );
}

export function toLobbyUser(user: LobbyIdentity): LobbyUser {
  return { name: user.username, role: user.role, avatar: user.avatar, faveColor: user.faveColor };
}
