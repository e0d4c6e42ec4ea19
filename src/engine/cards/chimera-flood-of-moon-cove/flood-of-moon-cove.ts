import {
  addFaceDownAspect,
  attachConjuredAlteration,
  chimeraPhase,
  dealDamage,
  defineBoss,
  destroy,
  exhaust,
  isExhausted,
  opp,
  phoenixbornOf,
  raiseRageDice,
  unitsOf,
} from '../api';
import type { Step } from '../api';

/** "Attach N Drowning to the opposing Phoenixborn" (one at a time: the pile may run out). */
function drownOpponent(count: number): Step {
  return (g) => {
    for (let i = 0; i < count; i++)
      attachConjuredAlteration(g, 'drowning', phoenixbornOf(g, opp(g)));
  };
}

/** "Exhaust every unexhausted opposing unit" (Whirlpool). */
const exhaustEachOpposingUnit: Step = (g) => {
  for (const unit of unitsOf(g, opp(g))) if (!isExhausted(g, unit)) exhaust(g, unit);
};

/**
 * The Flood of Moon Cove: 35 life (40 heroic), ultimate 3. The card file says 30 life; the
 * digest (sections 2 and 14.1) and aspects.json give 35/40, which we follow. Behaviour I–III
 * and Ultimate I–III as in docs/rules/chimera (behaviours.json, aspects.json); every row
 * resolves its side before its main (digest 8.1). Whirlpool (3 pips), Drag Below and
 * Insatiable (2 pips) are its status aspects. Drowning goes on the opposing Phoenixborn
 * (digest 14.10).
 */
export default defineBoss({
  chimera: 'flood-of-moon-cove',
  ultimateCard: 'moon-cove-ultimate',
  behaviourCard: 'moon-cove-behaviour',
  life: { standard: 35, heroic: 40 },
  setup: {
    S1: [1, 2, 1, 2],
    S2: [1, 2, 1, 2, 2],
    S3: [1, 2, 1, 2, 1, 2],
    H1: [1, 2, 1, 2, 1],
    H2: [1, 2, 1, 2, 1, 2],
    H3: [1, 2, 1, 2, 1, 2, 1],
  },
  behaviour: {
    1: [
      { rolls: [1, 2], main: 'reveal' },
      { rolls: [3, 4], main: 'attackElseReveal' },
      { rolls: [5, 6], main: 'revealThenAttackWithRevealed' },
      { rolls: [7, 9], main: 'reveal', side: { kind: 'rerollBasicRageDice', count: 2 } },
      {
        rolls: [10, 11],
        main: 'reveal',
        side: { kind: 'attachConjuredAlteration', card: 'drowning' },
      },
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
    2: [
      { rolls: [1, 1], main: 'reveal' },
      { rolls: [2, 4], main: 'attackElseReveal' },
      { rolls: [5, 6], main: 'revealThenAttackWithRevealed' },
      {
        rolls: [7, 9],
        main: 'reveal',
        side: { kind: 'damageOpposingUnit', amount: 1, aim: 'left' },
      },
      {
        rolls: [10, 11],
        main: 'reveal',
        side: { kind: 'attachConjuredAlteration', card: 'drowning' },
      },
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
    3: [
      { rolls: [1, 4], main: 'attackElseReveal' },
      { rolls: [5, 8], main: 'revealThenAttackWithRevealed' },
      {
        rolls: [9, 11],
        main: 'reveal',
        side: { kind: 'attachConjuredAlteration', card: 'drowning' },
      },
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
  },
  ultimate: {
    1: {
      text: "Destroy the opponent's leftmost unit, then attach 2 Drowning to the opposing Phoenixborn.",
      steps: [(g) => void destroy(g, unitsOf(g, opp(g))[0] ?? null), drownOpponent(2)],
    },
    2: {
      text: 'Deal 2 damage to each opposing unit, then attach 2 Drowning to the opposing Phoenixborn.',
      steps: [
        (g) => {
          for (const unit of unitsOf(g, opp(g))) dealDamage(g, unit, 2);
        },
        drownOpponent(2),
      ],
    },
    3: {
      text: "Deal 1 damage to the opposing Phoenixborn, then add 1 face-down aspect to the Chimera's battlefield.",
      steps: [(g) => void dealDamage(g, phoenixbornOf(g, opp(g)), 1), (g) => addFaceDownAspect(g)],
    },
  },
  aspects: {
    // The Abyss deck.
    capsize: { target: 'right', statusCount: 0 },
    whirlpool: {
      target: 'jaw',
      statusCount: 3,
      // Only its last status token does something.
      status: { name: 'Whirlpool', steps: [], lastToken: [exhaustEachOpposingUnit] },
    },
    undertow: { target: 'left', statusCount: 0 },
    'drag-below': {
      target: 'right',
      statusCount: 2,
      status: { name: 'Drag Below', steps: [drownOpponent(1)] },
    },
    'deep-end': { target: 'left', statusCount: 0 },
    'from-the-depths': { target: 'jaw', statusCount: 0 },
    // The Wave deck.
    insatiable: {
      target: 'right',
      statusCount: 2,
      // "Raise as many basic rage dice as the current phase number one level."
      status: { name: 'Insatiable', steps: [(g) => void raiseRageDice(g, chimeraPhase(g))] },
    },
    tyranny: { target: 'jaw', statusCount: 0 },
    'stunning-impact': { target: 'jaw', statusCount: 0 },
    'shore-breaker': { target: 'left', statusCount: 0 },
    deluge: { target: 'jaw', statusCount: 0 },
    riptide: { target: 'right', statusCount: 0 },
  },
});
