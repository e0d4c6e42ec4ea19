import {
  addFaceDownAspect,
  addRedRains,
  dealDamage,
  defineBoss,
  opp,
  phoenixbornOf,
  rerollBasicRageDice,
  unitsOf,
} from '../api';
import type { Step } from '../api';

/** "N damage to each opposing unit and the opposing Phoenixborn." */
function damageEachOpposing(amount: number): Step[] {
  return [
    (g) => {
      for (const unit of unitsOf(g, opp(g))) dealDamage(g, unit, amount);
      dealDamage(g, phoenixbornOf(g, opp(g)), amount);
    },
  ];
}

/**
 * The Corpse of Viros: 30 life (35 heroic), ultimate 3. Behaviour I–III and Ultimate I–III
 * as in docs/rules/chimera (behaviours.json, aspects.json), which match the digest's table
 * (section 8.4) row for row. Every row resolves its side before its main (digest 8.1).
 * Rampage and Stormcall are its status aspects (2 pips each).
 */
export default defineBoss({
  chimera: 'corpse-of-viros',
  ultimateCard: 'viros-ultimate',
  behaviourCard: 'viros-behaviour',
  life: { standard: 30, heroic: 35 },
  setup: {
    S1: [1, 2, 2, 2],
    S2: [1, 2, 1, 2, 2],
    S3: [1, 2, 1, 2, 1, 2],
    H1: [1, 2, 1, 1, 2],
    H2: [1, 2, 1, 1, 1, 2],
    H3: [1, 2, 1, 2, 1, 1, 2],
  },
  behaviour: {
    1: [
      { rolls: [1, 2], main: 'reveal' },
      { rolls: [3, 4], main: 'attackElseReveal' },
      { rolls: [5, 6], main: 'revealThenAttackWithRevealed' },
      { rolls: [7, 9], main: 'reveal', side: { kind: 'opponentLowersNonBasicDice', count: 2 } },
      { rolls: [10, 11], main: 'reveal', side: { kind: 'raiseBasicRageDice', count: 1 } },
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
    2: [
      { rolls: [1, 1], main: 'reveal' },
      { rolls: [2, 4], main: 'attackElseReveal' },
      { rolls: [5, 6], main: 'revealThenAttackWithRevealed' },
      { rolls: [7, 9], main: 'reveal', side: { kind: 'damageOpposingPhoenixborn', amount: 1 } },
      { rolls: [10, 11], main: 'reveal', side: { kind: 'raiseBasicRageDice', count: 2 } },
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
    3: [
      { rolls: [1, 3], main: 'attackElseReveal' },
      { rolls: [4, 6], main: 'revealThenAttackWithRevealed' },
      {
        rolls: [7, 9],
        main: 'reveal',
        side: { kind: 'damageOpposingUnit', amount: 1, aim: 'left' },
      },
      { rolls: [10, 11], main: 'reveal', side: { kind: 'raiseBasicRageDice', count: 3 } },
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
  },
  ultimate: {
    1: {
      text: '1 damage to each opposing unit and the opposing Phoenixborn.',
      steps: damageEachOpposing(1),
    },
    2: {
      text: '2 damage to each opposing unit and the opposing Phoenixborn.',
      steps: damageEachOpposing(2),
    },
    3: {
      text: "Add 1 face-down aspect to the Chimera's battlefield.",
      steps: [(g) => addFaceDownAspect(g)],
    },
  },
  aspects: {
    rampage: {
      target: 'right',
      statusCount: 2,
      status: { name: 'Rampage', steps: [(g) => rerollBasicRageDice(g)] },
    },
    'hunting-instincts': { target: 'left', statusCount: 0 },
    firebelly: { target: 'jaw', statusCount: 0 },
    constrict: { target: 'right', statusCount: 0 },
    stormcall: {
      target: 'right',
      statusCount: 2,
      status: {
        name: 'Stormcall',
        steps: [(g) => void dealDamage(g, phoenixbornOf(g, opp(g)), 1)],
        // Its last status token also brings the rain.
        lastToken: [(g) => addRedRains(g, 1)],
      },
    },
    'iron-scales': { target: 'left', statusCount: 0 },
    'frozen-fear': { target: 'jaw', statusCount: 0 },
    whiplash: { target: 'right', statusCount: 0 },
    lurk: { target: 'left', statusCount: 0 },
    glare: { target: 'jaw', statusCount: 0 },
    'dark-descent': { target: 'jaw', statusCount: 0 },
    regenerate: { target: 'right', statusCount: 0 },
  },
});
