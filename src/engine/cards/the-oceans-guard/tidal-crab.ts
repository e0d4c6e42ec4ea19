import { chooseCard, defineCard, moveToken, self, tokensOn, unitsOf } from '../api';

const onto = chooseCard('onto', {
  title: 'Unburden: choose another unit you control to move 1 status token onto',
  from: (g) => unitsOf(g).filter((u) => u !== self(g)),
});

/**
 * Tidal Crab: Unburden: side: Move 1 status token from this unit onto another unit you
 * control. * Slow: Reduce this unit's attack value by 1 for each status token on it.
 */
export default defineCard({
  stub: 'tidal-crab',
  abilities: [
    {
      id: 'unburden',
      name: 'Unburden',
      cost: ['[[side]]'],
      usable: (q) => tokensOn(q, q.self).status > 0 && unitsOf(q).some((u) => u !== q.self),
      steps: [onto.ask, (g) => void moveToken(g, 'status', self(g), onto.of(g))],
    },
  ],
  statics: [
    {
      name: 'Slow',
      inexhaustible: true,
      appliesTo: (q, card) => card === q.self,
      addFor: (q, card) => ({ attack: -tokensOn(q, card).status }),
    },
  ],
});
