import { CHOSEN_CHIMERA_STATUS, lobbyDeckStatus } from './deck-source';
import type { GameDeck } from './deck-source';
import type { LobbyGameRecord, SeatDeck } from './lobby-game';
import type { LobbyState } from './lobby-state';
import { can, isSupporter } from './lobby-user';
import type { LobbyIdentity } from './lobby-user';
import { Refusal } from './refusal';

/** A deck as the picker names it: its id (-1: "Choose for me" from a set), collection or own. */
export interface DeckChoice {
  deckId: number;
  isPrecon: boolean;
  typeIndex: number | null;
}

/**
 * A deck from the picker, loaded and checked for this user and seat: "Choose for me"
 * (supporters), premium and restricted decks, player or Chimera deck, legality. Shared by a
 * pending game's deck choice and the rematch's.
 */
export async function checkedDeck(
  lobby: LobbyState,
  user: LobbyIdentity,
  choice: DeckChoice,
  chimeraSeat: boolean,
  game: LobbyGameRecord,
): Promise<SeatDeck> {
  const supporter = isSupporter(user);
  let deckId = choice.deckId;
  let precon = choice.isPrecon;
  if (deckId === -1) {
    if (!supporter) throw new Refusal('Choose for me is for supporters');
    const set = await lobby.decks.setIds(user.id, choice.typeIndex ?? 0);
    const pick = set.ids[Math.floor(Math.random() * set.ids.length)];
    if (pick === undefined) throw new Refusal('There are no decks to choose from');
    deckId = pick;
    precon = set.precon;
  }
  const deck: GameDeck | null = precon
    ? await lobby.decks.precon(deckId)
    : await lobby.decks.personal(user.id, deckId);
  if (!deck) throw new Refusal('No such deck');
  if (deck.premium && !supporter) throw new Refusal('This deck is for supporters');
  if (deck.restricted && !can(user, 'canVerifyDecks')) throw new Refusal('No such deck');
  if (chimeraSeat !== deck.isChimera) {
    throw new Refusal(chimeraSeat ? 'Choose a chimera deck' : 'Choose a player deck');
  }
  const status = chimeraSeat
    ? CHOSEN_CHIMERA_STATUS
    : lobbyDeckStatus(deck, lobby.ctx.catalogue.cards, game.details.gameFormat);
  if (!status.legalToPlay && !game.solo) {
    throw new Refusal('This deck is not legal to play in this format');
  }
  return { deck, deckId, deckPrecon: precon, status };
}
