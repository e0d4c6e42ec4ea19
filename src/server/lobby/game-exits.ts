import { rematchCalledOffText } from '../gamenodes/rematch';
import { emitToUser, publishGame, sendGameState, unpublishGame } from './broadcaster';
import type { LobbyGameRecord } from './lobby-game';
import type { LobbyState } from './lobby-state';

/**
 * How people and games leave the lobby's table. Several areas end here (a leave message, a
 * dropped socket, the node's word, a staff removal, the end of a finished game's stay), so it
 * is shared rather than any one area's.
 */

/**
 * A player or spectator leaves; an owner leaving a pending game cancels it. A started
 * game's node hears of it (unless the leave came from the node): a player leaves there as
 * through the game socket, so the engine records it and their game sockets close.
 */
export function leaveGame(
  lobby: LobbyState,
  user: { id: number; username: string },
  gameId: string,
  fromNode = false,
): void {
  const game = lobby.games.get(gameId);
  if (!game) return;
  const wasPlayer = game.isPlayer(user.id);
  if (!wasPlayer && !game.isSpectator(user.id)) return;
  if (wasPlayer && game.finishedAt) {
    callOffRematch(lobby, game, rematchCalledOffText(user.username, 'left'));
  }
  if (!game.started && wasPlayer && game.owner.id === user.id) {
    closeGame(lobby, game);
    return;
  }
  if (game.started && !fromNode) lobby.nodes.hostOf(game.id)?.leaveGame(game.id, user.username);
  game.remove(user.id);
  emitToUser(lobby, user.id, 'cleargamestate', null);
  if (game.humanPlayers.length === 0) {
    closeGame(lobby, game);
    return;
  }
  publishGame(lobby, game);
  sendGameState(lobby, game);
}

/** Drops a game from the lobby (and its node), telling everyone in it. */
export function closeGame(lobby: LobbyState, game: LobbyGameRecord): void {
  if (!lobby.games.delete(game.id)) return;
  const cancelLinger = lobby.finishedTimers.get(game.id);
  if (cancelLinger) {
    cancelLinger();
    lobby.finishedTimers.delete(game.id);
  }
  const members = game.members;
  const host = lobby.nodes.hostOf(game.id);
  if (host) host.endGame(game.id);
  for (const member of members) emitToUser(lobby, member.id, 'cleargamestate', null);
  unpublishGame(lobby, game);
}

/** A player left or disconnected before the rematch started: it is off, and the node says so. */
export function callOffRematch(lobby: LobbyState, game: LobbyGameRecord, reason: string): void {
  game.rematch = null;
  lobby.nodes.hostOf(game.id)?.callOffRematch(game.id, reason);
}
