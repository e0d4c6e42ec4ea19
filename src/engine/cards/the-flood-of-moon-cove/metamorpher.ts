import { chooseOption, defineCard, discardFromPlay, inConjurationPile, self, summon } from '../api';

const form = chooseOption('form', {
  title: 'Metamorpher, Morph: place a Sun Scarab or a Moon Moth',
  options: { 'sun-scarab': 'Sun Scarab', 'moon-moth': 'Moon Moth' },
  only: (g, stub) => inConjurationPile(g, stub),
});

/**
 * Metamorpher: Morph: At the start of your turn, you may discard this unit. If you do, place a
 * Sun Scarab or Moon Moth conjuration onto your battlefield.
 */
export default defineCard({
  stub: 'metamorpher',
  triggers: [
    {
      name: 'Morph',
      event: 'turnStarted',
      optional: true,
      match: (q, e) => e.player === q.me && q.state.cards[q.self]?.zone === 'battlefield',
      steps: [
        (g) => {
          discardFromPlay(g, self(g));
          if (g.state.cards[self(g)]?.zone === 'battlefield') return { end: true };
        },
        form.ask,
        (g) => {
          const stub = form.of(g);
          if (stub !== null) summon(g, stub);
        },
      ],
    },
  ],
});
