import {
  chooseCard,
  chooseOption,
  defineCard,
  discardPileOf,
  draw,
  placeOnDrawPile,
  stubOf,
} from '../api';

const found = chooseCard('found', {
  title: 'Encore: you may choose a card of your discard pile other than Encore',
  from: (g) => discardPileOf(g).filter((card) => stubOf(g, card) !== 'encore'),
  optional: true,
});

const end = chooseOption('end', {
  title: 'Encore: place it on the top or bottom of your draw pile?',
  options: { top: 'Top', bottom: 'Bottom' },
  when: (g) => found.of(g) !== null,
});

/** Encore: Search your discard pile for a card other than Encore and place it on the top or bottom of your draw pile. Draw 1 card. */
export default defineCard({
  stub: 'encore',
  effect: [
    found.ask,
    end.ask,
    (g) => {
      const where = end.of(g);
      if (where !== null) placeOnDrawPile(g, found.of(g), where);
    },
    (g) => void draw(g, 1),
  ],
});
