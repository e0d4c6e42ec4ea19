import { chooseCard, defineCard, draw, handOf, placeOnDrawPile, self } from '../api';

const bottom = chooseCard('bottom', {
  title: 'New Ideas: choose a card in your hand to place on the bottom of your draw pile',
  from: (g) => handOf(g).filter((card) => card !== self(g)),
});

/** New Ideas: Choose 1 card in your hand and place it on the bottom of your draw pile. If you do, draw 3 cards. */
export default defineCard({
  stub: 'new-ideas',
  effect: [
    bottom.ask,
    (g) => {
      if (placeOnDrawPile(g, bottom.of(g), 'bottom')) draw(g, 3);
    },
  ],
});
