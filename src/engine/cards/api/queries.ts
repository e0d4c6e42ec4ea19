/**
 * What a card script may ask about the game, read-only: whose cards are where, current
 * values (after alterations, dice and lasting effects), tokens, focus, dice. Every question
 * takes a `Scope` (a running step or a condition's query), so scripts never reach into the
 * state's layout.
 */
import {
  allUnits,
  attackValue,
  focusOf,
  inst,
  isAllyCard,
  isConjurationCard,
  isExhausted as exhausted,
  lifeValue,
  recoverValue,
  targetableBy,
} from '../../cardinfo';
import { cardData } from '../../context';
import { parseCost } from '../../costs';
import { hasRoom, isInPlay } from '../../ops';
import { opponentDiceLocked } from '../../laws';
import { magnifyOn } from '../../lasting';
import type { Magic } from '../../../domain/dice';
import { activeDice, exhaustedDice } from '../../ops';
import { focusFromUnder } from '../../spellboard-under';
import { focusFromUnits } from '../../deep-focus';
import { diceOnCard } from '../../spell-dice';
import { powerTargets } from '../../dice-powers';
import { isStillAttacking } from '../../battle-removal';
import type { Run } from '../../runner';
import { opponentOf, opponentsOf as opposingSeats, playersOf } from '../../sides';
import type { DieState, PlayerId, Tokens } from '../../state';
import type { Query } from './types';

/** A running step or a condition: both know the state, the catalogue and whose card it is. */
export type Scope = Run | Query;

/** The card the script belongs to. */
export function self(s: Scope): string {
  return 'self' in s ? s.self : (s.frame.source ?? '');
}

/** "Your opponent" in a two-sided game: the first of `opponentsOf`. */
export function opp(s: Scope): PlayerId {
  return opponentOf(s.state, s.me);
}

/** The players of every other side, in turn order. */
export function opponentsOf(s: Scope, player: PlayerId = s.me): PlayerId[] {
  return opposingSeats(s.state, player);
}

/** Every player, in turn order. */
export function players(s: Scope): readonly PlayerId[] {
  return playersOf(s.state);
}

export function playerName(s: Scope, player: PlayerId): string {
  return s.state.players[player].name;
}

export function controllerOf(s: Scope, card: string): PlayerId {
  return inst(s.state, card).controller;
}

export function stubOf(s: Scope, card: string): string {
  return inst(s.state, card).stub;
}

export function nameOf(s: Scope, card: string): string {
  return cardData(s.context, stubOf(s, card)).name;
}

export function phoenixbornOf(s: Scope, player: PlayerId = s.me): string {
  return s.state.players[player].phoenixborn;
}

/** Every player's Phoenixborn, in turn order (both, in a two-player game). */
export function bothPhoenixborns(s: Scope): string[] {
  return playersOf(s.state).map((p) => phoenixbornOf(s, p));
}

/** Units a player controls (me unless said), in board order. */
export function unitsOf(s: Scope, player: PlayerId = s.me): string[] {
  return [...s.state.players[player].battlefield];
}

/** Units the acting player may target: their own, and opponents' without Concealed. */
export function targetableUnits(
  s: Scope,
  filter: (unit: string) => boolean = () => true,
): string[] {
  return allUnits(s.state).filter((u) => canTarget(s, u) && filter(u));
}

/** "A target ally you control": the acting player's allies they may target. */
export function alliesYouControl(s: Scope): string[] {
  return targetableUnits(s, (u) => s.state.players[s.me].battlefield.includes(u) && isAlly(s, u));
}

/** Units of opponents the acting player may target. */
export function opponentUnits(s: Scope): string[] {
  return opponentsOf(s).flatMap((p) =>
    s.state.players[p].battlefield.filter((u) => canTarget(s, u)),
  );
}

/** Whether this script's card may target the card (spell shields answer the card's kind). */
export function canTarget(s: Scope, card: string): boolean {
  return targetableBy(s.state, s.context, card, s.me, self(s));
}

