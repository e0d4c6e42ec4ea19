/**
 * The keywords that end a card's stay at the end of the round (rules digest §6.4, §17.3):
 * Fade (the unit is destroyed), Fleeting and Lost (discarded), Scatter (discarded unless it
 * has 1 or more status tokens on it). All are inexhaustible: an exhausted card still goes.
 *
 * One player at a time, starting with the first player, resolves their own cards' keywords
 * (`endOfRoundKeywords` is called once per seat). Within one player's cards the destructions
 * come first, so their "when destroyed" lines (Inheritance, Germinate) resolve before the
 * discards are decided: a status token Inheritance places can still keep a Scatter unit, the
 * order a player would choose. A card that left play meanwhile is not touched again.
 */
import { inst, keyword } from '../cardinfo';
import type { EngineContext } from '../context';
import { addLog, cardPart } from '../log';
import { destroyUnit, isInPlay, leavePlay } from '../ops';
import { defineProc } from '../runner';
import type { GameState, PlayerId } from '../state';

/** Cards a player controls on the table (units, ready spells, alterations), in board order. */
function cardsOnTable(state: GameState, player: PlayerId): string[] {
  return Object.values(state.cards)
    .filter(
      (c) =>
        c.controller === player &&
        (c.zone === 'battlefield' || c.zone === 'spellboard' || c.zone === 'attached') &&
        isInPlay(state, c.uuid),
    )
    .map((c) => c.uuid);
}

/** Why a card is discarded at the end of the round, or null when it stays. */
export function endOfRoundDiscard(
  state: GameState,
  context: EngineContext,
  uuid: string,
): 'Fleeting' | 'Lost' | 'Scatter' | null {
  if (keyword(state, context, uuid, 'fleeting') > 0) return 'Fleeting';
  if (keyword(state, context, uuid, 'lost') > 0) return 'Lost';
  if (keyword(state, context, uuid, 'scatter') > 0 && inst(state, uuid).tokens.status === 0)
    return 'Scatter';
  return null;
}

defineProc('endOfRoundKeywords', [
  // Fade: "Destroy this unit at the end of this round." The destroyed events raised here are
  // answered (their triggers resolved) before the next step.
  (g) => {
    const { state, context } = g;
    for (const uuid of cardsOnTable(state, g.me)) {
      if (state.cards[uuid]?.zone !== 'battlefield') continue;
      if (keyword(state, context, uuid, 'fade') <= 0) continue;
      addLog(state, [cardPart(context, inst(state, uuid).stub), ' fades']);
      destroyUnit(state, context, uuid, { by: g.me, byEffect: true });
    }
  },
  (g) => {
    const { state, context } = g;
    for (const uuid of cardsOnTable(state, g.me)) {
      const reason = endOfRoundDiscard(state, context, uuid);
      if (reason === null) continue;
      addLog(state, [cardPart(context, inst(state, uuid).stub), ` is discarded (${reason})`]);
      leavePlay(state, context, uuid);
    }
  },
]);
