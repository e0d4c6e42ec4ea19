/**
 * Dice placed on spells (Reimagine, Royal Charm): a die of a player sits on a card of theirs
 * (location 'attached', host the card) until it is spent or the recovery phase returns every
 * attached die to its owner's exhausted pool (flow/round.ts; rules digest §6.3). Also the
 * `costPaid` event the "after you pay a cost using a die" cards answer, and the dice on a
 * player's spells that may pay for their reaction spells (Reimagine's
 * `diceOnItPayReactions`, read by play.ts).
 */
import { inst } from './cardinfo';
import { isInPlay } from './ops';
import { scriptOf } from './context';
import type { EngineContext } from './context';
import { addLog, cardPart, diePart, playerPart } from './log';
import type { DieState, GameState, PlayerId } from './state';

/** The dice sitting on a card. */
export function diceOnCard(state: GameState, card: string): DieState[] {
  return Object.values(state.dice).filter((d) => d.location === 'attached' && d.host === card);
}

/** Place a die of the card's controller (from any pool) on that card in play; false when it cannot go. */
export function placeDieOnCard(
  state: GameState,
  context: EngineContext,
  die: string,
  card: string,
): boolean {
  const placed = state.dice[die];
  const on = state.cards[card];
  if (!placed || !on || !isInPlay(state, card) || placed.owner !== on.controller) return false;
  placed.location = 'attached';
  placed.host = card;
  addLog(state, [
    playerPart(state, placed.owner),
    ' places ',
    diePart(placed),
    ' on ',
    cardPart(context, inst(state, card).stub),
  ]);
  return true;
}

/** Record a cost just paid with dice (the dice are already spent): the `costPaid` event. */
export function noteCostPaid(
  state: GameState,
  player: PlayerId,
  dice: readonly string[],
  dicePower: boolean,
): void {
  if (dice.length === 0) return;
  state.pendingEvents.push({ kind: 'costPaid', player, dice: [...dice], dicePower });
}

/** Dice on a player's spells that may pay the cost of their reaction spells. */
export function reactionDiceOf(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
): DieState[] {
  return state.players[player].spellboard.flatMap((card) => {
    const pays = scriptOf(context, inst(state, card).stub)?.diceOnItPayReactions;
    return pays ? diceOnCard(state, card).filter((d) => d.owner === player && pays(d)) : [];
  });
}
