import {
  chooseCard,
  defineCard,
  draw,
  handOf,
  onComesIntoPlay,
  placeOnDrawPile,
  rememberNumber,
} from '../api';

const drawn = rememberNumber('drawn');
const card = chooseCard('card', {
  title:
    'Stellar Oracle, Divination 2: choose a card of your hand to place on top of your draw pile',
  from: (g) => ((drawn.of(g) ?? 0) > 0 ? handOf(g) : []),
});

/** Stellar Oracle (conjuration): Divination 2: When this unit comes into play, draw 2 cards. If you do, place a card from your hand on top of your draw pile. */
export default defineCard({
  stub: 'stellar-oracle',
  triggers: [
    onComesIntoPlay('Divination 2', [
      (g) => drawn.set(g, draw(g, 2)),
      card.ask,
      (g) => void placeOnDrawPile(g, card.of(g), 'top'),
    ]),
  ],
});
