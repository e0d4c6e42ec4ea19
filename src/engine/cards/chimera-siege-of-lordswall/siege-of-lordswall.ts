import {
  chooseCard,
  dealDamage,
  defineBoss,
  destroy,
  destroyRightmostConjuredAspect,
  opp,
  phoenixbornOf,
  summonAspects,
  unitsOf,
} from '../api';
import type { Step } from '../api';

/** "N damage to each opposing unit, then summon 2 Rainwalkers." */
function damageUnitsThenSummon(amount: number): Step[] {
  return [
    (g) => {
      for (const unit of unitsOf(g, opp(g))) dealDamage(g, unit, amount);
    },
    (g) => void summonAspects(g, 'rainwalker', 2),
  ];
}

/** One point of Crimson Pyre's damage: the opposing player picks their own unit or Phoenixborn. */
function pyrePoint(key: string, nth: string) {
  return chooseCard(key, {
    title: `Crimson Pyre: deal 1 damage (${nth} of 2) to one of your units or your Phoenixborn`,
    from: (g) => [...unitsOf(g, opp(g)), phoenixbornOf(g, opp(g))],
    by: (g) => opp(g),
  });
}
const pyreFirst = pyrePoint('crimsonPyreFirst', 'first');
const pyreSecond = pyrePoint('crimsonPyreSecond', 'second');

/**
 * The Siege of Lordswall: 30 life (35 heroic), ultimate 3. Behaviour I–III and Ultimate I–III
 * as in docs/rules/chimera (behaviours.json, aspects.json); every row resolves its side before
 * its main (digest 8.1). Its status aspects are Carrion Call (2), Unending Forces (3), Crimson
 * Pyre (3) and Death Knell (2); Rainwalker is its conjured aspect (7 copies, jaw).
 * Decisions: the Chimera's battlefield has no limit for summons; a summon with no Rainwalker
 * left in the pile does nothing; the phase II wound side lets the player choose only while
 * they have a unit (otherwise it goes on their Phoenixborn).
 */
export default defineBoss({
  chimera: 'siege-of-lordswall',
  ultimateCard: 'lordswall-ultimate',
  behaviourCard: 'lordswall-behaviour',
  life: { standard: 30, heroic: 35 },
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
      { rolls: [5, 6], main: 'revealThenAttackWithRightmost' },
      { rolls: [7, 9], main: 'reveal', side: { kind: 'rerollBasicRageDice', count: 2 } },
      {
        rolls: [10, 11],
        main: 'reveal',
        side: { kind: 'summonConjuredAspect', card: 'rainwalker', count: 1 },
        sideText: 'Summon a Rainwalker.',
      },
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
    2: [
      { rolls: [1, 1], main: 'reveal' },
      { rolls: [2, 4], main: 'attackElseReveal' },
      { rolls: [5, 6], main: 'revealThenAttackWithRightmost' },
      { rolls: [7, 9], main: 'reveal', side: { kind: 'opponentPlacesWound', amount: 1 } },
      {
        rolls: [10, 11],
        main: 'reveal',
        side: { kind: 'summonConjuredAspect', card: 'rainwalker', count: 1 },
        sideText: 'Summon a Rainwalker.',
      },
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
    3: [
      { rolls: [1, 3], main: 'attackElseReveal' },
      { rolls: [4, 6], main: 'revealThenAttackWithRightmost' },
      {
        rolls: [7, 11],
        main: 'reveal',
        side: { kind: 'summonConjuredAspect', card: 'rainwalker', count: 1 },
        sideText: 'Summon a Rainwalker.',
      },
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
  },
  ultimate: {
    1: {
      text: '1 damage to each opposing unit, then summon 2 Rainwalkers.',
      steps: damageUnitsThenSummon(1),
    },
    2: {
      text: '2 damage to each opposing unit, then summon 2 Rainwalkers.',
      steps: damageUnitsThenSummon(2),
    },
    3: { text: 'Summon 3 Rainwalkers.', steps: [(g) => void summonAspects(g, 'rainwalker', 3)] },
  },
  aspects: {
    'at-the-gates': { target: 'left', statusCount: 0 },
    'carrion-call': {
      target: 'right',
      statusCount: 2,
      status: {
        name: 'Carrion Call',
        steps: [],
        lastToken: [(g) => void summonAspects(g, 'rainwalker', 3)],
      },
    },
    'charging-horde': { target: 'jaw', statusCount: 0 },
    thunderclap: { target: 'right', statusCount: 0 },
    'flanking-strike': { target: 'right', statusCount: 0 },
    heartpierce: { target: 'jaw', statusCount: 0 },
    'skeletal-wall': { target: 'jaw', statusCount: 0 },
    'unending-forces': {
      target: 'right',
      statusCount: 3,
      status: { name: 'Unending Forces', steps: [(g) => void summonAspects(g, 'rainwalker')] },
    },
    convert: { target: 'left', statusCount: 0 },
    'torrential-sacrifice': { target: 'jaw', statusCount: 0 },
    'crimson-pyre': {
      target: 'left',
      statusCount: 3,
      status: {
        name: 'Crimson Pyre',
        steps: [
          (g) => {
            g.ctx.pyre = destroyRightmostConjuredAspect(g);
          },
          (g) => (g.ctx.pyre === true ? pyreFirst.ask(g) : undefined),
          (g) => void (g.ctx.pyre === true && dealDamage(g, pyreFirst.of(g), 1)),
          (g) => (g.ctx.pyre === true ? pyreSecond.ask(g) : undefined),
          (g) => void (g.ctx.pyre === true && dealDamage(g, pyreSecond.of(g), 1)),
        ],
      },
    },
    'death-knell': {
      target: 'right',
      statusCount: 2,
      status: {
        name: 'Death Knell',
        steps: [],
        lastToken: [(g) => void destroy(g, unitsOf(g, opp(g))[0] ?? null)],
      },
    },
    rainwalker: { target: 'jaw', statusCount: 0 },
  },
});
