/**
 * One click from the lobby to the guided first game: a practice game against the Easy
 * computer with two Master Set precons, set up and started through the same lobby messages a
 * player would send by hand (new game, both decks, Start).
 */
import { http } from '../api/http';
import { lobbyActions } from '../pages/lobby/lobbyActions';
import { useLobbyStore } from '../stores/lobby';
import type { ShellGame } from '../stores/lobby';
import { DECK_COLLECTIONS } from '../../domain/collections';
import type { CollectionDecksResponse } from '../../protocol/decks';
import { defaultNewGame } from '../../protocol/lobby-newgame';
import type { LobbyAck } from '../../protocol/lobby-server';
import { loadGuide, saveGuide } from './guide-progress';

/** Coal Roarkwin's deck plays straightforwardly: units, attacks and one simple ability. */
export const GUIDED_PLAYER_DECK = 'The Iron Men';
export const GUIDED_COMPUTER_DECK = 'The Mist Guardian';
export const GUIDED_GAME_NAME = 'Guided first game';

const CREATED_WITHIN_MS = 15_000;

function refused(ack: LobbyAck): string | null {
  return ack.success ? null : ack.message;
}

/** The game the lobby makes current after our newgame, or an error after a while. */
function createdGame(): Promise<ShellGame> {
  return new Promise((resolve, reject) => {
    const found = (game: ShellGame | null) => {
      if (!game) return false;
      stop();
      clearTimeout(timer);
      resolve(game);
      return true;
    };
    const stop = useLobbyStore.subscribe((state) => void found(state.currentGame));
    const timer = setTimeout(() => {
      stop();
      reject(new Error('The practice game was not created in time. Please try again.'));
    }, CREATED_WITHIN_MS);
    found(useLobbyStore.getState().currentGame);
  });
}

/** Starts the guided first game for `username`; resolves with its game id. */
export async function startGuidedGame(username: string): Promise<string> {
  const precons = DECK_COLLECTIONS.find((c) => c.key === 'standalone');
  if (!precons) throw new Error('The precon decks are not available');
  const { data } = await http.get<CollectionDecksResponse>(`/api/${precons.endpoint}`);
  const deckId = (name: string) => data.decks.find((d) => d.name === name)?.preconDeckId;
  const mine = deckId(GUIDED_PLAYER_DECK);
  const computer = deckId(GUIDED_COMPUTER_DECK);
  if (mine === undefined || computer === undefined)
    throw new Error('The Master Set decks are not loaded on this server');
  if (useLobbyStore.getState().currentGame)
    throw new Error('Leave your current game before starting the guided game');
  const details = {
    ...defaultNewGame(username, 'practice'),
    name: GUIDED_GAME_NAME,
    practiceOpponent: 'easy' as const,
  };
  const created = createdGame();
  const createError = refused(await lobbyActions.createGame(details));
  if (createError) throw new Error(createError);
  const game = await created;
  for (const [own, id] of [
    [true, mine],
    [false, computer],
  ] as const) {
    const error = refused(await lobbyActions.selectDeck(game.id, own, id, true, precons.typeIndex));
    if (error) throw new Error(error);
  }
  const startError = refused(await lobbyActions.startGame(game.id));
  if (startError) throw new Error(startError);
  saveGuide(username, { ...loadGuide(username), gameId: game.id, hidden: false });
  return game.id;
}
