/**
 * The verbs card scripts act with. Each checks that its act is possible (a card that has left
 * play is not hurt, a missing die is not spent), raises the event the rules know it by, lets
 * prevention answer (Armored, a Phoenixborn's damage window) and writes its log line, so a
 * script reads like its card text and never edits tokens, dice or zones by hand.
 */
import { inst, ownAttackX } from '../../cardinfo';
import { lower, raise } from '../../dice';
import { addLog, cardPart, diePart, playerPart } from '../../log';
import {
  conjure,
  dealDamage as damageCard,
  destroyUnit,
  discardIfOutOfStatus,
  discardTopOfDeck,
  drawCards,
  isInPlay,
  leavePlay,
  moveCard,
  placeWounds as woundCard,
  removeWounds as healCard,
  shuffleDeck,
} from '../../ops';
import { randomInt } from '../../rng';
import { call } from '../../runner';
import type { Run, Step } from '../../runner';
import type { PlayerId, Tokens } from '../../state';
import type { EventOf } from '../../event-kinds';
import { button, choice } from '../../decisions';
import { mayChoose } from './choices';
import { playerName, self } from './queries';
import { placeEffect } from '../../lasting';
import type { Action, Duration, Stat } from '../../lasting';
import { keywordRule } from '../keywords';
import type { Keyword } from '../keywords';
import { cardData, scriptOf } from '../../context';
import { mayAffect } from './affect';

function cardName(g: Run, card: string): ReturnType<typeof cardPart> {
  return cardPart(g.context, inst(g.state, card).stub);
}

/** The cause of what this player's spell, ability or dice power does. */
function byMe(g: Run): { by: PlayerId; byEffect: true; source: string | null } {
  return { by: g.me, byEffect: true, source: g.frame.source };
}

// ---- damage and wounds ----

/** Deal damage to a unit or Phoenixborn in play; returns the damage received after prevention. */
export function dealDamage(g: Run, target: string | null, amount: number): number {
  if (!target || !isInPlay(g.state, target)) return 0;
  return damageCard(g.state, g.context, target, amount, byMe(g));
}

/** Deal damage that was meant for another card (Redirect): same amount, same cause. */
export function redirectDamage(g: Run, event: EventOf<'pbDamage'>, unit: string | null): number {
  if (!unit || !isInPlay(g.state, unit)) return 0;
  return damageCard(g.state, g.context, unit, event.amount, {
    by: event.by,
    byEffect: event.byEffect,
    attacker: event.attacker,
  });
}

/** Place wound tokens (not damage: nothing prevents them). */
export function placeWounds(g: Run, target: string | null, amount: number): void {
  if (!target || !isInPlay(g.state, target) || amount <= 0) return;
  woundCard(g.state, target, amount, byMe(g));
  addLog(g.state, [cardName(g, target), ` receives ${amount} wound(s)`]);
}

/** Remove wound tokens; returns how many were removed. */
export function removeWounds(g: Run, target: string | null, amount: number): number {
  if (!target || !isInPlay(g.state, target) || amount <= 0) return 0;
  const removed = healCard(g.state, target, amount);
  if (removed > 0) addLog(g.state, [cardName(g, target), ` has ${removed} wound(s) removed`]);
  return removed;
}

/** Note in the log that a reaction prevented the damage it answered. */
export function preventDamage(g: Run): void {
  addLog(g.state, [cardName(g, self(g)), ' prevents the damage']);
}

// ---- tokens ----

export function exhaust(g: Run, target: string | null, amount = 1): void {
  if (!target || !isInPlay(g.state, target) || amount <= 0 || !mayAffect(g, target)) return;
  inst(g.state, target).tokens.exhaustion += amount;
  addLog(g.state, [cardName(g, target), ` receives ${amount} exhaustion token(s)`]);
}

