import { eq } from 'drizzle-orm';
import type { BannerNotice } from '../../../protocol/lobby';
import { users } from '../../db/schema';
import { broadcast, emit } from '../broadcaster';
import type { LobbyHandlers } from '../handler-table';
import type { LobbyState } from '../lobby-state';
import { Refusal, requirePermission } from '../refusal';

/** Staff tools on the lobby socket: signing a user out everywhere, the game nodes, the banner. */
export const adminHandlers: Pick<
  LobbyHandlers,
  'clearsessions' | 'getnodestatus' | 'togglenode' | 'restartnode'
> = {
  clearsessions: async (lobby, connection, message) => {
    requirePermission(connection, 'canManageUsers');
    return { cleared: await clearSessions(lobby, message.username) };
  },
  getnodestatus: (lobby, connection) => {
    requirePermission(connection, 'canManageNodes');
    emit(connection, 'nodestatus', lobby.nodes.statuses());
    return {};
  },
  togglenode: (lobby, connection, message) => {
    requirePermission(connection, 'canManageNodes');
    if (!lobby.nodes.toggle(message.nodeName)) throw new Refusal('No such game node');
    emit(connection, 'nodestatus', lobby.nodes.statuses());
    return {};
  },
  restartnode: async (lobby, connection, message) => {
    requirePermission(connection, 'canManageNodes');
    const node = lobby.nodes.get(message.nodeName);
    if (!node) throw new Refusal('No such game node');
    try {
      await node.restart();
    } catch (error) {
      lobby.ctx.logger.warn({ err: error, node: node.name }, 'A game node did not restart');
      throw new Refusal('The game node did not answer');
    }
    emit(connection, 'nodestatus', lobby.nodes.statuses());
    return {};
  },
};

/** Signs a user out everywhere (the admin's clear sessions); the sessions table is the accounts'. */
async function clearSessions(lobby: LobbyState, username: string): Promise<number> {
  const db = lobby.ctx.database.db;
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  if (!target) throw new Refusal('User was not found.');
  const removed = await lobby.ctx.database.queryRows<{ id: string }>(
    'DELETE FROM sessions WHERE user_id = $1 RETURNING id',
    [target.id],
  );
  return removed.length;
}

/** The banner staff set from the Nodes page (REST), sent to every lobby socket at once. */
export function setBanner(lobby: LobbyState, notice: BannerNotice | null): void {
  lobby.banner = notice;
  broadcast(lobby, 'banner', notice);
}
