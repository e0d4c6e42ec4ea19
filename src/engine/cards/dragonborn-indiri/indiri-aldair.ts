import {
  DRAGONBORN_BEHAVIOUR,
  dealDamage,
  defineBoss,
  opp,
  raiseRageDice,
  summonRandomConjuredAspect,
  unitsOf,
} from '../api';
import type { Step } from '../api';

/** "N damage to the opponent's leftmost unit" (skipped with no unit). */
function damageLeftmostUnit(amount: number): Step {
  return (g) => void dealDamage(g, unitsOf(g, opp(g))[0] ?? null, amount);
}

/** "Summon N random arrows" (its conjuration pile holds only arrows); fewer when the pile runs out. */
function summonArrows(count: number): Step {
  return (g) => {
    for (let i = 0; i < count; i++) summonRandomConjuredAspect(g);
  };
}

/**
 * Indiri Aldair (Dragonborn, Ascendancy PvE): 30 life, threat 4. Facts from
 * docs/rules/chimera (behaviours.json `scatha-behaviour`, which both Dragonborn use, and
 * aspects.json); the decisions are Scatha Kalani's (`../dragonborn-scatha/README.md`): 35
 * life at heroic, the generic threat-4 setup patterns, the behaviour die's face, the class
 * face's ready spell, the progress part played as the Ultimate fired by Red Rains, and its
 * status ability Loose spending the Dragonborn's own status tokens while it is unexhausted.
 * The ready spell's "raise basic dragon dice" raises the engine's basic rage dice.
 */
export default defineBoss({
  chimera: 'indiri-aldair',
  ultimateCard: 'indiri-ultimate',
  life: { standard: 30, heroic: 35 },
  // No d12 table: the behaviour die's face picks the row (the shared Dragonborn behaviour card).
  ...DRAGONBORN_BEHAVIOUR,
  readySpell: {
    1: { text: 'Raise 1 basic dragon die.', steps: [(g) => void raiseRageDice(g, 1)] },
    2: { text: 'Raise 1 basic dragon die.', steps: [(g) => void raiseRageDice(g, 1)] },
    3: { text: 'Raise 2 basic dragon dice.', steps: [(g) => void raiseRageDice(g, 2)] },
  },
  ultimate: {
    1: {
      text: "2 damage to the opposing player's leftmost unit, then summon 1 random arrow.",
      steps: [damageLeftmostUnit(2), summonArrows(1)],
    },
    2: {
      text: "3 damage to the opposing player's leftmost unit, then summon 2 random arrows.",
      steps: [damageLeftmostUnit(3), summonArrows(2)],
    },
    3: { text: 'Summon 3 random arrows.', steps: [summonArrows(3)] },
  },
  aspects: {
    'indiri-aldair': {
      target: null,
      statusCount: 0,
      status: { name: 'Loose', steps: [summonArrows(1)] },
    },
    'volley-of-arrows': {
      target: 'jaw',
      statusCount: 2,
      status: { name: 'Volley of Arrows', steps: [summonArrows(1)] },
    },
    fletch: { target: null, statusCount: 0 },
    godshield: { target: 'right', statusCount: 0 },
    'quick-shot': { target: 'jaw', statusCount: 0 },
    oppress: { target: 'left', statusCount: 0 },
    'lie-in-wait': { target: 'jaw', statusCount: 0 },
    'burning-arrow': { target: 'jaw', statusCount: 0 },
    'whistling-arrow': { target: 'jaw', statusCount: 0 },
    'entangling-arrow': { target: 'jaw', statusCount: 0 },
  },
});
