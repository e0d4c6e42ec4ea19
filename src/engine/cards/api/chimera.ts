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
import { summonRandomConjuredAspect as summonConjured } from '../../chimera/conjured-aspects';
import type { ChimeraPhase, RageFace } from '../../chimera/chimera-state';
import {
  addRedRains as placeRedRains,
  raiseBasicRage,
  rerollBasicRage,
  rollOneBasicRage,
} from '../../chimera/rage';
import { addLog } from '../../log';
import { call } from '../../runner';
import { opponentOf } from '../../sides';
import { onDestroyed } from './triggers';

export type {
  AspectRules,
  BehaviourRow,
  BossRules,
  DragonFace,
  FaceBehaviour,
  SetupKey,
} from '../../chimera/boss-rules';
export type { ChimeraPhase, RageFace } from '../../chimera/chimera-state';

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

/** The phase of the Chimera's behaviour and ultimate cards. */
export function chimeraPhase(g: Run): ChimeraPhase {
  return requireChimera(g.state).phase;
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