export function removeAllExhaustion(g: Run, target: string | null): void {
  if (!target || !isInPlay(g.state, target) || !mayAffect(g, target)) return;
  const card = inst(g.state, target);
  if (card.tokens.exhaustion === 0) return;
  card.tokens.exhaustion = 0;
  addLog(g.state, [cardName(g, target), ' is no longer exhausted']);
}

/** Remove exhaustion tokens; returns how many were removed. */
export function removeExhaustion(g: Run, target: string | null, amount = 1): number {
  if (!target || !isInPlay(g.state, target) || amount <= 0 || !mayAffect(g, target)) return 0;
  const card = inst(g.state, target);
  const removed = Math.min(amount, card.tokens.exhaustion);
  card.tokens.exhaustion -= removed;
  if (removed > 0)
    addLog(g.state, [cardName(g, target), ` has ${removed} exhaustion token(s) removed`]);
  return removed;
}

export function placeStatus(g: Run, target: string | null, amount = 1): void {
  if (!target || !isInPlay(g.state, target) || amount <= 0 || !mayAffect(g, target)) return;
  inst(g.state, target).tokens.status += amount;
  addLog(g.state, [cardName(g, target), ` receives ${amount} status token(s)`]);
}

/** Remove status tokens; returns how many were removed. */
export function removeStatus(g: Run, target: string | null, amount = 1): number {
  if (!target || !isInPlay(g.state, target) || amount <= 0 || !mayAffect(g, target)) return 0;
  const card = inst(g.state, target);
  const removed = Math.min(amount, card.tokens.status);
  card.tokens.status -= removed;
  if (removed > 0) addLog(g.state, [cardName(g, target), ` loses ${removed} status token(s)`]);
  discardIfOutOfStatus(g.state, g.context, target);
  return removed;
}

export type TokenKind = keyof Tokens;

const TOKEN_NAMES: Record<TokenKind, string> = {
  damage: 'wound',
  exhaustion: 'exhaustion',
  status: 'status',
};

/**
 * Move one token between cards in play. A wound moved onto a card is placed by this player
 * (it can destroy the card, and on a Phoenixborn it is a wound placed by them).
 */
export function moveToken(
  g: Run,
  kind: TokenKind,
  from: string | null,
  to: string | null,
): boolean {
  if (!from || !to || !isInPlay(g.state, from) || !isInPlay(g.state, to)) return false;
  if (!mayAffect(g, from) || !mayAffect(g, to)) return false;
  const source = inst(g.state, from);
  if (source.tokens[kind] <= 0) return false;
  source.tokens[kind] -= 1;
  if (kind === 'damage') woundCard(g.state, to, 1, byMe(g));
  else inst(g.state, to).tokens[kind] += 1;
  addLog(g.state, [
    `${cardData(g.context, inst(g.state, self(g)).stub).name} moves a ${TOKEN_NAMES[kind]} token from `,
    cardName(g, from),
    ' to ',
    cardName(g, to),
  ]);
  if (kind === 'status') discardIfOutOfStatus(g.state, g.context, from);
  return true;
}

// ---- leaving play and moving cards ----

/** Destroy a unit; returns its new id in its owner's discard (or conjuration) pile. */
export function destroy(g: Run, unit: string | null): string | null {
  if (!unit) return null;
  return destroyUnit(g.state, g.context, unit, byMe(g));
}

/** Discard a card in play (a unit or an alteration), not destroying it. */
export function discardFromPlay(g: Run, card: string | null): void {
  if (!card || !isInPlay(g.state, card) || !mayAffect(g, card)) return;
  addLog(g.state, [cardName(g, card), ' is discarded']);
  leavePlay(g.state, g.context, card);
}

/** Remove a card of a discard pile, or one revealed from a draw pile, from the game. */
export function removeFromGame(g: Run, card: string | null): void {
  const zone = card ? g.state.cards[card]?.zone : undefined;
  if (!card || (zone !== 'discard' && zone !== 'deck')) return;
  addLog(g.state, [cardName(g, card), ' is removed from the game']);
  moveCard(g.state, card, 'purged');
}

