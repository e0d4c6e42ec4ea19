import {
  activeDiceOf,
  attachConjuredAlteration,
  attachOnePerHost,
  chooseDie,
  chooseOption,
  dealDamage,
  defineBoss,
  destroy,
  exhaustedDiceOf,
  isExhausted,
  lowerDie,
  lowerableDiceOf,
  opp,
  phoenixbornOf,
  removeDieFromGame,
  rerollDice,
  revealedAspect,
  unitsOf,
} from '../api';
import type { Run, ScriptedSide, Step } from '../api';

/** A Stun on each opposing unit and on the opposing Phoenixborn. */
function stunEachOpposing(g: Run): void {
  for (const unit of unitsOf(g, opp(g))) attachOnePerHost(g, 'stun', unit);
  attachOnePerHost(g, 'stun', phoenixbornOf(g, opp(g)));
}

/** A Stun on the opposing player's leftmost or rightmost unexhausted unit. */
function stunUnexhausted(g: Run, aim: 'left' | 'right'): void {
  const awake = unitsOf(g, opp(g)).filter((u) => !isExhausted(g, u));
  attachOnePerHost(g, 'stun', (aim === 'left' ? awake[0] : awake.at(-1)) ?? null);
}

/** 1 damage to each exhausted opposing unit, and to the opposing Phoenixborn if it is exhausted. */
function damageEachExhaustedOpposing(g: Run): void {
  const pb = phoenixbornOf(g, opp(g));
  const exhausted = [...unitsOf(g, opp(g)), pb].filter((c) => isExhausted(g, c));
  for (const card of exhausted) dealDamage(g, card, 1);
}

/** The opposing player lowers one of their dice one level, their choice. */
function opponentLowersOneDie(key: string, source: string): Step[] {
  const die = chooseDie(key, {
    title: `${source}: lower 1 of your dice one level`,
    from: (g) => lowerableDiceOf(g, opp(g)),
    by: (g) => opp(g),
  });
  return [die.ask, (g) => lowerDie(g, die.of(g))];
}

const loweredOrDamaged = chooseOption('scourgeLowerOrDamage', {
  title: 'Frostwild Scourge: lower 2 of your non-basic dice one level, or take 1 damage',
  options: { lower: 'Lower 2 dice', damage: 'Take 1 damage' },
  // Skipped when they have no non-basic active die.
  when: (g) => lowerableDiceOf(g, opp(g)).length > 0,
  by: (g) => opp(g),
});

/**
 * Phase III side (rolls 8–9): the opposing player either lowers 2 of their non-basic active
 * dice one level (as many as they have, when fewer) or takes 1 damage on their Phoenixborn.
 */
const lowerTwoOrTakeDamage: Step[] = [
  loweredOrDamaged.ask,
  (g) => {
    if (loweredOrDamaged.of(g) === 'damage') dealDamage(g, phoenixbornOf(g, opp(g)), 1);
  },
  ...opponentLowersOneDie('scourgeLowerFirst', 'Frostwild Scourge').map(onlyIfLowering),
  ...opponentLowersOneDie('scourgeLowerSecond', 'Frostwild Scourge').map(onlyIfLowering),
];

function onlyIfLowering(step: Step): Step {
  return (g) => (loweredOrDamaged.of(g) === 'lower' ? step(g) : undefined);
}

const removedDie = chooseDie('scourgeRemovedDie', {
  title: 'Frostwild Scourge: remove 1 of your dice from the game',
  // An active die if they have any, otherwise an exhausted one.
  from: (g) => {
    const active = activeDiceOf(g, opp(g));
    return (active.length > 0 ? active : exhaustedDiceOf(g, opp(g))).map((d) => d.uuid);
  },
  by: (g) => opp(g),
});

/**
 * Rows 7–9 (I), 6–7 (II and III): the reference resolves this side before the main, yet it
 * names the aspect the main reveals, so it resolves right after that reveal.
 */
const VIGOR_ON_REVEALED: ScriptedSide = {
  kind: 'scripted',
  text: 'Attach a Vigor to the aspect just revealed.',
  afterReveal: true,
  steps: [(g) => void attachConjuredAlteration(g, 'vigor', revealedAspect(g))],
};

const STUN_RIGHTMOST: ScriptedSide = {
  kind: 'scripted',
  text: "Attach a Stun to the opposing player's rightmost unexhausted unit.",
  steps: [(g) => stunUnexhausted(g, 'right')],
};

/**
 * The Frostwild Scourge: 35 life (40 heroic), ultimate 3. Behaviour I–III and Ultimate I–III
 * as in docs/rules/chimera (behaviours.json, aspects.json); the digest gives no table for
 * it. Every row resolves its side before its main (digest 8.1) except the Vigor rows (see
 * above). Bonechill Wind (2 pips), Galeforce (3) and Charge Fist (3) are its status aspects.
 */
