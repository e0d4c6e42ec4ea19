/**
 * Manual mode's items for the cards underneath a card (`underneath.ts`): the controller of
 * the card above may take them all into their owners' hands or discard them (command
 * `underneath`, arg `hand` or `discard`), face-down ones turned up as they go. The items ride
 * on the card above's menu (card-menu.ts), which checks manual mode and control first.
 */
import type { MenuItem } from '../protocol/game-view';
import { isConjurationCard } from './cardinfo';
import type { EngineContext } from './context';
import { addLog, cardPart, playerPart } from './log';
import { moveCard } from './ops';
import type { CardInstance, GameState, PlayerId } from './state';
import { cardsUnder } from './underneath';

export const UNDERNEATH_COMMAND = 'underneath';

const UNDERNEATH_MOVES = {
  hand: 'Cards underneath to hand',
  discard: 'Discard cards underneath',
} as const;

type UnderneathMove = keyof typeof UNDERNEATH_MOVES;
const MOVES: readonly UnderneathMove[] = ['hand', 'discard'];

function isUnderneathMove(arg: string | null): arg is UnderneathMove {
  return MOVES.some((move) => move === arg);
}

/** The items of a card with cards under it; none without. */
export function underneathItems(card: CardInstance): MenuItem[] {
  if ((card.under ?? []).length === 0) return [];
  return MOVES.map((move) => ({
    text: UNDERNEATH_MOVES[move],
    command: UNDERNEATH_COMMAND,
    arg: move,
    menu: 'moves' as const,
  }));
}

/**
 * Moves every card under `card` to its owner's hand or discard pile (a conjuration back to the
 * conjuration pile); returns an error to refuse.
 */
export function moveUnderneath(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  card: CardInstance,
  arg: string | null,
): string | null {
  if (!isUnderneathMove(arg)) return 'Cards underneath can go to hand or discard only';
  const under = [...cardsUnder(state, card.uuid)];
  if (under.length === 0) return 'No cards lie under that card';
  for (const u of under)
    moveCard(state, u, isConjurationCard(state, context, u) ? 'archives' : arg);
  addLog(state, [
    playerPart(state, player),
    ` moves the ${under.length} card(s) under `,
    cardPart(context, card.stub),
    arg === 'hand' ? " to their owners' hands" : ' to the discard pile',
  ]);
  return null;
}
