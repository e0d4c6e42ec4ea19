/** Verbs on dice: spending, exhausting, raising, lowering, changing. */
import { lower, raise, rollDie } from '../../dice';
import { opponentDiceLocked } from '../../laws';
import { addLog, diePart, playerPart } from '../../log';
import { call } from '../../runner';
import type { Run, Step } from '../../runner';
import type { DieLevel } from '../../../domain/dice';
import { activeDice, returnDie } from '../../ops';
import { noteDieAffected } from '../../dice-affected';
import { placeDieOnCard } from '../../spell-dice';

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
  if (opponentDiceLocked(g.state, g.context, g.me, state.owner)) return;
  lower(state);
  noteDieAffected(g.state, g.me, state.owner, 'lowered');
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

/**
 * Remove a die of a player's pool from the game: it stays theirs (the dice they started with
 * are kept) but is in no pool for the rest of the game. A die on a card stays there.
 */
export function removeDieFromGame(g: Run, die: string | null): boolean {
  const state = die ? g.state.dice[die] : undefined;
  if (!state || (state.location !== 'active' && state.location !== 'exhausted')) return false;
  state.location = 'removed';
  addLog(g.state, [
    playerPart(g.state, state.owner),
    ' removes ',
    diePart(state),
    ' from the game',
  ]);
  return true;
}

/**
 * Raise a die of an active pool one level (a power die stays power); an opponent's die only
 * while their dice may be changed (Law of Assurance).
 */
export function raiseDie(g: Run, die: string | null): void {
  const state = die ? g.state.dice[die] : undefined;
  if (!state || state.location !== 'active' || state.level === 'power') return;
  if (opponentDiceLocked(g.state, g.context, g.me, state.owner)) return;
  raise(state);
  if (state.owner !== g.me) {
    noteDieAffected(g.state, g.me, state.owner, 'changed');
    addLog(g.state, [
      playerPart(g.state, g.me),
      ' raises a die of ',
      playerPart(g.state, state.owner),
      ' to ',
      diePart(state),
    ]);
  } else addLog(g.state, [playerPart(g.state, g.me), ' raises a die to ', diePart(state)]);
}

/** Raise each of these dice one level ("raise 2 dice in your active pool one level"). */
export function raiseDice(g: Run, dice: readonly string[] | null): void {
  for (const die of dice ?? []) raiseDie(g, die);
}

/** Lower each of these dice one level ("lower 3 dice in a target opponent's active pool"). */
export function lowerDice(g: Run, dice: readonly string[] | null): void {
  for (const die of dice ?? []) lowerDie(g, die);
}

/**
 * "Place a die of your exhausted pool into your active pool on a side of your choice"
 * (Resonance); false when it is not in this player's exhausted pool.
 */
export function readyDieOnSide(g: Run, die: string | null, level: DieLevel | null): boolean {
  const state = die ? g.state.dice[die] : undefined;
  if (!state || level === null || state.owner !== g.me || state.location !== 'exhausted')
    return false;
  state.location = 'active';
  state.level = level;
  addLog(g.state, [
    playerPart(g.state, g.me),
    ' places ',
    diePart(state),
    ' into their active pool',
  ]);
  return true;
}

/** "Change N dice in your active pool to a side of your choice." */
export function changeDice(amount: number): Step {
  return (g) => call(g, 'changeDice', { left: amount });
}

/** "Change all dice in your active pool to their class side" (or another side). */
export function setActiveDiceTo(g: Run, level: DieLevel): void {
  const dice = activeDice(g.state, g.me).filter((d) => d.level !== level);
  for (const die of dice) die.level = level;
  if (dice.length > 0)
    addLog(g.state, [playerPart(g.state, g.me), ` changes ${dice.length} active dice to ${level}`]);
}

/**
 * Change a die of a player's active pool to a side of the acting player's choice; refused for
 * an opponent's die while their dice may not be changed (Law of Assurance).
 */
export function setDieSide(g: Run, die: string | null, level: DieLevel): boolean {
  const state = die ? g.state.dice[die] : undefined;
  if (!state || state.location !== 'active') return false;
  if (opponentDiceLocked(g.state, g.context, g.me, state.owner)) return false;
  state.level = level;
  noteDieAffected(g.state, g.me, state.owner, 'changed');
  addLog(g.state, [
    playerPart(g.state, g.me),
    ' changes a die of ',
    playerPart(g.state, state.owner),
    ' to ',
    diePart(state),
  ]);
  return true;
}

/**
 * "Place that die on this spell" (Reimagine, Royal Charm): a die of this player, from any of
 * their pools, goes onto a card of theirs in play; false when it cannot.
 */
export function placeDieOn(g: Run, die: string | null, card: string | null): boolean {
  if (!die || !card || g.state.dice[die]?.owner !== g.me) return false;
  return placeDieOnCard(g.state, g.context, die, card);
}

/**
 * Re-roll dice of active pools; a die of an opponent's pool is left alone while Law of
 * Assurance forbids it. Returns how many dice were re-rolled.
 */
export function rerollDice(g: Run, dice: readonly string[]): number {
  let rerolled = 0;
  for (const id of dice) {
    const die = g.state.dice[id];
    if (!die || die.location !== 'active') continue;
    if (opponentDiceLocked(g.state, g.context, g.me, die.owner)) continue;
    rollDie(g.state, die);
    noteDieAffected(g.state, g.me, die.owner, 'rerolled');
    rerolled += 1;
    addLog(g.state, [
      playerPart(g.state, g.me),
      ' re-rolls a die of ',
      playerPart(g.state, die.owner),
      ': ',
      diePart(die),
    ]);
  }
  return rerolled;
}

/**
 * Place a die sitting on a card into its owner's exhausted pool ("place each charm die on that
 * opponent's exhausted units into its owner's exhausted pool": Venom Strike); false when it is
 * on no card.
 */
export function returnDieToExhaustedPool(g: Run, die: string | null): boolean {
  const state = die ? g.state.dice[die] : undefined;
  if (!state || state.location !== 'attached') return false;
  returnDie(g.state, state);
  addLog(g.state, [
    diePart(state),
    ' is placed into the exhausted pool of ',
    playerPart(g.state, state.owner),
  ]);
  return true;
}
