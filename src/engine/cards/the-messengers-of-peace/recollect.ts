import {
  chooseCard,
  defineCard,
  discardPileOf,
  nameOf,
  readySpellsOf,
  rememberText,
  returnToHand,
} from '../api';

const spell = chooseCard('spell', {
  title: 'Recollect: choose a ready spell you control',
  from: (g) => readySpellsOf(g),
});
const title = rememberText('title');

/**
 * Recollect: Choose a ready spell you control. Search your discard pile for all cards with the
 * same title and place them into your hand.
 */
export default defineCard({
  stub: 'recollect',
  playable: (q) => readySpellsOf(q).length > 0,
  effect: [
    spell.ask,
    (g) => {
      const chosen = spell.of(g);
      if (chosen === null) return { end: true };
      title.set(g, nameOf(g, chosen));
    },
    (g) => {
      for (const card of discardPileOf(g))
        if (nameOf(g, card) === title.of(g)) returnToHand(g, card);
    },
  ],
});