/** Place a card from its owner's discard pile into their hand. */
export function returnToHand(g: Run, card: string | null): void {
  if (!card || g.state.cards[card]?.zone !== 'discard') return;
  const owner = inst(g.state, card).owner;
  const name = cardName(g, card);
  moveCard(g.state, card, 'hand');
  addLog(g.state, [playerPart(g.state, owner), ' places ', name, ' into their hand']);
}

/** A player discards a card of their hand. */
export function discardFromHand(g: Run, card: string | null): void {
  if (!card || g.state.cards[card]?.zone !== 'hand') return;
  const owner = inst(g.state, card).owner;
  const id = moveCard(g.state, card, 'discard');
  addLog(g.state, [playerPart(g.state, owner), ' discards ', cardName(g, id)]);
}

export function draw(g: Run, amount: number, who: PlayerId = g.me): number {
  const drawn = drawCards(g.state, who, amount);
  addLog(g.state, [playerPart(g.state, who), ` draws ${drawn} card(s)`]);
  return drawn;
}

/** A player discards cards off the top of their draw pile; returns how many. */
export function discardTopOfDrawPile(g: Run, who: PlayerId, amount = 1): number {
  return discardTopOfDeck(g.state, g.context, who, amount);
}

/** Take a card found in the player's draw pile into their hand, then shuffle the pile. */
export function takeFromDrawPile(g: Run, card: string | null): void {
  if (!card || g.state.cards[card]?.zone !== 'deck') return;
  const owner = inst(g.state, card).owner;
  moveCard(g.state, card, 'hand');
  shuffleDeck(g.state, owner);
  addLog(g.state, [
    playerPart(g.state, owner),
    ' takes a card from their draw pile and shuffles it',
  ]);
}

/**
 * Place a card of its owner's hand or discard pile on the bottom of their draw pile. The log
 * names a card from the discard pile, never one from the hand.
 */
export function placeOnBottomOfDrawPile(g: Run, card: string | null): void {
  const zone = card ? g.state.cards[card]?.zone : undefined;
  if (!card || (zone !== 'hand' && zone !== 'discard')) return;
  const owner = inst(g.state, card).owner;
  const name = cardName(g, card);
  moveCard(g.state, card, 'deck');
  addLog(g.state, [
    playerPart(g.state, owner),
    ' places ',
    ...(zone === 'discard' ? [name] : ['a card from their hand']),
    ' on the bottom of their draw pile',
  ]);
}

/** Shuffle a player's draw pile (this player's unless said). */
export function shuffleDrawPile(g: Run, who: PlayerId = g.me): void {
  shuffleDeck(g.state, who);
  addLog(g.state, [playerPart(g.state, who), ' shuffles their draw pile']);
}

/** A card found in its owner's draw pile is revealed (the log names it) and placed in a pile of theirs. */
function revealFromDrawPile(
  g: Run,
  card: string | null,
  to: 'hand' | 'discard',
  where: string,
): string | null {
  if (!card || g.state.cards[card]?.zone !== 'deck') return null;
  const owner = inst(g.state, card).owner;
  addLog(g.state, [
    playerPart(g.state, owner),
    ' reveals ',
    cardName(g, card),
    ` and places it into ${where}`,
  ]);
  return moveCard(g.state, card, to);
}

/**
 * A card found in its owner's draw pile is revealed to everyone and placed into their hand;
 * returns its id there. The pile is not shuffled here.
 */
export function revealIntoHand(g: Run, card: string | null): string | null {
  return revealFromDrawPile(g, card, 'hand', 'their hand');
}

/** A card found in its owner's draw pile is revealed and placed into their discard pile. */
export function revealIntoDiscard(g: Run, card: string | null): string | null {
  return revealFromDrawPile(g, card, 'discard', 'their discard pile');
}

