/**
 * The Chimera's conjurations (digest 8.4 sides, section 2): a conjured aspect summoned
 * (`summon.ts`) else a Red Rains token (Scarlet Seed), and conjured alterations attached to the
 * opposing player's units counted from the left or the right (Bleed).
 */
import { targetableBy } from '../cardinfo';
import { attachConjured } from '../ops';
import type { Run } from '../runner';
import { opponentOf } from '../sides';
import { requireChimera } from './chimera-state';
import { addRedRains } from './rage';
import { summonConjuredAspect } from './summon';

/** "Summon a [card] if possible, otherwise put 1 Red Rains token on the Chimera." */
export function summonAspectElseAddRedRains(g: Run, stub: string): void {
  if (summonConjuredAspect(g.state, g.context, stub) === null) addRedRains(g, 1);
}

/** The opposing player's units the Chimera may target, the first `count` from the left or right. */
export function opposingUnitsFrom(g: Run, aim: 'left' | 'right', count: number): string[] {
  const chimera = requireChimera(g.state);
  const opponent = opponentOf(g.state, chimera.seat);
  const units = g.state.players[opponent].battlefield.filter((u) =>
    targetableBy(g.state, g.context, u, chimera.seat),
  );
  const ordered = aim === 'left' ? units : [...units].reverse();
  return ordered.slice(0, count);
}

/**
 * Attaches a conjured alteration of the Chimera's pile to each of the `count` leftmost or
 * rightmost opposing units (one each); how many were attached.
 */
export function attachToOpposingUnits(
  g: Run,
  stub: string,
  aim: 'left' | 'right',
  count = 1,
): number {
  const { seat } = requireChimera(g.state);
  return opposingUnitsFrom(g, aim, count).filter(
    (unit) => attachConjured(g.state, g.context, seat, stub, unit) !== null,
  ).length;
}
