import { registerCard } from '../registry';
import { conjureOnto, hasConjuration } from '../helpers';
/** Summon Butterfly Monk: main, exhaust, 1 natural power: place a Butterfly Monk onto your battlefield. */
export default registerCard({
  stub: 'summon-butterfly-monk',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Butterfly Monk',
      cost: ['[[main]]', '[[exhaust]]', '1 [[natural:power]]'],
      usable: (q) => hasConjuration(q, 'butterfly-monk'),
      steps: [
        (g) => {
          conjureOnto(g, 'butterfly-monk');
        },
      ],
    },
  ],
});