/** Shuffle cards of a discard pile into their owner's draw pile. */
export function shuffleIntoDrawPile(g: Run, cards: readonly string[]): void {
  const found = cards.filter((c) => g.state.cards[c]?.zone === 'discard');
  const owners = new Set<PlayerId>();
  for (const card of found) {
    const owner = inst(g.state, card).owner;
    addLog(g.state, [
      playerPart(g.state, owner),
      ' shuffles ',
      cardName(g, card),
      ' into their draw pile',
    ]);
    moveCard(g.state, card, 'deck');
    owners.add(owner);
  }
  for (const owner of owners) shuffleDeck(g.state, owner);
}

/**
 * An alteration spell leaves play: a conjured one goes back to its owner's conjuration pile,
 * any other is shuffled into its owner's draw pile.
 */
export function returnAlteration(g: Run, alteration: string | null): void {
  if (!alteration || g.state.cards[alteration]?.zone !== 'attached' || !mayAffect(g, alteration))
    return;
  const owner = inst(g.state, alteration).owner;
  const name = cardName(g, alteration);
  const id = leavePlay(g.state, g.context, alteration, 'deck');
  if (g.state.cards[id]?.zone === 'deck') {
    shuffleDeck(g.state, owner);
    addLog(g.state, [name, ' is shuffled into ', playerPart(g.state, owner), "'s draw pile"]);
  } else addLog(g.state, [name, ' returns to ', playerPart(g.state, owner), "'s conjuration pile"]);
}

/** A player discards a card of their hand at random; returns it (in the discard pile) or null. */
export function discardRandomFromHand(g: Run, who: PlayerId): string | null {
  const hand = g.state.players[who].hand;
  if (hand.length === 0) return null;
  const card = hand[randomInt(g.state, hand.length)];
  if (card === undefined) return null;
  const id = moveCard(g.state, card, 'discard');
  addLog(g.state, [playerPart(g.state, who), ' discards ', cardName(g, id), ' at random']);
  return id;
}

/** Reveal the top cards of a player's draw pile to everyone (the log names them); returns them. */
export function revealTopOfDrawPile(g: Run, who: PlayerId, amount: number): string[] {
  const top = g.state.players[who].deck.slice(0, Math.max(0, amount));
  if (top.length === 0) return [];
  addLog(g.state, [
    playerPart(g.state, who),
    ' reveals the top of their draw pile: ',
    ...top.flatMap((card, i) => [...(i > 0 ? [', '] : []), cardName(g, card)]),
  ]);
  return top;
}

/** Place cards of a player's draw pile on its top, the first of `order` topmost. */
export function placeOnTopOfDrawPile(g: Run, who: PlayerId, order: readonly string[]): void {
  const player = g.state.players[who];
  const moving = order.filter((card) => player.deck.includes(card));
  player.deck = [...moving, ...player.deck.filter((card) => !moving.includes(card))];
  if (moving.length > 0)
    addLog(g.state, [
      playerPart(g.state, g.me),
      ` returns ${moving.length} card(s) to the top of `,
      playerPart(g.state, who),
      "'s draw pile",
    ]);
}

/** Place a unit in play into its owner's hand (a conjuration goes back to its conjuration pile). */
export function returnUnitToHand(g: Run, unit: string | null): void {
  if (!unit || g.state.cards[unit]?.zone !== 'battlefield' || !mayAffect(g, unit)) return;
  const owner = inst(g.state, unit).owner;
  addLog(g.state, [cardName(g, unit), ' is placed into ', playerPart(g.state, owner), "'s hand"]);
  leavePlay(g.state, g.context, unit, 'hand');
}

/** Place a conjuration from this player's conjuration pile onto a battlefield; null if none or no room. */
export function summon(g: Run, stub: string, onto: PlayerId = g.me): string | null {
  return conjure(g.state, g.context, g.me, stub, onto);
}

/**
 * Attach a conjured alteration spell of this player's conjuration pile to a unit in play (Ice
 * Buff, Hunter's Mark); you control it. Returns it, or null when none is left or the unit is
 * gone or may not be affected.
 */
