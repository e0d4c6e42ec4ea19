/** Current values of cards in play: stats after modifiers, keywords, exhaustion, focus. */
import type { Card, CardStat } from '../domain/cards';
import { isConjurationType } from '../domain/cards';
import { cardData } from './context';
import type { EngineContext } from './context';
import { scriptOf } from './context';
import type { Keyword } from './cards/api/types';
import { hasNoAbilities, staticChange } from './lasting';
import { playersOf } from './sides';
import type { CardInstance, GameState, PlayerId } from './state';

export function inst(state: GameState, uuid: string): CardInstance {
  const card = state.cards[uuid];
  if (!card) throw new Error(`No card ${uuid}`);
  return card;
}

export function dataOf(state: GameState, context: EngineContext, uuid: string): Card {
  return cardData(context, inst(state, uuid).stub);
}

/** The stub whose printed values count (a Strange Copy changes it for the turn). */
function printedStub(card: CardInstance): string {
  return card.effects.find((e) => e.kind === 'copy')?.stub ?? card.stub;
}

function statNumber(stat: CardStat | null): number {
  if (typeof stat === 'number') return stat;
  if (typeof stat === 'string') {
    const n = Number(stat);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

export function isExhausted(state: GameState, uuid: string): boolean {
  return inst(state, uuid).tokens.exhaustion > 0;
}

export { hasNoAbilities };

/** Keyword values, counting granted ones; exhausted cards keep only inexhaustible ones. */
export function keyword(
  state: GameState,
  context: EngineContext,
  uuid: string,
  key: Keyword,
): number {
  const card = inst(state, uuid);
  if (hasNoAbilities(state, context, uuid)) return 0;
  let total = 0;
  for (const e of card.effects) if (e.kind === 'bypass' && key === 'bypass') total = 1;
  const own = scriptOf(context, printedStub(card))?.keywords?.[key] ?? 0;
  // Concealed is not inexhaustible: an exhausted unit loses it.
  if (!(key === 'concealed' && card.tokens.exhaustion > 0)) total += own;
  for (const u of card.upgrades)
    total += scriptOf(context, inst(state, u).stub)?.grants?.[key] ?? 0;
  return total;
}

function upgradeSum(
  state: GameState,
  context: EngineContext,
  card: CardInstance,
  stat: 'attack' | 'life' | 'recover',
): number {
  return card.upgrades.reduce((sum, u) => sum + statNumber(dataOf(state, context, u)[stat]), 0);
}

/** The value of X in a card's own printed attack (0 when its attack is not X). */
export function ownAttackX(state: GameState, context: EngineContext, uuid: string): number {
  const card = inst(state, uuid);
  const stub = printedStub(card);
  if (cardData(context, stub).attack !== 'X') return 0;
  const copy = card.effects.find((e) => e.kind === 'copy');
  // A copy of an X unit keeps the X the copied unit had (Strange Copy: "use the current value of X").
  if (copy?.copiedX !== undefined) return copy.copiedX;
  return (
    scriptOf(context, stub)?.attackX?.({ state, context, me: card.controller, self: uuid }) ?? 0
  );
}

export function attackValue(state: GameState, context: EngineContext, uuid: string): number {
  const card = inst(state, uuid);
  const printed = cardData(context, printedStub(card)).attack;
  let value = printed === 'X' ? ownAttackX(state, context, uuid) : statNumber(printed);
  value += upgradeSum(state, context, card, 'attack');
  value += staticChange(state, context, uuid, 'attack');
  for (const e of card.effects) if (e.kind === 'attack') value += e.amount ?? 0;
  for (const die of Object.values(state.dice)) {
    if (die.host !== uuid) continue;
    if (die.magic === 'charm') value -= 1;
    if (die.magic === 'divine') value += 1;
  }
  return value;
}

/** Attack as used for damage: never below 0. */
export function damageValue(state: GameState, context: EngineContext, uuid: string): number {
  return Math.max(0, attackValue(state, context, uuid));
}

export function lifeValue(state: GameState, context: EngineContext, uuid: string): number {
  const card = inst(state, uuid);
  return (
    statNumber(cardData(context, printedStub(card)).life) +
    upgradeSum(state, context, card, 'life') +
    staticChange(state, context, uuid, 'life')
  );
}

export function recoverValue(state: GameState, context: EngineContext, uuid: string): number {
  const card = inst(state, uuid);
  return Math.max(
    0,
    statNumber(cardData(context, printedStub(card)).recover) +
      upgradeSum(state, context, card, 'recover') +
      staticChange(state, context, uuid, 'recover'),
  );
}

export function isUnit(state: GameState, uuid: string): boolean {
  return state.cards[uuid]?.zone === 'battlefield';
}

export function isPhoenixborn(state: GameState, uuid: string): boolean {
  return state.cards[uuid]?.zone === 'phoenixborn';
}

export function isAllyCard(state: GameState, context: EngineContext, uuid: string): boolean {
  return dataOf(state, context, uuid).type === 'Ally';
}

export function isConjurationCard(state: GameState, context: EngineContext, uuid: string): boolean {
  return isConjurationType(dataOf(state, context, uuid).type);
}

export function unitsOf(state: GameState, player: PlayerId): string[] {
  return state.players[player].battlefield;
}

export function allUnits(state: GameState): string[] {
  return playersOf(state).flatMap((p) => state.players[p].battlefield);
}

/** Focus of a ready spell: one per other copy in its slot (same title). */
export function focusOf(state: GameState, uuid: string): number {
  const card = inst(state, uuid);
  const board = state.players[card.controller].spellboard;
  return board.filter((u) => inst(state, u).stub === card.stub).length - 1;
}

/** Spellboard slots in use: distinct titles. */
export function spellboardSlots(state: GameState, player: PlayerId): string[] {
  return [...new Set(state.players[player].spellboard.map((u) => inst(state, u).stub))];
}

/**
 * Whether a player's spell, ability or dice power may target this card: Concealed stops
 * opponents' targeting.
 */
export function targetableBy(
  state: GameState,
  context: EngineContext,
  uuid: string,
  player: PlayerId,
): boolean {
  const card = inst(state, uuid);
  if (card.controller === player) return true;
  return keyword(state, context, uuid, 'concealed') === 0;
}
