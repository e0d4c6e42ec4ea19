/**
 * The card-script API of the solo bosses (Red Rains): declaring a boss's rules and its
 * aspects, and the verbs their abilities use (rage dice, Red Rains, face-down aspects).
 * Every aspect has Alert (it counters without exhausting) and bleeds: when it is destroyed
 * the Chimera takes wounds equal to its blood (red-rains-chimera digest sections 2 and 13).
 */
import { defineCard } from '../registry';
import type { CardScript } from './types';
import type { Run } from '../../runner';
import type { BossRules } from '../../chimera/boss-rules';
import { bleed, bringBackAspect, chimeraPart, dealFaceDownAspect } from '../../chimera/cards';
import { requireChimera } from '../../chimera/chimera-state';
import type { ChimeraPhase, RageFace } from '../../chimera/chimera-state';
import {
  addRedRains as placeRedRains,
  raiseBasicRage,
  rerollBasicRage,
  rerollSomeBasicRage,
  rerollSomeBasicRageFaces,
  rollOneBasicRage,
} from '../../chimera/rage';
import {
  summonConjuredAspects,
  summonRandomConjuredAspect as summonConjured,
} from '../../chimera/summon';
import type { SummonEnd } from '../../chimera/summon';
import { addLog } from '../../log';
import { destroyUnit } from '../../ops';
import { isConjurationCard } from '../../cardinfo';
import { byMe } from './verb-helpers';
import { randomInt } from '../../rng';
import { call } from '../../runner';
import { opponentOf } from '../../sides';
import { onDestroyed } from './triggers';
import { attachConjuredAlteration } from './verbs-zones';

export type {
  AspectRules,
  BehaviourRow,
  BossRules,
  ScriptedSide,
  DragonFace,
  FaceBehaviour,
  SetupKey,
} from '../../chimera/boss-rules';
export type { ChimeraPhase, RageFace } from '../../chimera/chimera-state';
/** Scarlet Seed summoned else a Red Rains token; Bleed on the opposing units from the left or right. */
export { attachToOpposingUnits, summonAspectElseAddRedRains } from '../../chimera/conjured';

/**
 * The behaviour card both Dragonborn share (Scatha Kalani's): no d12 table, the behaviour die's
 * face picks the row, and the generic threat-4 setup pattern of each level. A Dragonborn's own
 * file adds its life, Ultimate and ready spell.
 */
export const DRAGONBORN_BEHAVIOUR = {
  behaviourCard: 'scatha-behaviour',
  setup: {
    S1: [1, 2, 1, 2],
    S2: [1, 2, 1, 2, 2],
    S3: [1, 2, 1, 2, 1, 2],
    H1: [1, 2, 1, 2, 1],
    H2: [1, 2, 1, 2, 1, 2],
    H3: [1, 2, 1, 2, 1, 2, 1],
  },
  behaviour: { 1: [], 2: [], 3: [] },
  faceBehaviour: {
    basic: { main: 'attackElseReveal' },
    class: { main: 'reveal', side: { kind: 'activateReadySpell' } },
    power: { main: 'revealThenAttackWithRevealed' },
  },
} satisfies Pick<BossRules, 'behaviourCard' | 'setup' | 'behaviour' | 'faceBehaviour'>;

/** A boss's rules, as its release declares them. */
export function defineBoss(rules: BossRules): BossRules {
  return rules;
}

/** An aspect: its own script, plus Alert and its blood wounds when it is destroyed. */
export function defineAspect(script: CardScript): CardScript {
  return defineCard({
    ...script,
    keywords: { alert: 1, ...script.keywords },
    // Blood first: it is taken for the destruction even when an aspect's own ability then
    // brings it back (Regenerate).
    triggers: [
      onDestroyed('Blood', [(g) => bleed(g.state, g.context, script.stub)]),
      ...(script.triggers ?? []),
    ],
  });
}

/** Raises up to `count` basic rage dice one level. */
export function raiseRageDice(g: Run, count: number): number {
  return raiseBasicRage(g, count);
}

/** Re-rolls every basic rage die. */
export function rerollBasicRageDice(g: Run): void {
  rerollBasicRage(g);
}

/** Re-rolls up to `count` basic rage dice ("re-roll up to 4 basic rage dice": Thunderclap). */
export function rerollSomeRageDice(g: Run, count: number): number {
  return rerollSomeBasicRage(g, count);
}