export function attachConjuredAlteration(g: Run, stub: string, host: string | null): string | null {
  if (!host || g.state.cards[host]?.zone !== 'battlefield' || !mayAffect(g, host)) return null;
  const pile = g.state.players[g.me].archives;
  const alteration = pile.find((u) => inst(g.state, u).stub === stub);
  if (!alteration) return null;
  pile.splice(pile.indexOf(alteration), 1);
  const card = inst(g.state, alteration);
  card.zone = 'attached';
  card.host = host;
  card.controller = g.me;
  inst(g.state, host).upgrades.push(alteration);
  addLog(g.state, [cardName(g, alteration), ' is attached to ', cardName(g, host)]);
  g.state.pendingEvents.push({
    kind: 'alterationAttached',
    card: alteration,
    stub,
    controller: g.me,
    host,
  });
  return alteration;
}

// ---- dice ----

/** Spend a die of the active pool outside a cost (an "additional" payment). */
export function spendDie(g: Run, die: string | null): boolean {
  const state = die ? g.state.dice[die] : undefined;
  if (!state || state.owner !== g.me || state.location !== 'active') return false;
  state.location = 'exhausted';
  g.state.players[g.me].stats.diceSpent += 1;
  addLog(g.state, [playerPart(g.state, g.me), ' spends ', diePart(state)]);
  return true;
}

/** Lower a die of any player's active pool one level (a basic die stays basic). */
export function lowerDie(g: Run, die: string | null): void {
  const state = die ? g.state.dice[die] : undefined;
  if (!state || state.location !== 'active' || state.level === 'basic') return;
  lower(state);
  addLog(g.state, [
    playerPart(g.state, g.me),
    ' lowers a die of ',
    playerPart(g.state, state.owner),
    ' to ',
    diePart(state),
  ]);
}

/** Move a die of a player's active pool to their exhausted pool (not spending it). */
export function exhaustDie(g: Run, die: string | null): boolean {
  const state = die ? g.state.dice[die] : undefined;
  if (!state || state.location !== 'active') return false;
  state.location = 'exhausted';
  addLog(g.state, [
    playerPart(g.state, state.owner),
    ' moves ',
    diePart(state),
    ' to their exhausted pool',
  ]);
  return true;
}

/** Raise a die of this player's active pool one level. */
export function raiseDie(g: Run, die: string | null): void {
  const state = die ? g.state.dice[die] : undefined;
  if (!state || state.owner !== g.me || state.location !== 'active' || state.level === 'power')
    return;
  raise(state);
  addLog(g.state, [playerPart(g.state, g.me), ' raises a die to ', diePart(state)]);
}

/** "Change N dice in your active pool to a side of your choice." */
export function changeDice(amount: number): Step {
  return (g) => call(g, 'changeDice', { left: amount });
}

// ---- lasting effects ----

/** How a duration reads at the end of a log line. */
function durationText(g: Run, duration: Duration): string {
  if (duration === 'thisTurn') return 'this turn';
  if (duration === 'thisRound') return 'this round';
  if ('whileAttached' in duration) {
    const source = g.state.cards[duration.whileAttached];
    return source ? `while ${cardData(g.context, source.stub).name} is attached` : 'while attached';
  }
  if ('untilStartOfNextTurnOf' in duration)
    return `until the start of ${playerName(g, duration.untilStartOfNextTurnOf)}'s next turn`;
  return `until the end of ${playerName(g, duration.untilEndOfNextTurnOf)}'s next turn`;
}

/** A unit or Phoenixborn in play this effect may affect (Spell Guard). */
function mayLastOn(g: Run, card: string | null): card is string {
  const zone = card ? g.state.cards[card]?.zone : undefined;
  return card !== null && (zone === 'battlefield' || zone === 'phoenixborn') && mayAffect(g, card);
}

/** Change a value of a unit or Phoenixborn for a while ("+2 attack this turn", "-1 life this round"). */
export function changeValue(
  g: Run,
  card: string | null,
  stat: Stat,
  amount: number,
  duration: Duration,
): void {
  if (!mayLastOn(g, card)) return;
  placeEffect(g.state, card, { kind: 'value', stat, amount }, duration);
  const signed = amount >= 0 ? `+${amount}` : String(amount);
  addLog(g.state, [cardName(g, card), ` gets ${signed} ${stat} ${durationText(g, duration)}`]);
}

