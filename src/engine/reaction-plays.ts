/**
 * `~` lines: a unit or alteration played from hand when something happens ("After a unit
 * comes into play onto an opponent's battlefield, you may play this unit from your hand
 * without paying its main action cost"). Offered in the reaction window of that event beside
 * reaction spells, they count as the player's one reaction of the turn (rules digest §10.5)
 * and are paid with the play cost less its main and side actions, or with the alternative
 * cost the line gives; the card is then played as from the turn (`playCard` with `fromHand`).
 * A card an effect lets its player play at once "without paying any main or side action
 * costs" (Reinforce) is played the same way with `withoutActions`, not as a reaction.
 */
import { scriptOf } from './context';
import type { EngineContext } from './context';
import { answers } from './cards/api/types';
import { canPayDice, parseCost } from './costs';
import type { ParsedCost } from './costs';
import { cardData } from './context';
import { costOf } from './lasting';
import { payingDice, reactionSpellsForbidden } from './laws';
import { reactionSpellsClosedTo } from './reaction-lock';
import { hasRoom } from './ops';
import { alterationHosts, query } from './play';
import type { GameEvent, GameState, PlayerId } from './state';

/** The play cost of a card without its main and side actions. */
export function costWithoutActions(
  state: GameState,
  context: EngineContext,
  uuid: string,
): ParsedCost {
  return { ...costOf(state, context, uuid), main: false, side: false, mainOrSide: false };
}

/** What playing the card by its `~` line costs: its alternative cost, or its play cost without actions. */
export function fromHandCost(state: GameState, context: EngineContext, uuid: string): ParsedCost {
  const stub = state.cards[uuid]?.stub ?? '';
  const alternative = scriptOf(context, stub)?.playFromHand?.cost;
  if (alternative) return parseCost(alternative);
  return costWithoutActions(state, context, uuid);
}

/**
 * Whether the player may play this unit or alteration of their hand now "without paying any
 * main or side action costs" (Reinforce): the rest of its cost can be paid and it has room.
 */
export function canPlayWithoutActions(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
): boolean {
  const type = cardData(context, state.cards[uuid]?.stub ?? '').type;
  if (type !== 'Ally' && type !== 'Alteration Spell') return false;
  return payableWithRoom(state, context, player, uuid, costWithoutActions);
}

/** Whether the player may play this hand card by its `~` line in answer to the event now. */
export function canPlayFromHandOn(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
  event: GameEvent,
): boolean {
  const line = scriptOf(context, state.cards[uuid]?.stub ?? '')?.playFromHand;
  if (!line || state.players[player].limitedPlayed >= 1) return false;
  if (
    line.reactionSpell &&
    (reactionSpellsForbidden(state, context) || reactionSpellsClosedTo(state, player))
  )
    return false;
  if (!payableWithRoom(state, context, player, uuid, fromHandCost)) return false;
  return answers(line, query(state, context, player, uuid), event);
}

/** A card of the player's hand whose cost (as `costFor` reckons it) can be paid, with room to play it. */
function payableWithRoom(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
  costFor: (state: GameState, context: EngineContext, uuid: string) => ParsedCost,
): boolean {
  const card = state.cards[uuid];
  if (!card || card.zone !== 'hand' || card.owner !== player) return false;
  const cost = costFor(state, context, uuid);
  if (state.players[player].hand.length - 1 < cost.discard) return false;
  return (
    canPayDice(cost.dice, payingDice(state, context, player)) &&
    roomFor(state, context, player, uuid)
  );
}

/** A unit needs room on the battlefield; an alteration needs a host it may be attached to. */
function roomFor(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  uuid: string,
): boolean {
  const type = cardData(context, state.cards[uuid]?.stub ?? '').type;
  if (type === 'Alteration Spell') return alterationHosts(state, context, player, uuid).length > 0;
  return hasRoom(state, context, player);
}
