/**
 * Units removed from the game until the end of the turn (Blink: "Remove a target unit from the
 * game. At the end of this turn, place that unit onto its owner's battlefield"). They are kept
 * on the turn and placed back after the turn's "at the end of the turn" triggers, before its
 * lasting effects end. A conjuration removed from play went to its conjuration pile (rules
 * digest §13) and does not come back; nor does a unit when its owner's battlefield is full.
 */
import type { EngineContext } from './context';
import { addLog, cardPart, playerPart } from './log';
import { hasRoom, moveCard } from './ops';
import type { GameState } from './state';

/** Notes a unit of the purged pile to place back at the end of this turn. */
export function returnAtEndOfTurn(state: GameState, card: string): void {
  const turn = state.turn;
  if (!turn || state.cards[card]?.zone !== 'purged') return;
  // A new list, never pushed into: the working copy of a state shares the turn's lists.
  turn.returning = [...(turn.returning ?? []), card];
}

/** Places the units noted this turn onto their owners' battlefields; each comes into play. */
export function placeReturningUnits(state: GameState, context: EngineContext): void {
  const returning = state.turn?.returning ?? [];
  if (state.turn) state.turn.returning = [];
  for (const card of returning) {
    const found = state.cards[card];
    if (found?.zone !== 'purged' || !hasRoom(state, context, found.owner)) continue;
    const placed = moveCard(state, card, 'battlefield', { controller: found.owner });
    addLog(state, [
      cardPart(context, found.stub),
      ' returns to ',
      playerPart(state, found.owner),
      "'s battlefield",
    ]);
    state.pendingEvents.push({
      kind: 'cameIntoPlay',
      card: placed,
      stub: found.stub,
      controller: found.owner,
      owner: found.owner,
    });
  }
}
