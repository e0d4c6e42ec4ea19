import {
  chooseShownCard,
  defineCard,
  drawPileOf,
  isAlterationSpell,
  isPhoenixbornUnique,
  onComesIntoPlay,
  revealIntoHand,
  shuffleDrawPile,
} from '../api';

// A search of a hidden pile may find nothing (rules §15); the cards are shown to the searcher alone.
const found = chooseShownCard('found', {
  title: 'Forage: you may reveal an alteration spell from your draw pile to place into your hand',
  from: (g) =>
    drawPileOf(g).filter((card) => isAlterationSpell(g, card) && !isPhoenixbornUnique(g, card)),
  optional: true,
});

/**
 * Jungle Forager: Forage: When this unit comes into play, search your draw pile. You may reveal
 * an alteration spell without a Phoenixborn unique icon and place it into your hand. Shuffle
 * your draw pile.
 */
export default defineCard({
  stub: 'jungle-forager',
  triggers: [
    onComesIntoPlay('Forage', [
      found.ask,
      (g) => {
        revealIntoHand(g, found.of(g));
        shuffleDrawPile(g);
      },
    ]),
  ],
});
