import {
  addFaceDownAspect,
  attachToOpposingUnits,
  chooseCard,
  chooseOption,
  dealDamage,
  defineBoss,
  discardFromHand,
  discardFromPlay,
  discardTopOfDrawPile,
  draw,
  drawPileOf,
  handOf,
  opp,
  phoenixbornOf,
  raiseRageDice,
  readySpellsOf,
  self,
  addRedRains,
  unitsOf,
} from '../api';
import type { BehaviourRow, Step } from '../api';

type DiscardFrom = 'hand' | 'spellboard' | 'drawPile';

const discardFrom = chooseOption<DiscardFrom>('neverset-discard-from', {
  title: 'Blight of Neverset: discard a card of your choice from',
  options: {
    hand: 'Your hand',
    spellboard: 'Your spellboard',
    drawPile: 'The top of your draw pile',
  },
  only: (g, where) =>
    (where === 'hand'
      ? handOf(g, opp(g))
      : where === 'spellboard'
        ? readySpellsOf(g, opp(g))
        : drawPileOf(g, opp(g))
    ).length > 0,
  by: (g) => opp(g),
});

const discardedCard = chooseCard('neverset-discarded', {
  title: 'Blight of Neverset: choose the card to discard',
  from: (g) => {
    const where = discardFrom.of(g);
    if (where === 'hand') return handOf(g, opp(g));
    if (where === 'spellboard') return readySpellsOf(g, opp(g));
    return [];
  },
  by: (g) => opp(g),
  targets: false,
});

/** The rows' words for the log, as the Behaviour card says them. */
const BLEED_LEFT: Pick<BehaviourRow, 'side' | 'sideText'> = {
  side: { kind: 'attachConjuredAlteration', card: 'bleed', aim: 'left' },
  sideText: "Attach a Bleed to the opposing player's leftmost unit.",
};
const SEED_ELSE_RAIN: Pick<BehaviourRow, 'side' | 'sideText'> = {
  side: { kind: 'summonElseAddRedRains', card: 'scarlet-seed' },
  sideText:
    'Summon a Scarlet Seed if one is available and there is room; otherwise put 1 Red Rains token on the Chimera.',
};

/**
 * Ultimate III's "the opposing player discards a card of their choice from their hand, their
 * spellboard or the top of their draw pile": they pick the place, then the card (the top
 * card of the draw pile is the only one there).
 */
const opponentDiscardsChosenCard: Step[] = [
  discardFrom.ask,
  discardedCard.ask,
  (g) => {
    const where = discardFrom.of(g);
    if (where === 'drawPile') discardTopOfDrawPile(g, opp(g), 1);
    else if (where === 'hand') discardFromHand(g, discardedCard.of(g));
    else if (where === 'spellboard') discardFromPlay(g, discardedCard.of(g));
  },
];

type RotChoice = 'discard' | 'damage';

const rotChoice = chooseOption<RotChoice>('withering-rot-choice', {
  title:
    'Withering Rot: discard a card of your choice from your hand, or 1 damage to your Phoenixborn',
  options: { discard: 'Discard a card', damage: '1 damage to my Phoenixborn' },
  only: (g, choice) => choice === 'damage' || handOf(g, opp(g)).length > 0,
  by: (g) => opp(g),
});

const rotDiscard = chooseCard('withering-rot-discard', {
  title: 'Withering Rot: choose a card of your hand to discard',
  from: (g) => (rotChoice.of(g) === 'discard' ? handOf(g, opp(g)) : []),
  by: (g) => opp(g),
  targets: false,
});

/** Withering Rot's status: the opposing player discards a card of their choice, or takes 1 damage. */
const discardOrPhoenixbornDamage: Step[] = [
  rotChoice.ask,
  rotDiscard.ask,
  (g) => {
    if (rotChoice.of(g) === 'discard') discardFromHand(g, rotDiscard.of(g));
    else dealDamage(g, phoenixbornOf(g, opp(g)), 1);
  },
];

/**
 * The Blight of Neverset: 30 life (35 heroic), ultimate 3. Behaviour I–III, Ultimate I–III
 * and the setup patterns as in docs/rules/chimera (behaviours.json, aspects.json).
 *
 * Decided where the facts are open: every row resolves its side before its main, as the
 * engine does for every Chimera (digest 8.1), also the "resolve a status ability" rows the
 * reference resolves main first; the Scarlet Seed pile holds the deck list's count (1), not
 * the card data's 6 copies (digest §14.10), so the 12 row falls back to a Red Rains token
 * once the Seed is out.
 */
