import { publishGame, sendGameState } from '../broadcaster';
import { checkedDeck } from '../deck-check';
import { launchGame } from '../game-launch';
import type { LobbyHandlers } from '../handler-table';
import { LobbyGameRecord } from '../lobby-game';
import type { SeatDeck } from '../lobby-game';
import type { LobbyState } from '../lobby-state';
import type { LobbyIdentity } from '../lobby-user';
import { Refusal, requireUser, TEXTS } from '../refusal';

/**
 * The rematch: once the node reports that every player asked for one, each chooses a deck
 * (or keeps theirs), and the last choice starts a new game with the same seats. Calling it
 * off when a player leaves is `callOffRematch` in game-exits.ts, where leaving is.
 */

/** The node reports that every player asked for a rematch: they now choose their decks. */
export function rematchAgreed(lobby: LobbyState, gameId: string): void {
  const game = lobby.games.get(gameId);
  if (!game?.finishedAt || game.rematch || game.solo || game.details.pairing !== null) return;
  if (game.humanPlayers.length < 2) return;
  game.rematch = new Map();
}

export const rematchHandlers: Pick<LobbyHandlers, 'rematchdeck'> = {
  /** A player's deck for the agreed rematch; when every player has one, the rematch starts. */
  rematchdeck: async (lobby, connection, message) => {
    const user = requireUser(connection, TEXTS.unauthorised);
    const game = lobby.findGame(message.gameId);
    const seat = game.seatOf(user.id);
    if (!seat) throw new Refusal(TEXTS.notInGame);
    if (!game.rematch) throw new Refusal(TEXTS.noRematch);
    if (game.rematch.has(user.id)) throw new Refusal(TEXTS.rematchDeckChosen);
    const keep = message.deckId === null;
    if (keep && seat.deckId === null) throw new Refusal('Choose a deck for the rematch');
    const chosen = await checkedDeck(
      lobby,
      user,
      keep
        ? { deckId: seat.deckId ?? -1, isPrecon: seat.deckPrecon, typeIndex: null }
        : {
            deckId: message.deckId ?? -1,
            isPrecon: message.isPrecon,
            typeIndex: message.typeIndex,
          },
      false,
      game,
    );
    // The rematch may have been called off (or chosen from another tab) while the deck loaded.
    const decks = game.rematch;
    if (!decks || !game.isPlayer(user.id)) throw new Refusal(TEXTS.noRematch);
    if (decks.has(user.id)) throw new Refusal(TEXTS.rematchDeckChosen);
    decks.set(user.id, chosen);
    if (game.humanPlayers.every((player) => decks.has(player.id))) {
      await startRematch(lobby, game, decks, user);
    }
    return {};
  },
};

/**
 * The new game: the same players in the same seats, options and format, the chosen decks.
 * The players move to it; the finished game stays listed for its spectators.
 */
async function startRematch(
  lobby: LobbyState,
  finished: LobbyGameRecord,
  decks: ReadonlyMap<number, SeatDeck>,
  lastChooser: LobbyIdentity,
): Promise<void> {
  finished.rematch = null;
  const [first, ...others] = finished.humanPlayers;
  if (!first) return;
  const game = new LobbyGameRecord(finished.details, first);
  for (const player of others) game.addPlayer(player);
  for (const seat of game.seats) {
    const chosen = seat.user ? decks.get(seat.user.id) : undefined;
    if (chosen) Object.assign(seat, chosen);
  }
  for (const player of finished.humanPlayers) finished.remove(player.id);
  lobby.games.set(game.id, game);
  publishGame(lobby, finished);
  try {
    await launchGame(lobby, game, lastChooser);
  } catch (error) {
    // Not hosted: the players see the new game pending, its owner may start it again.
    publishGame(lobby, game);
    sendGameState(lobby, game);
    throw error;
  }
}
