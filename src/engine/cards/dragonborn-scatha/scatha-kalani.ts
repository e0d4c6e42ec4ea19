import {
  DRAGONBORN_BEHAVIOUR,
  addFaceDownAspect,
  chooseCard,
  chooseOption,
  dealDamage,
  defineBoss,
  discardFromHand,
  discardTopOfDrawPile,
  drawPileOf,
  handOf,
  opp,
  opponentLowersNonBasicDice,
  phoenixbornOf,
  unitsOf,
} from '../api';
import type { Step } from '../api';

/** "N damage to the opponent's leftmost unit" (skipped with no unit). */
function damageLeftmostUnit(amount: number): Step {
  return (g) => void dealDamage(g, unitsOf(g, opp(g))[0] ?? null, amount);
}

const phaseTwoTarget = chooseOption('scathaReadySpellII', {
  title: 'Scatha Ready Spell: choose what takes 1 damage',
  options: { phoenixborn: 'Your Phoenixborn', unit: 'Your rightmost unit' },
  only: (g, v) => v === 'phoenixborn' || unitsOf(g, opp(g)).length > 0,
  by: (g) => opp(g),
});

const phaseThreeChoice = chooseOption('scathaReadySpellIII', {
  title: 'Scatha Ready Spell: discard a card or take 1 damage on your Phoenixborn',
  options: {
    hand: 'Discard a card from your hand',
    drawPile: 'Discard the top card of your draw pile',
    damage: 'Take 1 damage on your Phoenixborn',
  },
  only: (g, v) =>
    v === 'damage' ||
    (v === 'hand' ? handOf(g, opp(g)).length > 0 : drawPileOf(g, opp(g)).length > 0),
  by: (g) => opp(g),
});

const discarded = chooseCard('scathaReadySpellDiscard', {
  title: 'Scatha Ready Spell: choose a card of your hand to discard',
  from: (g) => (phaseThreeChoice.of(g) === 'hand' ? handOf(g, opp(g)) : []),
  by: (g) => opp(g),
  targets: false,
});

/**
 * Scatha Kalani (Dragonborn, Ascendancy PvE): 30 life, threat 4. Facts from
 * docs/rules/chimera (behaviours.json `scatha-behaviour`, aspects.json), the least certain
 * of the boss facts; decided where they are silent:
 * - Life 35 at heroic (the +5 every Chimera has); the setup patterns are the generic
 *   Chimera ones for a threat of 4 (S1 four aspects, one more per stage, heroic one more).
 * - Behaviour: one table for every phase, the face of the rolled dragon die picks the row
 *   (`chimera/dragon-die.ts`); the class face readies the exhausted ready spell or else uses
 *   its ability for the phase and exhausts it (`chimera/ready-spell.ts`).
 * - The ready spell's "progress" part is played as the Ultimate: it fires when the Red Rains
 *   tokens (placed as for a Chimera: a pool all power) reach the threshold (3, the card
 *   prints none, plus exhaustion), then the phase advances.
 * - Poach (its status ability) spends the status tokens on the Dragonborn (it starts with
 *   none; Dragon Rage and Radiant Flash give them), only while it is unexhausted.
 * - Ready spell III: "a chosen card (hand or top of draw pile)" is the player's choice
 *   between a card of their hand, their draw pile's top card, and the damage.
 */
export default defineBoss({
  chimera: 'scatha-kalani',
  ultimateCard: 'scatha-ultimate',
  life: { standard: 30, heroic: 35 },
  // No d12 table: the behaviour die's face picks the row (the shared Dragonborn behaviour card).
  ...DRAGONBORN_BEHAVIOUR,
  readySpell: {
    1: {
      text: 'The opposing player lowers 1 non-basic die one level.',
      steps: [(g) => opponentLowersNonBasicDice(g, 1)],
    },
    2: {
      text: 'The opposing player chooses their Phoenixborn or rightmost unit to take 1 damage.',
      steps: [
        phaseTwoTarget.ask,
        (g) => {
          const target =
            phaseTwoTarget.of(g) === 'unit'
              ? (unitsOf(g, opp(g)).at(-1) ?? null)
              : phoenixbornOf(g, opp(g));
          dealDamage(g, target, 1);
        },
      ],
    },
    3: {
      text: 'The opposing player discards a card of their choice or takes 1 damage on their Phoenixborn.',
      steps: [
        phaseThreeChoice.ask,
        discarded.ask,
        (g) => {
          const chosen = phaseThreeChoice.of(g);
          if (chosen === 'hand') discardFromHand(g, discarded.of(g));
          else if (chosen === 'drawPile') discardTopOfDrawPile(g, opp(g), 1);
          else dealDamage(g, phoenixbornOf(g, opp(g)), 1);
        },
      ],
    },
  },
  ultimate: {
    1: {
      text: '1 damage to each opposing unit.',
      steps: [(g) => unitsOf(g, opp(g)).forEach((unit) => void dealDamage(g, unit, 1))],
    },
    2: { text: "3 damage to the opposing player's leftmost unit.", steps: [damageLeftmostUnit(3)] },
    3: {
      text: "3 damage to the opposing player's leftmost unit, then add 1 face-down aspect.",
      steps: [damageLeftmostUnit(3), (g) => addFaceDownAspect(g)],
    },
  },
  aspects: {
    'scatha-kalani': {
      target: null,
      statusCount: 0,
      status: {
        name: 'Poach',
        steps: [(g) => void dealDamage(g, unitsOf(g, opp(g))[0] ?? phoenixbornOf(g, opp(g)), 1)],
      },
    },
    sear: {
      target: 'right',
      statusCount: 2,
      status: { name: 'Sear', steps: [(g) => void dealDamage(g, phoenixbornOf(g, opp(g)), 1)] },
    },
    'radiant-flash': { target: 'jaw', statusCount: 0 },
    'aegis-feathers': { target: null, statusCount: 0 },
    birdhunter: { target: 'jaw', statusCount: 0 },
    'dragon-rage': { target: 'left', statusCount: 0 },
    'rapid-flight': { target: 'right', statusCount: 0 },
  },
});
