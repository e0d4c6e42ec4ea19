import {
  chooseShownCard,
  defineCard,
  drawPileOf,
  magicPlayCost,
  placeStatus,
  removeStatus,
  revealIntoHand,
  self,
  shuffleDrawPile,
  tokensOn,
} from '../api';

// X = the number of status tokens on this spell.
const found = chooseShownCard('found', {
  title: (g) =>
    `Augury: you may reveal a card with a magic play cost of ${tokensOn(g, self(g)).status} and place it into your hand`,
  from: (g) =>
    drawPileOf(g).filter((card) => magicPlayCost(g, card) === tokensOn(g, self(g)).status),
  optional: true,
});

/** Augury: When this spell comes into play, place 3 status tokens on it. side, exhaust: Search your draw pile. You may reveal 1 card with a magic play cost of X and place it into your hand. If you do, remove 1 status token from this spell. Shuffle your draw pile. X = the number of status tokens on this spell. */
export default defineCard({
  stub: 'augury',
  triggers: [
    {
      name: 'Augury',
      event: 'readySpellCameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [(g) => placeStatus(g, self(g), 3)],
    },
  ],
  abilities: [
    {
      id: 'augury',
      name: 'Augury',
      cost: ['[[side]]', '[[exhaust]]'],
      steps: [
        found.ask,
        (g) => {
          if (revealIntoHand(g, found.of(g)) !== null) removeStatus(g, self(g), 1);
          shuffleDrawPile(g);
        },
      ],
    },
  ],
});
