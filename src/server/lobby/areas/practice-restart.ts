import { publishGame, sendGameState } from '../broadcaster';
import { launchGame } from '../game-launch';
import type { LobbyHandlers } from '../handler-table';
import { LobbyGameRecord } from '../lobby-game';
import type { LobbyState } from '../lobby-state';
import type { LobbyIdentity } from '../lobby-user';
import { PRACTICE_TEXTS } from '../practice';
import { Refusal, requireUser, TEXTS } from '../refusal';

/**
 * Restart of a practice game (the board's Restart): the player leaves the game they are in,
 * which the engine records as a leave (the computer wins; practice is never rated), and a new
 * game starts at once with the same details, opponent and decks, shuffled afresh.
 */
export const practiceRestartHandlers: Pick<LobbyHandlers, 'restartpractice'> = {
  restartpractice: async (lobby, connection, message) => {
    const user = requireUser(connection, TEXTS.unauthorised);
    const game = lobby.findGame(message.gameId);
    if (!game.isPlayer(user.id)) throw new Refusal(TEXTS.notInGame);
    if (!game.practice) throw new Refusal(PRACTICE_TEXTS.restartOutsidePractice);
    if (!game.started) throw new Refusal(PRACTICE_TEXTS.restartNotStarted);
    const restarted = await restartPractice(lobby, game, user);
    return { gameId: restarted.id };
  },
};

/** The new game, hosted; the old one stays listed until its node reports its end. */
async function restartPractice(
  lobby: LobbyState,
  old: LobbyGameRecord,
  user: LobbyIdentity,
): Promise<LobbyGameRecord> {
  const game = new LobbyGameRecord(old.details, user);
  for (const seat of game.seats) {
    const before = old.startedSeats.find((s) => s.name === seat.name);
    if (!before) continue;
    seat.deck = before.deck;
    seat.deckId = before.deckId;
    seat.deckPrecon = before.deckPrecon;
    seat.status = before.status;
  }
  // Out of the old game first: the lobby knows a user in one game at a time.
  old.remove(user.id);
  if (!old.finishedAt) lobby.nodes.hostOf(old.id)?.leaveGame(old.id, user.username);
  publishGame(lobby, old);
  lobby.games.set(game.id, game);
  try {
    await launchGame(lobby, game, user);
  } catch (error) {
    // Not hosted: the player sees the new game pending and may start it again.
    publishGame(lobby, game);
    sendGameState(lobby, game);
    throw error;
  }
  return game;
}
