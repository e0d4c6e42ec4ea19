/**
 * Artifice and astral dice on cards (Ashes Ascendancy; the rules in `../../ascendancy-dice.ts`
 * and `../README.md`, "Ascendancy: astral and artifice magic"): which cards are charged,
 * where those dice may go, and the verbs that place and move them.
 */
import {
  artificeHosts,
  astralHosts,
  cardsControlledInPlay,
  hasAstralDie as cardHasAstralDie,
  isCharged as cardIsCharged,
  keepAstralDiceThisTurn as keepAstralDice,
} from '../../ascendancy-dice';
import { inst } from '../../cardinfo';
import { levelRank } from '../../costs';
import { exhaustedDice } from '../../ops';
import { addLog, cardPart, diePart, playerPart } from '../../log';
import type { Run } from '../../runner';
import { diceOnCard, placeDieOnCard } from '../../spell-dice';
import type { DieState } from '../../state';
import type { Scope } from './queries';

/** "This card is charged": it has an artifice die on it. */
export function isCharged(s: Scope, card: string): boolean {
  return cardIsCharged(s.state, card);
}

/** Every card this player controls in play: Phoenixborn, units, ready spells, alterations. */
export function cardsYouControl(s: Scope): string[] {
  return cardsControlledInPlay(s.state, s.me);
}

/** "A charged card you control". */
export function chargedCardsOf(s: Scope): string[] {
  return cardsYouControl(s).filter((card) => cardIsCharged(s.state, card));
}

/** "Each artifice die on cards you control": how many. */
export function artificeDiceOnYourCards(s: Scope): number {
  return cardsYouControl(s).reduce(
    (count, card) => count + diceOnCard(s.state, card).filter((d) => d.magic === 'artifice').length,
    0,
  );
}

/** Whether a card has an astral die on it ("if your Phoenixborn has an astral die on it"). */
export function hasAstralDie(s: Scope, card: string): boolean {
  return cardHasAstralDie(s.state, card);
}

/** The cards an artifice or astral die of this player may go onto now. */
export function hostsForDie(s: Scope, magic: 'artifice' | 'astral'): string[] {
  return magic === 'artifice' ? artificeHosts(s.state, s.me) : astralHosts(s.state, s.me);
}

/** The dice of this magic in the player's exhausted pool. */
function exhaustedDiceOfMagic(s: Scope, magic: 'artifice' | 'astral'): Readonly<DieState>[] {
  return exhaustedDice(s.state, s.me).filter((d) => d.magic === magic);
}

/** Whether this player has a die of this magic in their exhausted pool. */
export function hasExhaustedDie(s: Scope, magic: 'artifice' | 'astral'): boolean {
  return exhaustedDiceOfMagic(s, magic).length > 0;
}

/**
 * "Place an artifice (astral) die from your exhausted pool onto …": a die of that magic goes
 * onto the card, if the card may hold it (an astral die only on a unit or Phoenixborn of
 * this player without one). Returns whether a die was placed.
 */
export function placeExhaustedDieOn(
  g: Run,
  magic: 'artifice' | 'astral',
  card: string | null,
): boolean {
  if (!card || !hostsForDie(g, magic).includes(card)) return false;
  // Which die goes is not asked: a die on a card does the same whatever its face, so the
  // lowest face goes and the higher ones stay in the pool.
  const die = [...exhaustedDiceOfMagic(g, magic)].sort(
    (a, b) => levelRank(a.level) - levelRank(b.level),
  )[0];
  return die !== undefined && placeDieOnCard(g.state, g.context, die.uuid, card);
}

/** "Move an artifice die from a card you control onto another card you control". */
export function moveArtificeDie(g: Run, from: string | null, to: string | null): boolean {
  if (!from || !to || from === to || !artificeHosts(g.state, g.me).includes(to)) return false;
  const die = diceOnCard(g.state, from).find((d) => d.magic === 'artifice' && d.owner === g.me);
  if (!die) return false;
  die.host = to;
  addLog(g.state, [
    playerPart(g.state, g.me),
    ' moves ',
    diePart(die),
    ' from ',
    cardPart(g.context, inst(g.state, from).stub),
    ' onto ',
    cardPart(g.context, inst(g.state, to).stub),
  ]);
  return true;
}

/** "For the remainder of the turn, astral dice you control do not exhaust when preventing damage" (Dodge). */
export function keepAstralDiceThisTurn(g: Run): void {
  keepAstralDice(g.state, g.me);
  addLog(g.state, [
    playerPart(g.state, g.me),
    "'s astral dice stay on their cards when preventing damage this turn",
  ]);
}
