import { chooseCard, defineCard, moveToken, self, targetablePhoenixborns, tokensOn } from '../api';

const target = chooseCard('target', {
  title: 'Pain Link: choose a Phoenixborn',
  from: (g) => targetablePhoenixborns(g),
});

/** Living Doll: Pain Link 1: side: move 1 wound token from this unit onto a target Phoenixborn. */
export default defineCard({
  stub: 'living-doll',
  abilities: [
    {
      id: 'painLink',
      name: 'Pain Link 1',
      cost: ['[[side]]'],
      usable: (q) => tokensOn(q, q.self).damage > 0,
      steps: [target.ask, (g) => void moveToken(g, 'damage', self(g), target.of(g))],
    },
  ],
});