/** Phoenixborns the acting player may target. */
export function targetablePhoenixborns(s: Scope): string[] {
  return bothPhoenixborns(s).filter((pb) => canTarget(s, pb));
}

export function readySpellsOf(s: Scope, player: PlayerId = s.me): string[] {
  return [...s.state.players[player].spellboard];
}

export function handOf(s: Scope, player: PlayerId = s.me): string[] {
  return [...s.state.players[player].hand];
}

export function drawPileOf(s: Scope, player: PlayerId = s.me): string[] {
  return [...s.state.players[player].deck];
}

export function discardPileOf(s: Scope, player: PlayerId = s.me): string[] {
  return [...s.state.players[player].discard];
}

/** Alteration spells in play, with the unit they are attached to. */
export function alterationsInPlay(s: Scope): { card: string; host: string }[] {
  return Object.values(s.state.cards).flatMap((c) =>
    c.zone === 'attached' && c.host !== null ? [{ card: c.uuid, host: c.host }] : [],
  );
}

/** The unit an alteration is attached to. */
export function hostOf(s: Scope, alteration: string): string | null {
  return s.state.cards[alteration]?.host ?? null;
}

/** Non-Phoenixborn cards in play (units, ready spells, alterations). */
export function nonPhoenixbornCardsInPlay(s: Scope): string[] {
  return Object.values(s.state.cards)
    .filter((c) => c.zone === 'battlefield' || c.zone === 'spellboard' || c.zone === 'attached')
    .map((c) => c.uuid);
}

export function isOnBattlefield(s: Scope, card: string): boolean {
  return s.state.cards[card]?.zone === 'battlefield';
}

export function isAttached(s: Scope, card: string): boolean {
  return s.state.cards[card]?.zone === 'attached';
}

export function isInDiscard(s: Scope, card: string): boolean {
  return s.state.cards[card]?.zone === 'discard';
}

export function inPlay(s: Scope, card: string): boolean {
  return isInPlay(s.state, card);
}

export function isExhausted(s: Scope, card: string): boolean {
  return exhausted(s.state, card);
}

export function isAlly(s: Scope, card: string): boolean {
  return isAllyCard(s.state, s.context, card);
}

export function isConjuration(s: Scope, card: string): boolean {
  return isConjurationCard(s.state, s.context, card);
}

/**
 * Whether a card's printed text can place this conjuration onto the battlefield: it names it
 * ("Place a [[Shadow Hound]] conjuration onto your battlefield").
 */
export function printedEffectPlaces(s: Scope, card: string, conjuration: string): boolean {
  const name = cardData(s.context, conjuration).name;
  return cardData(s.context, stubOf(s, card)).text.includes(`[[${name}]]`);
}

/** A card's magic play cost: how many dice its play cost asks for (an X counts as 0). */
export function magicPlayCost(s: Scope, card: string): number {
  const cost = cardData(s.context, inst(s.state, card).stub).cost ?? [];
  return parseCost(cost).dice[0]?.length ?? 0;
}

/** Whether the card is a spell of any kind (action, reaction, ready or alteration). */
export function isSpell(s: Scope, card: string): boolean {
  return cardData(s.context, inst(s.state, card).stub).type.endsWith('Spell');
}

/** Whether the unit is attacking (declared in the attack in progress and not taken out of it). */
export function isAttacking(s: Scope, unit: string): boolean {
  return isStillAttacking(s.state, unit);
}

/** Whether the Phoenixborn is guarding against the attack of this unit. */
export function isGuardingAgainst(s: Scope, guard: string, attacker: string): boolean {
  return s.state.attack?.battles.some((b) => b.attacker === attacker && b.guard === guard) ?? false;
}

/** Attack value as used for damage: never below 0. */
export function attackOf(s: Scope, unit: string): number {
  return Math.max(0, attackValue(s.state, s.context, unit));
}

export function lifeOf(s: Scope, unit: string): number {
  return lifeValue(s.state, s.context, unit);
}

