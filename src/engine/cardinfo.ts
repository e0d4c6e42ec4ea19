/** Current values of cards in play: stats after modifiers, keywords, exhaustion, focus. */
import type { Card, CardStat } from '../domain/cards';
import { isConjurationType } from '../domain/cards';
import { cardData } from './context';
import type { EngineContext } from './context';
import { scriptOf } from './context';
import type { Keyword } from './cards/api/types';
import {
  can,
  consideredExhausted,
  copyEffectOn,
  grantedKeyword,
  hasNoAbilities,
  lastingChange,
  magnifyOn,
  printedValuesSwapped,
} from './lasting';
import { keywordRule } from './cards/keywords';
import type { Stat } from './lasting';
import { playersOf } from './sides';
import { spellMayTarget } from './spell-shields';
import type { CardInstance, GameState, PlayerId } from './state';

export function inst(state: GameState, uuid: string): CardInstance {
  const card = state.cards[uuid];
  if (!card) throw new Error(`No card ${uuid}`);
  return card;
}

export function dataOf(state: GameState, context: EngineContext, uuid: string): Card {
  return cardData(context, inst(state, uuid).stub);
}

/** The stub whose printed values, keywords and abilities count (a copy effect changes it). */
export function printedStub(state: GameState, uuid: string): string {
  return copyEffectOn(state, uuid)?.stub ?? inst(state, uuid).stub;
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
  return inst(state, uuid).tokens.exhaustion > 0 || consideredExhausted(state, uuid);
}

export { hasNoAbilities };

/**
 * Keyword values: printed (the copied card's under a copy effect), granted by alterations,
 * by static abilities in play and by lasting effects (lasting.ts order), numeral ones raised
 * by Magnify during an attack; none for a card without abilities.
 */
export function keyword(
  state: GameState,
  context: EngineContext,
  uuid: string,
  key: Keyword,
): number {
  const card = inst(state, uuid);
  if (hasNoAbilities(state, context, uuid)) return 0;
  let total = grantedKeyword(state, context, uuid, key);
  const own = scriptOf(context, printedStub(state, uuid))?.keywords?.[key] ?? 0;
  // Concealed is not inexhaustible: an exhausted unit loses it.
  if (!(key === 'concealed' && card.tokens.exhaustion > 0)) total += own;
  for (const u of card.upgrades)
    total += scriptOf(context, inst(state, u).stub)?.grants?.[key] ?? 0;
  // Magnify raises the number of a numeral keyword the unit has (Armored 1 → 2), never gives one.
  if (total > 0 && keywordRule(key).numeral === true) total += magnifyOn(state, uuid);
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
  const stub = printedStub(state, uuid);
  if (cardData(context, stub).attack !== 'X') return 0;
  const copy = copyEffectOn(state, uuid);
  // A copy of an X unit keeps the X the copied unit had (Strange Copy: "use the current value of X").
  if (copy?.copiedX !== undefined) return copy.copiedX;
  return (
    scriptOf(context, stub)?.attackX?.({ state, context, me: card.controller, self: uuid }) ?? 0
  );
}

/** The card's printed value of a stat (the copied card's; X computed for the right card). */
function printedValue(state: GameState, context: EngineContext, uuid: string, stat: Stat): number {
  const printed = cardData(context, printedStub(state, uuid))[stat];
  return stat === 'attack' && printed === 'X'
    ? ownAttackX(state, context, uuid)
    : statNumber(printed);
}

/** Which printed value a stat starts from: attack and life trade places under a swap effect. */
function printedStatFor(state: GameState, uuid: string, stat: Stat): Stat {
  if (stat === 'recover' || !printedValuesSwapped(state, uuid)) return stat;
  return stat === 'attack' ? 'life' : 'attack';
}

/**
 * A value of a card in play, in the order of lasting.ts: printed (the copied card's, X for
 * the right card) → alterations → static abilities and lasting effects → attached dice (attack).
 */
export function valueOf(
  state: GameState,
  context: EngineContext,
  uuid: string,
  stat: Stat,
): number {
  const card = inst(state, uuid);
  let value = printedValue(state, context, uuid, printedStatFor(state, uuid, stat));
  value += upgradeSum(state, context, card, stat);
  value += lastingChange(state, context, uuid, stat);
  if (stat !== 'attack') return value;
  for (const die of Object.values(state.dice)) {
    if (die.host !== uuid) continue;
    if (die.magic === 'charm') value -= 1;
    if (die.magic === 'divine') value += 1;
  }
  return value;
}

export function attackValue(state: GameState, context: EngineContext, uuid: string): number {
  return valueOf(state, context, uuid, 'attack');
}

/** Attack as used for damage: never below 0. */
export function damageValue(state: GameState, context: EngineContext, uuid: string): number {
  return Math.max(0, attackValue(state, context, uuid));
}

export function lifeValue(state: GameState, context: EngineContext, uuid: string): number {
  return valueOf(state, context, uuid, 'life');
}

export function recoverValue(state: GameState, context: EngineContext, uuid: string): number {
  return Math.max(0, valueOf(state, context, uuid, 'recover'));
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
 * Whether a player's spell, ability or dice power may target this card: Concealed and
 * "cannot be targeted" (lasting.ts `can`) stop opponents' targeting; given the targeting card
 * (`source`), so do shields against spells (spell-shields.ts).
 */
export function targetableBy(
  state: GameState,
  context: EngineContext,
  uuid: string,
  player: PlayerId,
  source?: string,
): boolean {
  const card = inst(state, uuid);
  if (card.controller === player) return true;
  if (source !== undefined && !spellMayTarget(state, context, uuid, player, source)) return false;
  return (
    keyword(state, context, uuid, 'concealed') === 0 && can(state, context, uuid, 'beTargeted')
  );
}

/** Whether a player's unit attack may target this unit: Concealed and "cannot be attacked" stop it. */
export function attackableBy(
  state: GameState,
  context: EngineContext,
  uuid: string,
  player: PlayerId,
): boolean {
  if (inst(state, uuid).controller === player) return false;
  return (
    keyword(state, context, uuid, 'concealed') === 0 && can(state, context, uuid, 'beAttacked')
  );
}
