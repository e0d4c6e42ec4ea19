import { publishGame, sendGameState } from '../broadcaster';
import { checkedDeck } from '../deck-check';
import type { LobbyHandlers } from '../handler-table';
import { Refusal, requireUser, TEXTS } from '../refusal';

/** A pending game's decks: a player's own, or the Chimera's (solo) or the computer's (practice). */
export const deckHandlers: Pick<LobbyHandlers, 'selectdeck'> = {
  selectdeck: async (lobby, connection, message) => {
    const user = requireUser(connection, TEXTS.unauthorised);
    const game = lobby.findGame(message.gameId);
    if (game.started) throw new Refusal('The game has already started');
    const own = game.seatOf(user.id);
    if (!own) throw new Refusal('You are not a player in this game');
    // The owner of a solo or practice game also chooses the deck of its seat without a user.
    const other = (game.solo || game.practice) && own.user?.id === game.owner.id;
    const seat = message.isOwn ? own : other ? game.seats.find((s) => !s.user) : undefined;
    if (!seat) throw new Refusal('You can only choose your own deck');
    const chosen = await checkedDeck(lobby, user, message, game.solo && seat.user === null, game);
    Object.assign(seat, chosen);
    publishGame(lobby, game);
    sendGameState(lobby, game);
    return {};
  },
};