/**
 * Re-rolls up to `count` different basic rage dice; their new faces ("for each one that comes
 * up basic again": Panic).
 */
export function rerollRageDiceFaces(g: Run, count: number): RageFace[] {
  return rerollSomeBasicRageFaces(g, count);
}

/**
 * Resolves only the side of the current phase's behaviour row for `roll` (Lunge: "resolve the
 * side of the row for the roll + 3"), as the behaviour step would; a row without one does
 * nothing.
 */
export function resolveBehaviourSide(g: Run, roll: number): void {
  const { seat, phase } = requireChimera(g.state);
  addLog(g.state, [chimeraPart(g.state, g.context), ` resolves the side of behaviour row ${roll}`]);
  call(g, 'chimeraSide', { phase, roll, revealed: null }, seat);
}

/** Summons up to `count` of the Chimera's conjured aspects (Rainwalker) at one end of its battlefield; how many came. */
export function summonAspects(g: Run, stub: string, count = 1, end: SummonEnd = 'right'): number {
  return summonConjuredAspects(g.state, g.context, stub, count, end);
}

/** "Destroy the Chimera's rightmost conjured aspect" (Torrential Sacrifice, Crimson Pyre): whether one was destroyed. */
export function destroyRightmostConjuredAspect(g: Run): boolean {
  const { seat } = requireChimera(g.state);
  const rightmost = g.state.players[seat].battlefield
    .filter((u) => isConjurationCard(g.state, g.context, u))
    .at(-1);
  return rightmost !== undefined && destroyUnit(g.state, g.context, rightmost, byMe(g)) !== null;
}

/** Re-rolls one basic rage die; its new face, or null when none is basic. */
export function rollRageDie(g: Run): RageFace | null {
  return rollOneBasicRage(g);
}

/** Puts Red Rains tokens on the Chimera, one at a time (each may fire the Ultimate). */
export function addRedRains(g: Run, count: number): void {
  placeRedRains(g, count);
}

/** Adds one face-down aspect to the right of the Chimera's battlefield. */
export function addFaceDownAspect(g: Run): void {
  if (dealFaceDownAspect(g.state, g.context))
    addLog(g.state, ['A face-down aspect is added to ', chimeraPart(g.state, g.context)]);
}

/** Rolls the behaviour die (a d12) outside the behaviour step (Erratic Strike); its result. */
export function rollBehaviourDie(g: Run): number {
  const roll = randomInt(g.state, 12) + 1;
  addLog(g.state, [chimeraPart(g.state, g.context), ` rolls the behaviour die: ${roll}`]);
  return roll;
}

/** The phase of the Chimera's behaviour and ultimate cards. */
export function chimeraPhase(s: Pick<Run, 'state'>): ChimeraPhase {
  return requireChimera(s.state).phase;
}

/**
 * The aspect the behaviour row's main just revealed, for a side that resolves after the
 * reveal (`afterReveal`): "attach a Vigor to the aspect just revealed".
 */
export function revealedAspect(g: Run): string | null {
  const revealed = g.ctx.revealed;
  return typeof revealed === 'string' && g.state.cards[revealed]?.zone === 'battlefield'
    ? revealed
    : null;
}

/**
 * Attach a conjured alteration of this stub unless the host already has one ("at most one
 * Stun per card"). Returns it, or null when none was attached.
 */
export function attachOnePerHost(g: Run, stub: string, host: string | null): string | null {
  const already = host
    ? (g.state.cards[host]?.upgrades ?? []).some((u) => g.state.cards[u]?.stub === stub)
    : false;
  return already ? null : attachConjuredAlteration(g, stub, host);
}

/** The destroyed aspect comes back into play exhausted and unwounded; the Chimera takes 1 damage. */
export function returnDestroyedAspect(g: Run, card: string | null): void {
  if (card) bringBackAspect(g.state, g.context, card);
}

/** The opposing player lowers up to `count` of their non-basic dice one level, one at a time (their choice). */
export function opponentLowersNonBasicDice(g: Run, count: number): void {
  call(g, 'chimeraLowerDice', { left: count }, opponentOf(g.state, g.me));
}

/** Summons a random conjured aspect of the Chimera's conjuration pile face up; null when none is left. */
export function summonRandomConjuredAspect(g: Run): string | null {
  return summonConjured(g.state, g.context);
}
