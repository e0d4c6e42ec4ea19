import { registerCard } from '../registry';
import { conjureOnto, hasConjuration } from '../helpers';
/** Summon Seaside Raven: main, exhaust, 3 basic: place a Seaside Raven onto your battlefield. */
export default registerCard({
  stub: 'summon-seaside-raven',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Seaside Raven',
      cost: ['[[main]]', '[[exhaust]]', '3 [[basic]]'],
      usable: (q) => hasConjuration(q, 'seaside-raven'),
      steps: [
        (g) => {
          conjureOnto(g, 'seaside-raven');
        },
      ],
    },
  ],
});