export default defineBoss({
  chimera: 'frostwild-scourge',
  ultimateCard: 'scourge-ultimate',
  behaviourCard: 'scourge-behaviour',
  life: { standard: 35, heroic: 40 },
  setup: {
    S1: [1, 2, 2, 2],
    S2: [1, 2, 2, 2, 1],
    S3: [1, 2, 1, 2, 2, 1],
    H1: [1, 2, 2, 2, 1],
    H2: [1, 2, 1, 1, 2, 1],
    H3: [1, 2, 1, 2, 1, 2, 1],
  },
  behaviour: {
    1: [
      { rolls: [1, 2], main: 'reveal' },
      { rolls: [3, 4], main: 'attackElseReveal' },
      { rolls: [5, 6], main: 'revealThenAttackWithRevealed' },
      { rolls: [7, 9], main: 'reveal', side: VIGOR_ON_REVEALED },
      { rolls: [10, 11], main: 'reveal', side: STUN_RIGHTMOST },
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
    2: [
      { rolls: [1, 1], main: 'reveal' },
      { rolls: [2, 3], main: 'attackElseReveal' },
      { rolls: [4, 5], main: 'revealThenAttackWithRevealed' },
      { rolls: [6, 7], main: 'reveal', side: VIGOR_ON_REVEALED },
      {
        rolls: [8, 9],
        main: 'reveal',
        side: {
          kind: 'scripted',
          text: '1 damage to every exhausted opposing unit, and to the opposing Phoenixborn if it is exhausted.',
          steps: [(g) => damageEachExhaustedOpposing(g)],
        },
      },
      { rolls: [10, 11], main: 'reveal', side: STUN_RIGHTMOST },
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
    3: [
      { rolls: [1, 3], main: 'attackElseReveal' },
      { rolls: [4, 5], main: 'revealThenAttackWithRevealed' },
      { rolls: [6, 7], main: 'reveal', side: VIGOR_ON_REVEALED },
      {
        rolls: [8, 9],
        main: 'reveal',
        side: {
          kind: 'scripted',
          text: 'The opposing player lowers 2 of their non-basic dice one level, or takes 1 damage on their Phoenixborn.',
          steps: lowerTwoOrTakeDamage,
        },
      },
      { rolls: [10, 11], main: 'reveal', side: STUN_RIGHTMOST },
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
  },
  ultimate: {
    1: {
      text: "Destroy the opponent's leftmost unit, then attach a Stun to each opposing unit and the opposing Phoenixborn.",
      steps: [(g) => void destroy(g, unitsOf(g, opp(g))[0] ?? null), stunEachOpposing],
    },
    2: {
      text: '3 damage to the opposing Phoenixborn, then attach a Stun to each opposing unit and the opposing Phoenixborn.',
      steps: [(g) => void dealDamage(g, phoenixbornOf(g, opp(g)), 3), stunEachOpposing],
    },
    3: {
      text: 'The opposing player removes 1 of their dice from the game (an active one if they have any), then a Stun is attached to their leftmost unexhausted unit.',
      steps: [
        removedDie.ask,
        (g) => void removeDieFromGame(g, removedDie.of(g)),
        (g) => stunUnexhausted(g, 'left'),
      ],
    },
  },
  aspects: {
    'storm-bolt': { target: 'right', statusCount: 0 },
    shockwave: { target: 'jaw', statusCount: 0 },
    'bonechill-wind': {
      target: 'left',
      statusCount: 2,
      status: { name: 'Bonechill Wind', steps: [damageEachExhaustedOpposing] },
    },
    galeforce: {
      target: 'left',
      statusCount: 3,
      status: { name: 'Galeforce', steps: opponentLowersOneDie('galeforceDie', 'Galeforce') },
    },
    avalanche: { target: 'jaw', statusCount: 0 },
    'frost-bulwark': { target: 'right', statusCount: 0 },
    'giants-might': { target: 'jaw', statusCount: 0 },
    warcry: { target: 'jaw', statusCount: 0 },
    'sweeping-strike': { target: 'right', statusCount: 0 },
    'wild-throw': { target: 'left', statusCount: 0 },
    'charge-fist': {
      target: 'left',
      statusCount: 3,
      status: {
        name: 'Charge Fist',
        // Only its last status token does anything.
        steps: [],
        lastToken: [
          (g) => void dealDamage(g, phoenixbornOf(g, opp(g)), 3),
          (g) =>
            void rerollDice(
              g,
              activeDiceOf(g, opp(g))
                .filter((d) => d.level !== 'basic')
                .map((d) => d.uuid),
            ),
        ],
      },
    },
    'crushing-grip': { target: 'left', statusCount: 0 },
  },
});
