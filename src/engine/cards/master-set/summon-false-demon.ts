import { registerCard } from '../registry';
import { conjureOnto, hasConjuration } from '../helpers';
/** Summon False Demon: main, exhaust, 1 illusion class, 1 basic: place a False Demon onto your battlefield. */
export default registerCard({
  stub: 'summon-false-demon',
  abilities: [
    {
      id: 'summon',
      name: 'Summon False Demon',
      cost: ['[[main]]', '[[exhaust]]', '1 [[illusion:class]]', '1 [[basic]]'],
      usable: (q) => hasConjuration(q, 'false-demon'),
      steps: [
        (g) => {
          conjureOnto(g, 'false-demon');
        },
      ],
    },
  ],
});
