import { chooseOpponent, defineCard, draw, handOf, revealRandom } from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Visions: choose a target opponent to look at 2 random cards of their hand',
});

/** Rimea Careworn: Visions: side, exhaust: Draw 2 cards. Then, look at 2 random cards in a target opponent's hand. */
export default defineCard({
  stub: 'rimea-careworn',
  abilities: [
    {
      id: 'visions',
      name: 'Visions',
      cost: ['[[side]]', '[[exhaust]]'],
      steps: [
        (g) => void draw(g, 2),
        opponent.ask,
        // Only Rimea's controller is shown the cards, in their own prompt.
        revealRandom('seen', {
          from: (g) => {
            const whose = opponent.of(g);
            return whose === null ? [] : handOf(g, whose);
          },
          count: 2,
          title: (names) => `Visions: you see ${names}`,
        }),
      ],
    },
  ],
});
