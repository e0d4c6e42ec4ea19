import {
  chooseCard,
  defineCard,
  discardPileOf,
  isAlly,
  onComesIntoPlay,
  returnToHand,
  stubOf,
} from '../api';

const ally = chooseCard('ally', {
  title: 'Spirit Guide: you may choose an ally in your discard pile to place into your hand',
  // "A title other than this unit's title": no other Shepherd of Lost Souls.
  from: (g) =>
    discardPileOf(g).filter(
      (card) => isAlly(g, card) && stubOf(g, card) !== 'shepherd-of-lost-souls',
    ),
  optional: true,
});

/** Shepherd of Lost Souls: Spirit Guide: When this unit comes into play, you may search your discard pile for an ally with a title other than this unit's title and place it into your hand. */
export default defineCard({
  stub: 'shepherd-of-lost-souls',
  triggers: [onComesIntoPlay('Spirit Guide', [ally.ask, (g) => returnToHand(g, ally.of(g))])],
});
