import {
  chooseCard,
  defineCard,
  drawPileOf,
  isAlly,
  lifeOf,
  placeWounds,
  revealIntoHand,
  self,
  shuffleDrawPile,
} from '../api';

// A search of a hidden pile may find nothing (rules §15), so the choice can be skipped.
const ally = chooseCard('ally', {
  title: 'James Endersight, Convene With Souls: choose an ally in your draw pile',
  from: (g) => drawPileOf(g).filter((card) => isAlly(g, card)),
  optional: true,
});

/** James Endersight: Convene With Souls: side, exhaust: Search your draw pile for an ally, reveal it, and place it into your hand. Place a number of wound tokens equal to that ally's life value on this card. Shuffle your draw pile. */
export default defineCard({
  stub: 'james-endersight',
  abilities: [
    {
      id: 'conveneWithSouls',
      name: 'Convene With Souls',
      cost: ['[[side]]', '[[exhaust]]'],
      steps: [
        ally.ask,
        (g) => {
          const found = revealIntoHand(g, ally.of(g));
          if (found) placeWounds(g, self(g), lifeOf(g, found));
          shuffleDrawPile(g);
        },
      ],
    },
  ],
});
