import { registerCard } from '../registry';
import { conjureOnto, hasConjuration } from '../helpers';
import { focusOf } from '../../cardinfo';
/** Summon Iron Rhino: main, exhaust, 6 basic: place an Iron Rhino onto your battlefield. Focus 1 and 2 each reduce the cost by 1 basic. */
export default registerCard({
  stub: 'summon-iron-rhino',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Iron Rhino',
      cost: (q) => [
        '[[main]]',
        '[[exhaust]]',
        `${6 - Math.min(2, focusOf(q.state, q.self))} [[basic]]`,
      ],
      usable: (q) => hasConjuration(q, 'iron-rhino'),
      steps: [
        (g) => {
          conjureOnto(g, 'iron-rhino');
        },
      ],
    },
  ],
});
