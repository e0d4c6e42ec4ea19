import { registerCard } from '../registry';
import { conjureOnto, hasConjuration } from '../helpers';
/** Summon Blue Jaguar: main, exhaust, 2 basic: place a Blue Jaguar onto your battlefield. */
export default registerCard({
  stub: 'summon-blue-jaguar',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Blue Jaguar',
      cost: ['[[main]]', '[[exhaust]]', '2 [[basic]]'],
      usable: (q) => hasConjuration(q, 'blue-jaguar'),
      steps: [
        (g) => {
          conjureOnto(g, 'blue-jaguar');
        },
      ],
    },
  ],
});