export default defineBoss({
  chimera: 'blight-of-neverset',
  ultimateCard: 'neverset-ultimate',
  behaviourCard: 'neverset-behaviour',
  life: { standard: 30, heroic: 35 },
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
      { rolls: [1, 3], main: 'reveal' },
      { rolls: [4, 5], main: 'attackElseReveal' },
      { rolls: [6, 7], main: 'reveal', side: { kind: 'raiseBasicRageDice', count: 1 } },
      { rolls: [8, 9], main: 'reveal', side: { kind: 'resolveStatusAbility', aim: 'right' } },
      { rolls: [10, 11], main: 'reveal', ...BLEED_LEFT },
      { rolls: [12, 12], main: 'reveal', ...SEED_ELSE_RAIN },
    ],
    2: [
      { rolls: [1, 1], main: 'reveal' },
      { rolls: [2, 4], main: 'attackElseReveal' },
      { rolls: [5, 7], main: 'reveal', side: { kind: 'raiseBasicRageDice', count: 2 } },
      { rolls: [8, 9], main: 'reveal', side: { kind: 'resolveStatusAbility', aim: 'right' } },
      { rolls: [10, 11], main: 'reveal', ...BLEED_LEFT },
      { rolls: [12, 12], main: 'reveal', ...SEED_ELSE_RAIN },
    ],
    3: [
      { rolls: [1, 3], main: 'attackElseReveal' },
      { rolls: [4, 7], main: 'revealThenAttackWithRevealed' },
      { rolls: [8, 9], main: 'reveal', side: { kind: 'resolveStatusAbility', aim: 'right' } },
      { rolls: [10, 11], main: 'reveal', ...BLEED_LEFT },
      { rolls: [12, 12], main: 'reveal', ...SEED_ELSE_RAIN },
    ],
  },
  ultimate: {
    1: {
      text: "Attach a Bleed to the opposing player's leftmost unit, then add 1 face-down aspect.",
      steps: [(g) => void attachToOpposingUnits(g, 'bleed', 'left'), (g) => addFaceDownAspect(g)],
    },
    2: {
      text: "Attach a Bleed to each of the opposing player's two rightmost units, then add 1 face-down aspect.",
      steps: [
        (g) => void attachToOpposingUnits(g, 'bleed', 'right', 2),
        (g) => addFaceDownAspect(g),
      ],
    },
    3: {
      text: 'The opposing player discards a card of their choice from their hand, spellboard or the top of their draw pile, then add 1 face-down aspect.',
      steps: [...opponentDiscardsChosenCard, (g) => addFaceDownAspect(g)],
    },
  },
  aspects: {
    proliferate: { target: 'right', statusCount: 0 },
    'sowing-strike': { target: 'jaw', statusCount: 0 },
    'scarlet-seed': {
      target: null,
      statusCount: 3,
      status: {
        name: 'Scarlet Seed',
        steps: [],
        // Its last status token: it goes, and the rain comes.
        lastToken: [(g) => discardFromPlay(g, self(g)), (g) => addRedRains(g, 1)],
      },
    },
    photosynthesize: {
      target: 'jaw',
      statusCount: 3,
      status: { name: 'Photosynthesize', steps: [(g) => void raiseRageDice(g, 1)] },
    },
    allure: {
      target: 'left',
      statusCount: 2,
      status: {
        name: 'Allure',
        steps: [(g) => void draw(g, 1, opp(g)), (g) => void discardTopOfDrawPile(g, opp(g), 1)],
      },
    },
    'ballistic-seeds': { target: null, statusCount: 0 },
    'soothing-scent': { target: 'left', statusCount: 0 },
    'vine-whip': { target: 'right', statusCount: 0 },
    'horrific-gaze': { target: 'right', statusCount: 0 },
    overgrowth: { target: 'jaw', statusCount: 0 },
    'vampiric-roots': { target: 'right', statusCount: 0 },
    'explosive-pods': {
      target: 'jaw',
      statusCount: 3,
      status: {
        name: 'Explosive Pods',
        steps: [],
        lastToken: [
          (g) => {
            for (const unit of unitsOf(g, opp(g))) dealDamage(g, unit, 2);
          },
        ],
      },
    },
    'withering-rot': {
      target: 'left',
      statusCount: 2,
      status: { name: 'Withering Rot', steps: discardOrPhoenixbornDamage },
    },
  },
});
