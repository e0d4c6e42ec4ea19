import {
  DISCARD_PLACES,
  activeDiceOf,
  addFaceDownAspect,
  attachedCopies,
  attachConjuredAlteration,
  chooseCard,
  chooseDie,
  dealDamage,
  defineBoss,
  destroy,
  exhaust,
  exhaustDie,
  opp,
  opponentDiscardsOfTheirChoice,
  phoenixbornOf,
  readySpellsOf,
  rollRageDie,
  unitsOf,
} from '../api';
import type { BehaviourRow, Run, Scope, Step } from '../api';

/** The opposing units, left to right, that have no Webbed (at most one per unit: aspects.json). */
function unwebbedUnits(s: Scope): string[] {
  return unitsOf(s, opp(s)).filter((u) => attachedCopies(s, u, 'webbed').length === 0);
}

/** "Attach a Webbed to the opposing player's leftmost unit that has no Webbed." */
function webLeftmostUnwebbed(g: Run): void {
  attachConjuredAlteration(g, 'webbed', unwebbedUnits(g)[0] ?? null);
}

/** "Attach a Webbed to each opposing unit": those that have none yet, left to right. */
function webEachOpposingUnit(g: Run): void {
  for (const unit of unwebbedUnits(g)) attachConjuredAlteration(g, 'webbed', unit);
}

const damaged = chooseCard('shadowreckDamaged', {
  title: 'Shadowreck: choose your Phoenixborn or your leftmost unit to take 1 damage',
  from: (g) => [phoenixbornOf(g, opp(g)), ...unitsOf(g, opp(g)).slice(0, 1)],
  by: (g) => opp(g),
  targets: false,
});

/** Phase II, 4–6: "The opposing player picks their Phoenixborn or their leftmost unit; it takes 1 damage." */
const damagePhoenixbornOrLeftmostUnit: Step[] = [
  damaged.ask,
  (g) => void dealDamage(g, damaged.of(g), 1),
];

const exhausted = chooseCard('shadowreckExhausted', {
  title: 'Shadowreck: place 1 exhaustion token on your Phoenixborn or one of your ready spells',
  from: (g) => [phoenixbornOf(g, opp(g)), ...readySpellsOf(g, opp(g))],
  by: (g) => opp(g),
  targets: false,
});

/** Phase III, 3–6: "The opposing player puts 1 exhaustion token on their Phoenixborn or on one of their ready spells." */
const exhaustPhoenixbornOrReadySpell: Step[] = [exhausted.ask, (g) => exhaust(g, exhausted.of(g))];

/** Torment's status: "re-roll 1 basic rage die; if it stays basic, the opposing player discards a card of their choice" (hand or top of draw pile). */
const tormentDiscard = opponentDiscardsOfTheirChoice('tormentDiscard', 'Torment', {
  hand: DISCARD_PLACES.hand,
  deck: DISCARD_PLACES.deck,
});

const neurotoxinDie = chooseDie('neurotoxinDie', {
  title: 'Neurotoxin: exhaust 1 of your active dice',
  from: (g) => activeDiceOf(g, opp(g)).map((d) => d.uuid),
  by: (g) => opp(g),
});

/** Rows 10–11 of every phase: the Webbed side. */
const webRow: BehaviourRow = {
  rolls: [10, 11],
  main: 'reveal',
  side: {
    kind: 'scripted',
    text: "Attach a Webbed to the opposing player's leftmost unit that has no Webbed.",
    steps: [webLeftmostUnwebbed],
  },
};

/**
 * The Spawn of Shadowreck: 30 life (35 heroic), ultimate 3. Behaviour I–III and Ultimate I–III
 * as in docs/rules/chimera (behaviours.json, aspects.json). Its rows resolve the main first
 * and then the side (the facts README: Shadowreck reveals first, and its attack rows attack
 * before the side applies).
 *
 * Decided where the facts are open: phase II's 4–6 side deals 1 damage (the reference's code;
 * its row label speaks of a wound); the player answers every choice the rows give them.
 */
