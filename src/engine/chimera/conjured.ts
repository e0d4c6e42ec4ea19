/**
 * The Chimera's conjurations (digest 8.4 sides, section 2): a conjured aspect summoned face
 * up with its status tokens (Scarlet Seed), and conjured alterations attached to the
 * opposing player's units counted from the left or the right (Bleed).
 */
import { attachConjuredAlteration } from '../cards/api/verbs-zones';
import { inst, targetableBy } from '../cardinfo';
import { conjure } from '../ops';
import type { Run } from '../runner';
import { opponentOf } from '../sides';
import { aspectRules, requireBoss } from './bosses';
import { requireChimera } from './chimera-state';
import { addRedRains } from './rage';

/**
 * Summons a conjured aspect from the Chimera's conjuration pile; its uuid, or null when none
 * is left. The Chimera card prints no battlefield value, so its battlefield has no limit.
 */
export function summonAspect(g: Run, stub: string): string | null {
  const chimera = requireChimera(g.state);
  const id = conjure(g.state, g.context, chimera.seat, stub, chimera.seat, false);
  if (id === null) return null;
  const rules = aspectRules(requireBoss(g.context, chimera.boss), stub);
  inst(g.state, id).tokens.status = rules?.statusCount ?? 0;
  return id;
}

/** "Summon a [card] if possible, otherwise put 1 Red Rains token on the Chimera." */
export function summonAspectElseAddRedRains(g: Run, stub: string): void {
  if (summonAspect(g, stub) === null) addRedRains(g, 1);
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
  const chimera = requireChimera(g.state);
  const asChimera: Run = { ...g, me: chimera.seat };
  return opposingUnitsFrom(g, aim, count).filter(
    (unit) => attachConjuredAlteration(asChimera, stub, unit) !== null,
  ).length;
}
