import { chooseCard, defineCard, drawPileOf, takeFromDrawPile } from '../api';

const card = chooseCard('card', {
  title: 'Open Memories: choose a card from your draw pile',
  from: (g) => drawPileOf(g),
  optional: true,
});

/** Open Memories: You may search your draw pile for 1 card and place it into your hand. If you do, shuffle your draw pile. */
export default defineCard({
  stub: 'open-memories',
  effect: [card.ask, (g) => takeFromDrawPile(g, card.of(g))],
});
