import type { LobbyUser } from '../../protocol/lobby';
import type { LobbyServerEvents } from '../../protocol/lobby-server';
import type { LobbyGameRecord } from './lobby-game';
import type { Connection, LobbyState } from './lobby-state';
import { toLobbyUser } from './lobby-user';

/**
 * Everything the lobby tells its sockets goes through here: one connection, one user's
 * connections, everyone, and the game list as each connection may see it.
 */

export function emit<K extends keyof LobbyServerEvents>(
  connection: Connection,
  event: K,
  payload: LobbyServerEvents[K],
): void {
  connection.socket.emit(event, payload);
}

export function emitToUser<K extends keyof LobbyServerEvents>(
  lobby: LobbyState,
  userId: number,
  event: K,
  payload: LobbyServerEvents[K],
): void {
  for (const connection of lobby.connectionsOf(userId)) emit(connection, event, payload);
}

export function broadcast<K extends keyof LobbyServerEvents>(
  lobby: LobbyState,
  event: K,
  payload: LobbyServerEvents[K],
): void {
  for (const connection of lobby.connections.values()) emit(connection, event, payload);
}

/** The whole game list a connection may see; what it was sent is remembered for the updates. */
export function sendGames(lobby: LobbyState, connection: Connection): void {
  const visible = [...lobby.games.values()].filter((g) => lobby.canSee(connection.user, g));
  connection.visibleGames = new Set(visible.map((g) => g.id));
  emit(
    connection,
    'games',
    visible.map((g) => g.summary()),
  );
}

/** Tells every connection about a changed game, as new, updated or gone for them. */
export function publishGame(lobby: LobbyState, game: LobbyGameRecord): void {
  const summary = [game.summary()];
  for (const connection of lobby.connections.values()) {
    const visible = lobby.canSee(connection.user, game);
    const known = connection.visibleGames.has(game.id);
    if (visible && known) emit(connection, 'updategame', summary);
    else if (visible) {
      connection.visibleGames.add(game.id);
      emit(connection, 'newgame', summary);
    } else if (known) {
      connection.visibleGames.delete(game.id);
      emit(connection, 'removegame', summary);
    }
  }
}

/** Tells the connections that were shown a game which is no longer listed. */
export function unpublishGame(lobby: LobbyState, game: LobbyGameRecord): void {
  const gone = [game.summary()];
  for (const connection of lobby.connections.values()) {
    if (connection.visibleGames.delete(game.id)) emit(connection, 'removegame', gone);
  }
}

/**
 * The pending game's screen for its members. Once started, the board comes only from the
 * game node: a lobby `gamestate` would be drawn as the board by the spec's client.
 */
export function sendGameState(lobby: LobbyState, game: LobbyGameRecord): void {
  if (game.started) return;
  for (const member of game.members) {
    emitToUser(lobby, member.id, 'gamestate', game.summaryFor(member.id));
  }
}

/**
 * A player's own Elo change once the finished game is recorded, for the win splash. Its own
 * event: after the start a lobby `gamestate` would be drawn as the board by the spec's client.
 */
export function sendRatingChange(lobby: LobbyState, game: LobbyGameRecord, userId: number): void {
  const change = game.ratingChanges.get(userId);
  if (change) emitToUser(lobby, userId, 'ratingchange', { gameId: game.id, change });
}

/** The recent chat (with deletions, which the REST call can make too) minus blocked senders. */
export async function sendChat(lobby: LobbyState, connection: Connection): Promise<void> {
  const viewer = connection.user;
  try {
    const recent = await lobby.chatStore.recent();
    // Signed in (or out) meanwhile: the newer call sends the list for the new viewer.
    if (connection.user !== viewer) return;
    const visible = recent.filter((m) => !lobby.hidesSender(connection.user, m.user.username));
    emit(connection, 'lobbymessages', visible);
  } catch (error) {
    lobby.ctx.logger.error({ err: error }, 'Could not load the lobby chat');
  }
}

/** Everyone signed in, each once, by name. */
export function userList(lobby: LobbyState): LobbyUser[] {
  const seen = new Map<number, LobbyUser>();
  for (const connection of lobby.connections.values()) {
    if (connection.user) seen.set(connection.user.id, toLobbyUser(connection.user));
  }
  return [...seen.values()].sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}
