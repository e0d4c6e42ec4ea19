import {
  chooseShownCard,
  defineCard,
  drawPileOf,
  placeOnTopOfDrawPile,
  shuffleDrawPile,
} from '../api';

// The draw pile is seen by its owner alone, in this prompt; the log never names the card.
const found = chooseShownCard('found', {
  title:
    'Jericho, Reborn, Prepare: choose a card of your draw pile to place on top after shuffling',
  from: (g) => drawPileOf(g),
});

/**
 * Jericho, Reborn: Prepare: side - exhaust - 1 time class: Search your draw pile for 1 card and
 * set it aside. Shuffle your draw pile, then place the set aside card on top of it.
 */
export default defineCard({
  stub: 'jericho-reborn',
  abilities: [
    {
      id: 'prepare',
      name: 'Prepare',
      cost: ['[[side]]', '[[exhaust]]', '1 [[time:class]]'],
      steps: [
        found.ask,
        (g) => {
          const card = found.of(g);
          // Shuffling with the card in the pile, then moving it to the top, leaves the rest in
          // a random order beneath it: the same as setting it aside first.
          shuffleDrawPile(g);
          if (card) placeOnTopOfDrawPile(g, g.me, [card]);
        },
      ],
    },
  ],
});