/** "Add N to a unit's attack value for the remainder of the turn": the common case of `changeValue`. */
export function addAttackThisTurn(g: Run, unit: string | null, amount: number): void {
  changeValue(g, unit, 'attack', amount, 'thisTurn');
}

/** "Gains Bypass", "gains Armored 1" for a while. */
export function grantKeyword(
  g: Run,
  card: string | null,
  key: Keyword,
  duration: Duration,
  value = 1,
): void {
  if (!mayLastOn(g, card)) return;
  placeEffect(g.state, card, { kind: 'keyword', keyword: key, value }, duration);
  const name = keywordRule(key).name;
  const printed = value === 1 ? name : `${name} ${value}`;
  addLog(g.state, [cardName(g, card), ` gains ${printed} ${durationText(g, duration)}`]);
}

const ACT_TEXT: Record<Action, string> = {
  attack: 'attack',
  block: 'block',
  guard: 'guard',
  counter: 'counter',
  beTargeted: "be targeted by its opponents' spells, abilities and dice powers",
  beAttacked: 'be attacked',
  beGuarded: 'be guarded while it is the target of an attack',
};

/** "Cannot block or guard", "cannot be targeted" for a while (`can` in lasting.ts answers it). */
export function forbid(
  g: Run,
  card: string | null,
  acts: readonly Action[],
  duration: Duration,
): void {
  if (!mayLastOn(g, card) || acts.length === 0) return;
  placeEffect(g.state, card, { kind: 'forbid', acts: [...acts] }, duration);
  const texts = acts.map((a) => ACT_TEXT[a]);
  const last = texts.pop();
  const listed = texts.length > 0 ? `${texts.join(', ')} or ${last}` : last;
  addLog(g.state, [cardName(g, card), ` cannot ${listed} ${durationText(g, duration)}`]);
}

/** "Prevent N damage each time this unit (or Phoenixborn) is dealt damage" for a while. */
export function preventDamageTo(
  g: Run,
  card: string | null,
  amount: number,
  duration: Duration,
): void {
  if (!mayLastOn(g, card) || amount <= 0) return;
  placeEffect(g.state, card, { kind: 'prevent', amount }, duration);
  addLog(g.state, [
    cardName(g, card),
    ` has ${amount} damage prevented each time it is dealt damage ${durationText(g, duration)}`,
  ]);
}

/** "This unit is considered to be exhausted" for a while, whatever its exhaustion tokens. */
export function treatAsExhausted(g: Run, card: string | null, duration: Duration): void {
  if (!mayLastOn(g, card)) return;
  placeEffect(g.state, card, { kind: 'exhausted' }, duration);
  addLog(g.state, [cardName(g, card), ` is considered exhausted ${durationText(g, duration)}`]);
}

/**
 * "Prevent all damage dealt to it by an opponent's attack, spell, ability, or dice power" for a
 * while (opponents of the acting player; `preventsAllDamage` in lasting.ts answers it).
 */
export function preventDamageFromOpponents(g: Run, card: string | null, duration: Duration): void {
  if (!mayLastOn(g, card)) return;
  placeEffect(g.state, card, { kind: 'preventAll', fromOpponentsOf: g.me }, duration);
  addLog(g.state, [
    cardName(g, card),
    ` has all damage from ${playerName(g, g.me)}'s opponents prevented ${durationText(g, duration)}`,
  ]);
}

/**
 * "It gains: <ability>" for a while: the unit's controller may use the ability `id` of this
 * script's `grantedAbilities` like a printed one.
 */