export function recoverOf(s: Scope, unit: string): number {
  return recoverValue(s.state, s.context, unit);
}

export function tokensOn(s: Scope, card: string): Readonly<Tokens> {
  return inst(s.state, card).tokens;
}

/**
 * Focus of this ready spell: 1 per other copy in its slot, what face-up cards under the
 * slot's cards add (Resonance) and what units of its controller add (Sandstorm Sage).
 */
export function focus(s: Scope): number {
  return (
    focusOf(s.state, self(s)) +
    focusFromUnder(s.state, s.context, self(s)) +
    focusFromUnits(s.state, s.context, self(s))
  );
}

/** Whether this player may change the dice of `owner`'s active pool now (Law of Assurance). */
export function mayChangeDiceOf(s: Scope, owner: PlayerId): boolean {
  return !opponentDiceLocked(s.state, s.context, s.me, owner);
}

/**
 * The dice of a player's active pool this player may re-roll or change: none of an
 * opponent's while Law of Assurance forbids it.
 */
export function changeableDiceOf(s: Scope, owner: PlayerId): string[] {
  return mayChangeDiceOf(s, owner) ? activeDice(s.state, owner).map((d) => d.uuid) : [];
}

/** Dice in a player's active pool. */
export function activeDiceOf(s: Scope, player: PlayerId = s.me): Readonly<DieState>[] {
  return activeDice(s.state, player);
}

/** Dice in a player's exhausted pool. */
export function exhaustedDiceOf(s: Scope, player: PlayerId = s.me): Readonly<DieState>[] {
  return exhaustedDice(s.state, player);
}

export function dieOf(s: Scope, die: string): Readonly<DieState> | null {
  return s.state.dice[die] ?? null;
}

/** Whether a conjuration of this stub is in the player's conjuration pile and there is room. */
export function canSummon(s: Scope, stub: string, onto: PlayerId = s.me): boolean {
  return (
    s.state.players[s.me].archives.some((u) => inst(s.state, u).stub === stub) &&
    hasRoom(s.state, s.context, onto)
  );
}

/** How many conjurations of this stub are in the player's conjuration pile. */
export function conjurationsInPile(s: Scope, stub: string, player: PlayerId = s.me): number {
  return s.state.players[player].archives.filter((u) => inst(s.state, u).stub === stub).length;
}

/** Whether a conjuration (unit or conjured alteration) of this stub is in the player's conjuration pile. */
export function inConjurationPile(s: Scope, stub: string, player: PlayerId = s.me): boolean {
  return s.state.players[player].archives.some((u) => inst(s.state, u).stub === stub);
}

export function hasRoomOn(s: Scope, player: PlayerId): boolean {
  return hasRoom(s.state, s.context, player);
}

export function isPlayerTurns(s: Scope): boolean {
  return s.state.phase === 'playerturns';
}

export function isTurnOf(s: Scope, player: PlayerId = s.me): boolean {
  return s.state.turn?.player === player;
}

/** Once-per-turn abilities: whether this one was used this turn. */
export function usedThisTurn(s: Scope, key: string): boolean {
  return s.state.players[s.me].usedThisTurn.includes(key);
}

/** The dice paid for the cost of the ability or spell being resolved. */
export function diceSpentOnCost(g: Run): Readonly<DieState>[] {
  const paid = g.ctx.paid;
  if (!Array.isArray(paid)) return [];
  return paid.flatMap((id) => {
    const die = typeof id === 'string' ? g.state.dice[id] : undefined;
    return die ? [die] : [];
  });
}

/** The X a spell's cost was paid with ("X [[basic]]"); 0 for other costs. */
export function costX(g: Run): number {
  const x = g.ctx.x;
  return typeof x === 'number' && Number.isInteger(x) && x > 0 ? x : 0;
}

/**
 * Whether two units are in the same battle of the attack under way: an attacker and the unit
 * blocking or guarding against it, or the unit it attacks when nothing guards.
 */
