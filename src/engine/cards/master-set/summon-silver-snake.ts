import { registerCard } from '../registry';
import { conjureOnto, hasConjuration } from '../helpers';
import { focusOf, inst } from '../../cardinfo';
/** Summon Silver Snake: main, exhaust, 1 charm power, 1 natural power: place a Silver Snake onto your battlefield. Focus 1: place 1 status token on it. Focus 2: 1 more. Spell Guard. */
export default registerCard({
  stub: 'summon-silver-snake',
  keywords: { spellGuard: 1 },
  abilities: [
    {
      id: 'summon',
      name: 'Summon Silver Snake',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:power]]', '1 [[natural:power]]'],
      usable: (q) => hasConjuration(q, 'silver-snake'),
      steps: [
        (g) => {
          const snake = conjureOnto(g, 'silver-snake');
          const focus = Math.min(2, focusOf(g.state, g.frame.source ?? ''));
          if (snake && focus > 0) inst(g.state, snake).tokens.status += focus;
        },
      ],
    },
  ],
});
