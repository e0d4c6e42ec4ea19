/** Verbs that move cards: leaving play, destroying, discarding, drawing, searching, summoning. */
import { inst } from '../../cardinfo';
import { discardedFromChimeraPile, isFatiguedChimera } from '../../chimera/fatigue';
import { addLog, playerPart } from '../../log';
import {
  attachConjured,
  conjure,
  destroyUnit,
  discardTopOfDeck,
  drawCards,
  isInPlay,
  leavePlay,
  moveCard,
  shuffleDeck,
} from '../../ops';
import { randomInt } from '../../rng';
import { returnAtEndOfTurn } from '../../end-of-turn-returns';
import type { Run } from '../../runner';
import type { PlayerId } from '../../state';
import { mayAffect } from './affect';
import { byMe, cardName } from './verb-helpers';

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

/** "Draw N cards from the bottom of your draw pile" (Dive); returns how many were drawn. */
export function drawFromBottom(g: Run, amount: number, who: PlayerId = g.me): number {
  let drawn = 0;
  for (let i = 0; i < amount; i++) {
    const bottom = g.state.players[who].deck.at(-1);
    if (bottom === undefined) break;
    moveCard(g.state, bottom, 'hand');
    drawn += 1;
  }
  addLog(g.state, [
    playerPart(g.state, who),
    ` draws ${drawn} card(s) from the bottom of their draw pile`,
  ]);
  return drawn;
}

