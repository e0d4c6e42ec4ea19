import {
  changeOneDieOfMagic,
  chooseCard,
  defineCard,
  drawPileOf,
  onComesIntoPlay,
  playCostShows,
  revealIntoHand,
  shuffleDrawPile,
} from '../api';

const found = chooseCard('found', {
  title:
    'Glory Aspirant, Lionize: you may reveal a card with a divine power symbol in its play cost to place into your hand',
  from: (g) => drawPileOf(g).filter((card) => playCostShows(g, card, '[[divine:power]]')),
  optional: true,
});

/**
 * Glory Aspirant: Lionize: When this unit comes into play, search your draw pile. You may reveal
 * a card with a divine power symbol in its play cost and place it into your hand. Shuffle your
 * draw pile. Then, change 1 divine die in your active pool to a side of your choice.
 */
export default defineCard({
  stub: 'glory-aspirant',
  triggers: [
    onComesIntoPlay('Lionize', [
      found.ask,
      (g) => {
        revealIntoHand(g, found.of(g));
        shuffleDrawPile(g);
      },
      ...changeOneDieOfMagic('Glory Aspirant, Lionize', 'divine'),
    ]),
  ],
});
