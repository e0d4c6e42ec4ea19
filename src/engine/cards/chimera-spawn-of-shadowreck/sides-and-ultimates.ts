/**
 * The Spawn of Shadowreck's behaviour sides and ultimate effects that only it has: the
 * player's choices (where the damage or exhaustion goes, which cards to discard), each asked
 * as a prompt of the opposing player with the Chimera's card as its source.
 */
import {
  chooseCard,
  chooseOption,
  dealDamage,
  destroy,
  discardFromHand,
  discardFromPlay,
  discardTopOfDrawPile,
  drawPileOf,
  exhaust,
  handOf,
  opp,
  phoenixbornOf,
  readySpellsOf,
  unitsOf,
} from '../api';
import type { Step } from '../api';
import { webEachOpposingUnit } from './webbing';

const damaged = chooseCard('shadowreckDamaged', {
  title: 'Shadowreck: choose your Phoenixborn or your leftmost unit to take 1 damage',
  from: (g) => [phoenixbornOf(g, opp(g)), ...unitsOf(g, opp(g)).slice(0, 1)],
  by: (g) => opp(g),
  targets: false,
});

/** Phase II, 4–6: "The opposing player picks their Phoenixborn or their leftmost unit; it takes 1 damage." */
export const damagePhoenixbornOrLeftmostUnit: Step[] = [
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
export const exhaustPhoenixbornOrReadySpell: Step[] = [
  exhausted.ask,
  (g) => exhaust(g, exhausted.of(g)),
];

/** Ultimate I: "Destroy the opponent's leftmost unit, then Webbed on every opposing unit." */
export const ultimateOne: Step[] = [
  (g) => void destroy(g, unitsOf(g, opp(g))[0] ?? null),
  webEachOpposingUnit,
];

/** Ultimate II: "3 damage to the opposing Phoenixborn, then Webbed on every opposing unit." */
export const ultimateTwo: Step[] = [
  (g) => void dealDamage(g, phoenixbornOf(g, opp(g)), 3),
  webEachOpposingUnit,
];

/** One card the opposing player discards: from their hand, their spellboard or the top of their draw pile. */
function discardOneOfTheirChoice(n: number): Step[] {
  const where = chooseOption(`shadowreckDiscardFrom${n}`, {
    title: `Shadowreck Ultimate: discard a card (${n} of 2) from`,
    options: {
      hand: 'Your hand',
      spellboard: 'Your spellboard',
      deck: 'The top of your draw pile',
    },
    only: (g, v) =>
      v === 'hand'
        ? handOf(g, opp(g)).length > 0
        : v === 'spellboard'
          ? readySpellsOf(g, opp(g)).length > 0
          : drawPileOf(g, opp(g)).length > 0,
    by: (g) => opp(g),
  });
  const card = chooseCard(`shadowreckDiscarded${n}`, {
    title: `Shadowreck Ultimate: choose the card to discard (${n} of 2)`,
    from: (g) => {
      const from = where.of(g);
      return from === 'hand'
        ? handOf(g, opp(g))
        : from === 'spellboard'
          ? readySpellsOf(g, opp(g))
          : [];
    },
    by: (g) => opp(g),
    targets: false,
  });
  return [
    where.ask,
    card.ask,
    (g) => {
      const from = where.of(g);
      if (from === 'deck') discardTopOfDrawPile(g, opp(g), 1);
      else if (from === 'hand') discardFromHand(g, card.of(g));
      else if (from === 'spellboard') discardFromPlay(g, card.of(g));
    },
  ];
}

/**
 * Ultimate III: "The opposing player discards 2 cards of their choice (hand, spellboard or top
 * of draw pile), then Webbed on every opposing unit."
 */
export const ultimateThree: Step[] = [
  ...discardOneOfTheirChoice(1),
  ...discardOneOfTheirChoice(2),
  webEachOpposingUnit,
];