export function grantAbility(g: Run, card: string | null, id: string, duration: Duration): void {
  if (!mayLastOn(g, card)) return;
  const stub = inst(g.state, self(g)).stub;
  const ability = scriptOf(g.context, stub)?.grantedAbilities?.find((a) => a.id === id);
  if (!ability) throw new Error(`${stub} grants no ability ${id}`);
  placeEffect(g.state, card, { kind: 'ability', stub, ability: id }, duration);
  addLog(g.state, [cardName(g, card), ` gains ${ability.name} ${durationText(g, duration)}`]);
}

/**
 * "You may play it without paying its cost" for a while: a card in this player's hand costs
 * nothing (no action, dice or discard) to play. The log does not name the hidden card.
 */
export function playWithoutPaying(g: Run, card: string | null, duration: Duration): void {
  if (!card || g.state.cards[card]?.zone !== 'hand' || inst(g.state, card).owner !== g.me) return;
  placeEffect(g.state, card, { kind: 'free' }, duration);
  addLog(g.state, [
    playerPart(g.state, g.me),
    ` may play a card without paying its cost ${durationText(g, duration)}`,
  ]);
}

/** The unit uses the printed values and abilities of another card for a while. */
export function becomeCopy(
  g: Run,
  unit: string | null,
  of: string | null,
  duration: Duration,
): void {
  if (!unit || !of || g.state.cards[unit]?.zone !== 'battlefield') return;
  const stub = inst(g.state, of).stub;
  // X is read from the copied unit now, not from the copy (its tokens are not the copied unit's).
  const copiedX = ownAttackX(g.state, g.context, of);
  placeEffect(g.state, unit, { kind: 'copy', stub, copiedX }, duration);
  addLog(g.state, [cardName(g, unit), ' becomes a copy of ', cardPart(g.context, stub)]);
}

// ---- turn ----

/** The player may take an additional side action this turn. */
export function gainSideAction(g: Run): void {
  if (g.state.turn?.player !== g.me) return;
  g.state.turn.sideActions += 1;
  addLog(g.state, [playerPart(g.state, g.me), ' may take an additional side action this turn']);
}

/** Remember a once-per-turn ability as used. */
export function markUsedThisTurn(g: Run, key: string): void {
  g.state.players[g.me].usedThisTurn.push(key);
}

/**
 * Cancel the spell, ability or dice power that raised this targeting event, with the rest
 * of its effects (its frame ends where it stands).
 */
export function cancelTargetingEffect(g: Run, event: EventOf<'unitTargeted'> | null): void {
  const frame = event ? g.state.stack[event.frame] : undefined;
  if (frame) frame.step = Number.MAX_SAFE_INTEGER;
  addLog(g.state, [cardName(g, self(g)), ' cancels the effect']);
}

// ---- hidden information ----

/**
 * Show this player one random card of a pile only they may then see (in their own prompt;
 * nobody else's view names it), or `count` different ones (their names joined by ", ").
 * Ends the steps when the pile is empty.
 */
export function revealRandom(
  key: string,
  spec: { from: (g: Run) => string[]; title: (name: string) => string; count?: number },
): Step {
  return (g) => {
    if (g.ctx[key] !== undefined) return;
    const pile = [...spec.from(g)];
    const seen: string[] = [];
    while (seen.length < (spec.count ?? 1) && pile.length > 0)
      seen.push(...pile.splice(randomInt(g.state, pile.length), 1));
    if (seen.length === 0) return { end: true };
    const names = seen.map((card) => cardData(g.context, inst(g.state, card).stub).name);
    return choice(key, spec.title(names.join(', ')), [button('ok', 'OK')], {
      source: g.frame.source,
      shows: seen,
    });
  };
}

/** "You may draw N cards": asked only while the draw pile has cards. */
export function mayDraw(key: string, amount: number): Step[] {
  const wants = mayChoose(key, {
    title: `Draw ${amount} card(s)?`,
    yes: 'Draw',
    no: "Don't draw",
    when: (g) => g.state.players[g.me].deck.length > 0,
  });
  return [
    wants.ask,
    (g) => {
      if (wants.of(g)) draw(g, amount);
    },
  ];
}
