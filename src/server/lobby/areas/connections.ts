import type { Socket } from 'socket.io';
import { wantsGamePages } from '../../../protocol/lobby-pages';
import { rematchCalledOffText } from '../../gamenodes/rematch';
import {
  broadcast,
  emit,
  sendChat,
  sendGames,
  sendRatingChange,
  userRoom,
  welcome,
} from '../broadcaster';
import { callOffRematch, leaveGame } from '../game-exits';
import type { LobbyHandlers } from '../handler-table';
import { sendHandoff } from '../handoff';
import type { Connection, LobbyState } from '../lobby-state';
import { loadLobbyIdentity, toLobbyUser } from '../lobby-user';
import { Refusal, TEXTS } from '../refusal';

/**
 * Lobby sockets coming and going, and signing in on them: who is in the lobby, and what a
 * connection is sent when it arrives or its user changes.
 */

/** A player whose lobby socket dropped keeps their pending seat this long. */
const RECONNECT_GRACE_MS = 30_000;

export function connect(lobby: LobbyState, socket: Socket): Connection {
  const paged = wantsGamePages(socket.handshake.query, socket.handshake.auth);
  const connection: Connection = {
    socket,
    user: null,
    hiddenGames: new Set(),
    pagedGames: paged ? new Set() : null,
  };
  lobby.connections.set(socket.id, connection);
  void welcome(lobby, connection);
  void sendChat(lobby, connection);
  if (lobby.banner) emit(connection, 'banner', lobby.banner);
  return connection;
}

export function disconnect(lobby: LobbyState, connection: Connection): void {
  lobby.connections.delete(connection.socket.id);
  const user = connection.user;
  if (!user) return;
  lobby.usersChanged();
  if (lobby.connectionsOf(user.id).length > 0) return;
  broadcast(lobby, 'userleft', { name: user.username });
  const game = lobby.gameOf(user.id);
  if (game?.finishedAt && game.isPlayer(user.id)) {
    callOffRematch(lobby, game, rematchCalledOffText(user.username, 'disconnected'));
  }
  if (game && !game.started) {
    lobby.leaveTimers.set(
      user.id,
      lobby.schedule(
        'leave after disconnect',
        () => {
          lobby.leaveTimers.delete(user.id);
          if (lobby.connectionsOf(user.id).length === 0) leaveGame(lobby, user, game.id);
        },
        RECONNECT_GRACE_MS,
      ),
    );
  }
}

export async function authenticate(
  lobby: LobbyState,
  connection: Connection,
  token: string,
): Promise<void> {
  const claims = await lobby.ctx.signer.verifyAccess(token);
  const identity = claims ? await loadLobbyIdentity(lobby.ctx.database.db, claims.userId) : null;
  if (!identity) throw new Refusal(TEXTS.authFailed, 'authfailed');
  const previous = connection.user;
  if (previous && previous.id !== identity.id) {
    connection.user = null;
    void connection.socket.leave(userRoom(previous.id));
    if (lobby.connectionsOf(previous.id).length === 0) {
      broadcast(lobby, 'userleft', { name: previous.username });
    }
  }
  const firstConnection = lobby.connectionsOf(identity.id).length === 0;
  connection.user = identity;
  lobby.usersChanged();
  void connection.socket.join(userRoom(identity.id));
  const cancelLeave = lobby.leaveTimers.get(identity.id);
  if (cancelLeave) {
    cancelLeave();
    lobby.leaveTimers.delete(identity.id);
  }
  // Fresh permissions and block list for this user's other connections too.
  for (const other of lobby.connectionsOf(identity.id)) other.user = identity;
  if (firstConnection && previous?.id !== identity.id) {
    broadcast(lobby, 'newuser', toLobbyUser(identity));
  }
  await sendGames(lobby, connection);
  await sendChat(lobby, connection);
  const game = lobby.gameOf(identity.id);
  if (game?.started) {
    await sendHandoff(lobby, connection, game);
    sendRatingChange(lobby, game, identity.id);
  } else if (game) emit(connection, 'gamestate', game.summaryFor(identity.id));
}

export const connectionHandlers: Pick<LobbyHandlers, 'authenticate' | 'ping' | 'connectfailed'> = {
  authenticate: async (lobby, connection, message) => {
    await authenticate(lobby, connection, message.token);
    return {};
  },
  ping: () => ({}),
  connectfailed: async (lobby, connection) => {
    // Any client can send this: its log lines are capped so none can fill the log.
    if (lobby.clientReports.take())
      lobby.ctx.logger.warn({ user: connection.user?.username }, 'Game node connection failed');
    // Handoff tokens are short-lived: a game socket that could not get back in (its token
    // ran out while it was away) gets a fresh handoff to its running game.
    const game = connection.user ? lobby.gameOf(connection.user.id) : undefined;
    if (game?.started) await sendHandoff(lobby, connection, game);
    return {};
  },
};