export function inBattleWith(s: Scope, unit: string, other: string): boolean {
  return (
    s.state.attack?.battles.some((b) => {
      if (b.resolved) return false;
      const defender =
        b.blocker ?? b.guard ?? (s.state.attack?.isPhoenixbornAttack ? null : b.target);
      const sides = [b.attacker, defender];
      return sides.includes(unit) && sides.includes(other) && unit !== other;
    }) ?? false
  );
}

/**
 * A numeral value of one of the unit's abilities as it counts now ("Bestow 1", "Group
 * Tactics 1"): raised by Magnify during an attack. A unit that left play has none.
 */
export function magnified(s: Scope, unit: string, value: number): number {
  return value + (isInPlay(s.state, unit) ? magnifyOn(s.state, unit) : 0);
}

/** Whether the player holds the first player token. */
export function hasFirstPlayerToken(s: Scope, player: PlayerId = s.me): boolean {
  return s.state.firstPlayer === player;
}

/** The unit an attack under way targets; null outside an attack or when it is on a Phoenixborn (Pounce). */
export function attackTarget(s: Scope): string | null {
  const attack = s.state.attack;
  return attack && !attack.isPhoenixbornAttack ? attack.target : null;
}

/** The player whose attack is being resolved, or null outside an attack. */
export function attackingPlayer(s: Scope): PlayerId | null {
  return s.state.attack?.attacker ?? null;
}

/** Whether the card is a ready spell (Ritualist's Incant looks for one). */
export function isReadySpell(s: Scope, card: string): boolean {
  return cardData(s.context, inst(s.state, card).stub).type === 'Ready Spell';
}

/** Every unit in play, of every player ("all units", "each other unit": not targeted). */
export function allUnitsInPlay(s: Scope): string[] {
  return allUnits(s.state);
}

/** Unexhausted allies the player controls (Rapture, the Summon Mounts). */
export function unexhaustedAllies(s: Scope, player: PlayerId = s.me): string[] {
  return unitsOf(s, player).filter((u) => isAlly(s, u) && !isExhausted(s, u));
}

/**
 * Dice sitting on a card, of one magic unless said ("a unit with a charm die on it"; the dice
 * on Reimagine and Royal Charm).
 */
export function diceOn(s: Scope, card: string, magic?: Magic): Readonly<DieState>[] {
  return diceOnCard(s.state, card).filter((d) => magic === undefined || d.magic === magic);
}

/**
 * The cards this card's controller noted under `tag` this turn (`noteForThisTurn`): "at the
 * end of this turn, remove that same exhaustion token".
 */
export function notedThisTurn(s: Scope, tag: string): string[] {
  const prefix = `${tag}:`;
  return s.state.players[s.me].usedThisTurn
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));
}

/** Whether the card is an alteration spell (conjured ones too). */
export function isAlterationSpell(s: Scope, card: string): boolean {
  return cardData(s.context, inst(s.state, card).stub).type.endsWith('Alteration Spell');
}

/** The cards of a list this script's card may target. */
export function targetableCards(s: Scope, cards: readonly string[]): string[] {
  return cards.filter((card) => canTarget(s, card));
}

/** Whether the dice power of this die would have something to act on now (Royal Charm). */
export function dicePowerHasTargets(s: Scope, die: string): boolean {
  const found = s.state.dice[die];
  return found !== undefined && powerTargets(s.state, s.context, s.me, found.magic);
}

/** Whether two units are next to each other on the same battlefield ("an adjacent aspect": Overgrowth). */
export function areAdjacent(s: Scope, unit: string, other: string): boolean {
  const card = s.state.cards[unit];
  const battlefield =
    card?.zone === 'battlefield' ? s.state.players[card.controller].battlefield : [];
  const at = battlefield.indexOf(unit);
  const otherAt = battlefield.indexOf(other);
  return at >= 0 && otherAt >= 0 && Math.abs(at - otherAt) === 1;
}