export default defineBoss({
  chimera: 'spawn-of-shadowreck',
  ultimateCard: 'shadowreck-ultimate',
  behaviourCard: 'shadowreck-behaviour',
  life: { standard: 30, heroic: 35 },
  setup: {
    S1: [1, 2, 2, 2],
    S2: [1, 2, 1, 2, 2],
    S3: [1, 2, 1, 2, 1, 2],
    H1: [1, 2, 1, 2, 1],
    H2: [1, 2, 1, 2, 1, 2],
    H3: [1, 2, 1, 2, 1, 2, 1],
  },
  mainFirst: true,
  behaviour: {
    1: [
      { rolls: [1, 2], main: 'reveal' },
      { rolls: [3, 4], main: 'attackElseReveal' },
      {
        rolls: [5, 6],
        main: 'revealThenAttackWithRevealed',
        side: { kind: 'raiseBasicRageDice', count: 1 },
      },
      { rolls: [7, 9], main: 'reveal', side: { kind: 'opponentLowersNonBasicDice', count: 1 } },
      webRow,
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
    2: [
      { rolls: [1, 1], main: 'reveal' },
      { rolls: [2, 3], main: 'attackElseReveal' },
      {
        rolls: [4, 6],
        main: 'revealThenAttackWithRevealed',
        side: {
          kind: 'scripted',
          text: 'The opposing player picks their Phoenixborn or their leftmost unit; it takes 1 damage.',
          steps: damagePhoenixbornOrLeftmostUnit,
        },
      },
      { rolls: [7, 9], main: 'reveal', side: { kind: 'opponentLowersNonBasicDice', count: 2 } },
      webRow,
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
    3: [
      { rolls: [1, 2], main: 'attackElseReveal' },
      {
        rolls: [3, 6],
        main: 'revealThenAttackWithRevealed',
        side: {
          kind: 'scripted',
          text: 'The opposing player puts 1 exhaustion token on their Phoenixborn or on one of their ready spells.',
          steps: exhaustPhoenixbornOrReadySpell,
        },
      },
      { rolls: [7, 9], main: 'reveal', side: { kind: 'opponentLowersNonBasicDice', count: 3 } },
      webRow,
      { rolls: [12, 12], main: 'reveal', side: { kind: 'addRedRains', count: 1 } },
    ],
  },
  ultimate: {
    1: {
      text: "Destroy the opponent's leftmost unit, then attach a Webbed to each opposing unit.",
      steps: [(g) => void destroy(g, unitsOf(g, opp(g))[0] ?? null), webEachOpposingUnit],
    },
    2: {
      text: '3 damage to the opposing Phoenixborn, then attach a Webbed to each opposing unit.',
      steps: [(g) => void dealDamage(g, phoenixbornOf(g, opp(g)), 3), webEachOpposingUnit],
    },
    3: {
      text: 'The opposing player discards 2 cards of their choice (hand, spellboard or top of draw pile), then attach a Webbed to each opposing unit.',
      // For each card, the player picks the place, then the card.
      steps: [
        ...opponentDiscardsOfTheirChoice(
          'shadowreckUltimate1',
          'Shadowreck Ultimate (1 of 2)',
          DISCARD_PLACES,
        ),
        ...opponentDiscardsOfTheirChoice(
          'shadowreckUltimate2',
          'Shadowreck Ultimate (2 of 2)',
          DISCARD_PLACES,
        ),
        webEachOpposingUnit,
      ],
    },
  },
  aspects: {
    silksteel: { target: 'jaw', statusCount: 0 },
    weave: {
      target: 'right',
      statusCount: 2,
      status: { name: 'Weave', steps: [webLeftmostUnwebbed] },
    },
    neurotoxin: {
      target: 'right',
      statusCount: 2,
      status: {
        name: 'Neurotoxin',
        steps: [(g) => void dealDamage(g, phoenixbornOf(g, opp(g)), 1)],
        // Its last token also has the opposing player exhaust one of their active dice.
        lastToken: [neurotoxinDie.ask, (g) => void exhaustDie(g, neurotoxinDie.of(g))],
      },
    },
    broodmother: {
      target: 'right',
      statusCount: 3,
      // Nothing on each use: only the last token brings another aspect.
      status: { name: 'Broodmother', steps: [], lastToken: [(g) => addFaceDownAspect(g)] },
    },
    unfathomable: { target: 'jaw', statusCount: 0 },
    unbreakable: { target: 'left', statusCount: 0 },
    'erratic-strike': { target: 'jaw', statusCount: 0 },
    devour: { target: 'left', statusCount: 0 },
    lunge: { target: 'left', statusCount: 0 },
    panic: { target: 'right', statusCount: 0 },
    paranoia: { target: 'left', statusCount: 0 },
    torment: {
      target: 'right',
      statusCount: 2,
      status: {
        name: 'Torment',
        steps: [
          (g) => {
            // The discard's prompts are asked only when the die stays basic.
            if (rollRageDie(g) !== 'basic') return { end: true };
          },
          ...tormentDiscard,
        ],
      },
    },
  },
});