/** A player discards cards off the top of their draw pile; returns how many. */
export function discardTopOfDrawPile(g: Run, who: PlayerId, amount = 1): number {
  // A fatigued Chimera takes a wound for each card discarded from its pile.
  const fatigued = isFatiguedChimera(g.state, who);
  const count = discardTopOfDeck(g.state, g.context, who, amount);
  discardedFromChimeraPile(g.state, g.context, who, count, fatigued);
  return count;
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
 * Place a card of its owner's hand or discard pile on the top or bottom of their draw pile;
 * returns whether it moved. The log names a card from the discard pile, never one from the hand.
 */
export function placeOnDrawPile(g: Run, card: string | null, end: 'top' | 'bottom'): boolean {
  const zone = card ? g.state.cards[card]?.zone : undefined;
  if (!card || (zone !== 'hand' && zone !== 'discard')) return false;
  const owner = inst(g.state, card).owner;
  const name = cardName(g, card);
  moveCard(g.state, card, 'deck', { toTop: end === 'top' });
  addLog(g.state, [
    playerPart(g.state, owner),
    ' places ',
    ...(zone === 'discard' ? [name] : ['a card from their hand']),
    ` on the ${end} of their draw pile`,
  ]);
  return true;
}

/** Place a card of its owner's hand or discard pile on the bottom of their draw pile. */
export function placeOnBottomOfDrawPile(g: Run, card: string | null): void {
  placeOnDrawPile(g, card, 'bottom');
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

/**
 * A card in play is shuffled into its owner's draw pile ("Flicker: shuffle this card into your
 * draw pile at the end of the round": Radiant Light); a conjuration goes back to its pile.
 */
export function shuffleFromPlayIntoDrawPile(g: Run, card: string | null): void {
  if (!card || !isInPlay(g.state, card)) return;
  const owner = inst(g.state, card).owner;
  const name = cardName(g, card);
  const id = leavePlay(g.state, g.context, card, 'deck');
  if (g.state.cards[id]?.zone !== 'deck') return;
  shuffleDeck(g.state, owner);
  addLog(g.state, [name, ' is shuffled into ', playerPart(g.state, owner), "'s draw pile"]);
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

/**
 * Place cards of a player's draw pile on its bottom, the first of `order` above the next
 * (Forewarn: cards looked at on the top). Nobody else learns which.
 */
export function placeOnBottomOfDrawPileFrom(g: Run, who: PlayerId, order: readonly string[]): void {
  const player = g.state.players[who];
  const moving = order.filter((card) => player.deck.includes(card));
  player.deck = [...player.deck.filter((card) => !moving.includes(card)), ...moving];
  if (moving.length > 0)
    addLog(g.state, [
      playerPart(g.state, g.me),
      ` places ${moving.length} card(s) on the bottom of `,
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

/**
 * "Return a unit and any cards attached to it to each card's owner's hand" (Retreat): its
 * alterations first (conjured ones to their conjuration pile), then the unit.
 */
export function returnUnitAndAttachedToHand(g: Run, unit: string | null): void {
  if (!unit || g.state.cards[unit]?.zone !== 'battlefield' || !mayAffect(g, unit)) return;
  for (const alteration of [...inst(g.state, unit).upgrades]) {
    const owner = inst(g.state, alteration).owner;
    const name = cardName(g, alteration);
    const id = leavePlay(g.state, g.context, alteration, 'hand');
    const where = g.state.cards[id]?.zone === 'hand' ? "'s hand" : "'s conjuration pile";
    addLog(g.state, [name, ' is placed into ', playerPart(g.state, owner), where]);
  }
  returnUnitToHand(g, unit);
}

/** Return a ready spell in play to its owner's hand (Stunning Impact). */
export function returnReadySpellToHand(g: Run, spell: string | null): void {
  if (!spell || g.state.cards[spell]?.zone !== 'spellboard' || !mayAffect(g, spell)) return;
  const owner = inst(g.state, spell).owner;
  addLog(g.state, [cardName(g, spell), ' is placed into ', playerPart(g.state, owner), "'s hand"]);
  leavePlay(g.state, g.context, spell, 'hand');
}

/** Place a conjuration from this player's conjuration pile onto a battlefield; null if none or no room. */
export function summon(g: Run, stub: string, onto: PlayerId = g.me): string | null {
  return conjure(g.state, g.context, g.me, stub, onto);
}

/**
 * Place a conjuration from another player's conjuration pile onto a battlefield ("from the
 * conjuration pile of this spell's owner onto your battlefield": Playtime); null if none or
 * no room.
 */
export function summonFrom(
  g: Run,
  stub: string,
  pileOf: PlayerId,
  onto: PlayerId = g.me,
): string | null {
  return conjure(g.state, g.context, pileOf, stub, onto);
}

/**
 * Attach a conjured alteration spell of this player's conjuration pile to a unit or a
 * Phoenixborn in play (Ice Buff, Hunter's Mark, Red Raindrop); you control it. Returns it, or
 * null when none is left or the host is gone or may not be affected.
 */
export function attachConjuredAlteration(g: Run, stub: string, host: string | null): string | null {
  const zone = host ? g.state.cards[host]?.zone : undefined;
  if (!host || (zone !== 'battlefield' && zone !== 'phoenixborn') || !mayAffect(g, host))
    return null;
  return attachConjured(g.state, g.context, g.me, stub, host);
}

/** Move a unit in play to the right end of its controller's battlefield (Wild Throw). */
export function moveUnitToRightEnd(g: Run, unit: string | null): boolean {
  const card = unit ? g.state.cards[unit] : undefined;
  if (!card || card.zone !== 'battlefield' || !mayAffect(g, card.uuid)) return false;
  const battlefield = g.state.players[card.controller].battlefield;
  battlefield.splice(battlefield.indexOf(card.uuid), 1);
  battlefield.push(card.uuid);
  addLog(g.state, [cardName(g, card.uuid), ' is moved to the right end of its battlefield']);
  return true;
}

/**
 * "Remove a target unit from the game. At the end of this turn, place that unit onto its
 * owner's battlefield" (Blink; `../../end-of-turn-returns.ts`). Returns whether it left play.
 */
export function removeFromGameUntilEndOfTurn(g: Run, unit: string | null): boolean {
  if (!unit || g.state.cards[unit]?.zone !== 'battlefield' || !mayAffect(g, unit)) return false;
  addLog(g.state, [cardName(g, unit), ' is removed from the game until the end of the turn']);
  const id = leavePlay(g.state, g.context, unit, 'purged');
  returnAtEndOfTurn(g.state, id);
  return true;
}

/**
 * Remove a card in play (not a Phoenixborn) from the game: "remove it from the game"
 * (Tranquility). A conjuration or conjured alteration goes back to its conjuration pile.
 */
export function removeFromGameFromPlay(g: Run, card: string | null): void {
  const zone = card ? g.state.cards[card]?.zone : undefined;
  if (!card || !isInPlay(g.state, card) || zone === 'phoenixborn') return;
  addLog(g.state, [cardName(g, card), ' is removed from the game']);
  leavePlay(g.state, g.context, card, 'purged');
}
