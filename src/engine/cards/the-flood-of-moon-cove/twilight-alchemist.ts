import {
  chooseCard,
  chooseDice,
  defineCard,
  draw,
  handOf,
  onComesIntoPlay,
  placeOnDrawPile,
  raisableDiceOf,
  raiseDice,
} from '../api';

const placed = chooseCard('placed', {
  title:
    'Twilight Alchemist, Alchemize: you may place 1 card from your hand on the bottom of your draw pile',
  from: (g) => handOf(g),
  optional: true,
});
const raised = chooseDice('raised', {
  title: 'Twilight Alchemist: choose 2 dice in your active pool to raise one level',
  from: (g) => raisableDiceOf(g),
  count: { exactly: () => 2 },
});

/**
 * Twilight Alchemist: Alchemize: When this unit comes into play, you may place 1 card from your
 * hand on the bottom of your draw pile. If you do, draw 2 cards and raise 2 dice in your active
 * pool one level.
 */
export default defineCard({
  stub: 'twilight-alchemist',
  triggers: [
    onComesIntoPlay('Alchemize', [
      placed.ask,
      (g) => {
        if (!placeOnDrawPile(g, placed.of(g), 'bottom')) return { end: true };
        draw(g, 2);
      },
      raised.ask,
      (g) => raiseDice(g, raised.of(g)),
    ]),
  ],
});
