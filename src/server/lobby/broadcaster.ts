import type { LobbyServerEvents } from '../../protocol/lobby-server';
import type { LobbyGameRecord } from './lobby-game';
import type { Connection, LobbyState } from './lobby-state';

/**
 * Everything the lobby tells its sockets goes through here: one connection, one user's
 * connections, everyone, and the game list as each connection may see it. A message that is
 * the same for many sockets goes out as one emit to a room (socket.io encodes it once):
 * `LOBBY_ROOM` holds every lobby socket, `userRoom(id)` a signed-in user's; a few that must
 * not get it are left out by socket id. `local`: with the Redis adapter, another lobby's
 * sockets are that lobby's to tell.
 */

/** Every socket of this lobby. */
export const LOBBY_ROOM = 'lobby';

/** The sockets of one signed-in user. */
export function userRoom(userId: number): string {
  return `user:${userId}`;
}

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
  lobby.ctx.io.local.to(userRoom(userId)).emit(event, payload);
}

/** To every lobby socket but those of `except` (socket ids). */
export function broadcast<K extends keyof LobbyServerEvents>(
  lobby: LobbyState,
  event: K,
  payload: LobbyServerEvents[K],
  except: readonly string[] = [],
): void {
  lobby.ctx.io.local
    .to(LOBBY_ROOM)
    .except([...except])
    .emit(event, payload);
}

/** To the sockets named (ids), as one emit; nothing when there are none. */
function emitTo<K extends keyof LobbyServerEvents>(
  lobby: LobbyState,
  socketIds: readonly string[],
  event: K,
  payload: LobbyServerEvents[K],
): void {
  // `to([])` would be everyone.
  if (socketIds.length > 0) lobby.ctx.io.local.to([...socketIds]).emit(event, payload);
}

/**
 * A connection joins the lobby's rooms and gets the users and the whole game list (or its
 * first page, when it asked for pages); resolves once they are sent (see game-listing.ts:
 * arrivals of one turn share one emit).
 */
export function welcome(lobby: LobbyState, connection: Connection): Promise<void> {
  void connection.socket.join(LOBBY_ROOM);
  return lobby.listing.send(connection, true);
}

/**
 * The whole game list again for a connection whose user changed (signed in or out): what is
 * hidden from its new user is worked out first. Resolves once sent.
 */
export function sendGames(lobby: LobbyState, connection: Connection): Promise<void> {
  connection.hiddenGames.clear();
  // A paged connection's first page is made for its user as it is sent.
  if (connection.user && !connection.pagedGames) {
    for (const game of lobby.games.values()) {
      if (!lobby.canSee(connection.user, game)) connection.hiddenGames.add(game.id);
    }
  }
  return lobby.listing.send(connection);
}

/**
 * Tells every connection about a changed game, as new, updated or gone for them: one emit of
 * each kind, the updategame to everyone but the few it is not news to.
 */
export function publishGame(lobby: LobbyState, game: LobbyGameRecord): void {
  const summary = [game.summary()];
  const listing = lobby.listing;
  const firstTime = !listing.listed.has(game.id);
  listing.listed.add(game.id);
  listing.changed();
  const added: string[] = [];
  const removed: string[] = [];
  const unaware: string[] = [];
  for (const connection of lobby.connections.values()) {
    const visible = lobby.canSee(connection.user, game);
    const paged = connection.pagedGames;
    if (paged) {
      pagedNews(paged, game.id, visible, firstTime, connection.socket.id, removed, unaware);
      continue;
    }
    const known = !firstTime && !connection.hiddenGames.has(game.id);
    if (visible && known) continue;
    const id = connection.socket.id;
    if (visible) {
      connection.hiddenGames.delete(game.id);
      added.push(id);
      continue;
    }
    connection.hiddenGames.add(game.id);
    (known ? removed : unaware).push(id);
  }
  if (firstTime) {
    broadcast(lobby, 'newgame', summary, unaware);
    return;
  }
  broadcast(lobby, 'updategame', summary, [...added, ...removed, ...unaware]);
  emitTo(lobby, added, 'newgame', summary);
  emitTo(lobby, removed, 'removegame', summary);
}

/**
 * What a game's change is to a connection sent the list in pages: news of a new game it may
 * see (it then knows it), an update of one it was sent, gone from one it was sent and may no
 * longer see; nothing about the games it has not been sent.
 */
function pagedNews(
  paged: Set<string>,
  gameId: string,
  visible: boolean,
  firstTime: boolean,
  socketId: string,
  removed: string[],
  unaware: string[],
): void {
  if (visible && (firstTime || paged.has(gameId))) {
    paged.add(gameId);
    return;
  }
  if (paged.delete(gameId)) removed.push(socketId);
  else unaware.push(socketId);
}

/** Tells the connections that were shown a game which is no longer listed. */
export function unpublishGame(lobby: LobbyState, game: LobbyGameRecord): void {
  const listing = lobby.listing;
  if (!listing.listed.delete(game.id)) return;
  listing.changed();
  const unaware: string[] = [];
  for (const connection of lobby.connections.values()) {
    const paged = connection.pagedGames;
    const told = paged ? paged.delete(game.id) : !connection.hiddenGames.delete(game.id);
    if (!told) unaware.push(connection.socket.id);
  }
  broadcast(lobby, 'removegame', [game.summary()], unaware);
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
