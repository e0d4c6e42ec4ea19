import {
  chooseCard,
  chooseOption,
  chooseShownCard,
  defineCard,
  discardPileOf,
  drawPileOf,
  isReadySpell,
  nameOf,
  onComesIntoPlay,
  returnToHand,
  revealIntoHand,
  shuffleDrawPile,
} from '../api';
import type { Scope } from '../api';

function chants(s: Scope, pile: string[]): string[] {
  return pile.filter((card) => isReadySpell(s, card) && nameOf(s, card).includes('Chant'));
}

const where = chooseOption('where', {
  title: 'Ritualist, Incant: you may search for a ready spell with "Chant" in its title',
  options: { deck: 'Search draw pile', discard: 'Search discard pile', none: "Don't search" },
  only: (g, value) => value !== 'discard' || chants(g, discardPileOf(g)).length > 0,
});

// A search of a hidden pile may find nothing (rules §15); the cards are shown to the searcher alone.
const fromDeck = chooseShownCard('fromDeck', {
  title: 'Ritualist, Incant: choose a Chant to reveal and place into your hand',
  from: (g) => (where.of(g) === 'deck' ? chants(g, drawPileOf(g)) : []),
  optional: true,
});

const fromDiscard = chooseCard('fromDiscard', {
  title: 'Ritualist, Incant: choose a Chant of your discard pile to place into your hand',
  from: (g) => (where.of(g) === 'discard' ? chants(g, discardPileOf(g)) : []),
  optional: true,
});

/** Ritualist: Incant: When this unit comes into play, you may search your draw pile or discard pile for a ready spell with "Chant" in its title, reveal it, and place it into your hand. If you searched your draw pile, shuffle it. */
export default defineCard({
  stub: 'ritualist',
  triggers: [
    onComesIntoPlay('Incant', [
      where.ask,
      fromDeck.ask,
      fromDiscard.ask,
      (g) => {
        if (where.of(g) === 'deck') {
          revealIntoHand(g, fromDeck.of(g));
          shuffleDrawPile(g);
        } else returnToHand(g, fromDiscard.of(g));
      },
    ]),
  ],
});
