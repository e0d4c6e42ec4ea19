import { registerCard } from '../registry';
import { conjureOnto, hasConjuration } from '../helpers';
/** Summon Three-Eyed Owl: main, exhaust, 1 charm class: place a Three-Eyed Owl onto your battlefield. */
export default registerCard({
  stub: 'summon-three-eyed-owl',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Three-Eyed Owl',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:class]]'],
      usable: (q) => hasConjuration(q, 'three-eyed-owl'),
      steps: [
        (g) => {
          conjureOnto(g, 'three-eyed-owl');
        },
      ],
    },
  ],
});
